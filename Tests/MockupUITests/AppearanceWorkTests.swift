import Combine
import Dispatch
import Foundation
import Testing
@testable import MockupUI

/// Main-queue work a view schedules as it appears runs on a virtual clock before the still
/// (`AppearanceWork`): what is due within a second is shown, later work is not, every time the same.
@MainActor @Suite struct AppearanceWorkTests {
    /// Shows the steps its `onAppear` schedules, in the order they ran.
    struct Steps: View {
        let schedule: (Log) -> Void
        @State private var log = Log()
        var body: some View {
            Text(log.steps.joined(separator: " ")).onAppear { schedule(log) }
        }
    }

    final class Log: ObservableObject, @unchecked Sendable {
        @Published var steps: [String] = []
    }

    private func shown(_ schedule: @escaping (Log) -> Void) -> String {
        texts(resolveRenderRoot { Steps(schedule: schedule) }).joined()
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func asyncWorkRunsInTheOrderItWasScheduled() {
        #expect(shown { log in
            DispatchQueue.main.async { log.steps.append("a") }
            DispatchQueue.main.async { log.steps.append("b") }
            log.steps.append("now")
        } == "now a b")
    }

    @Test func workDueWithinASecondRunsAndLaterWorkDoesNot() {
        #expect(shown { log in
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.steps.append("launch screen gone") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.steps.append("half") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.steps.append("tenth") }
        } == "tenth half")
    }

    @Test func staggeredEntranceFinishesAndWallDeadlinesCount() {
        #expect(shown { log in
            for index in 0..<9 {
                DispatchQueue.main.asyncAfter(wallDeadline: .now() + Double(index) * 0.05) { log.steps.append("\(index)") }
            }
        } == "0 1 2 3 4 5 6 7 8")
    }

    @Test func workScheduledByWorkRunsOnTheSameClock() {
        // Each step schedules the next 0.4 s after itself: steps at 0.4 and 0.8 s run, 1.2 s does not.
        #expect(shown { log in
            func step(_ number: Int) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                    log.steps.append("\(number)")
                    step(number + 1)
                }
            }
            step(1)
        } == "1 2")
    }

    @Test func workThatReschedulesItselfForeverEnds() {
        var runs = 0
        func spin() { DispatchQueue.main.async { runs += 1; spin() } }
        _ = resolveRenderRoot { Text("spinning").onAppear { spin() } }
        #expect(runs == AppearanceWork.limit)
    }

    @Test func mainActorTasksStartedOnAppearRun() {
        #expect(shown { log in
            Task { @MainActor in log.steps.append("task") }
        } == "task")
    }

    /// `task` starts before the view appears and runs on the same clock: a sleep that ends within the
    /// second shows what follows it (a mock service's latency), a longer one leaves the spinner.
    @Test func aTaskShowsWhatItDoesWithinASecond() {
        @MainActor final class Coordinator: ObservableObject {
            @Published var screen = "blank"
            func start() { screen = "welcome" }
            func load(latency: Duration) async {
                screen = "loading"
                try? await Task.sleep(for: latency)
                screen = "loaded"
            }
        }
        struct Root: View {
            @StateObject private var coordinator = Coordinator()
            let latency: Duration?
            var body: some View {
                Text(coordinator.screen).task {
                    coordinator.start()
                    if let latency { await coordinator.load(latency: latency) }
                }
            }
        }
        #expect(texts(resolveRenderRoot { Root(latency: nil) }) == ["welcome"])
        #expect(texts(resolveRenderRoot { Root(latency: .milliseconds(300)) }) == ["loaded"])
        #expect(texts(resolveRenderRoot { Root(latency: .seconds(2)) }) == ["loading"])
        #expect(texts(resolveRenderRoot { Text("id").task(id: 3) {} }) == ["id"])
    }

    /// Work on Swift's global executor joins the clock: a model's `Task` started outside the main actor,
    /// the nonisolated service it awaits, `async let`, and sleeps in nanoseconds, all in order.
    @Test func tasksOffTheMainActorRunOnTheSameClock() {
        final class Service: Sendable {
            func fetch(_ name: String) async -> String { name }
        }
        final class Model: ObservableObject, @unchecked Sendable {
            @Published var names: [String] = []
            init() {
                Task {
                    async let first = Service().fetch("first")
                    async let second = Service().fetch("second")
                    let fetched = await [first, second]
                    DispatchQueue.main.async { self.names += fetched }
                    try? await Task.sleep(nanoseconds: 400_000_000)
                    await MainActor.run { self.names.append("later") }
                    try? await Task.sleep(nanoseconds: 800_000_000)
                    await MainActor.run { self.names.append("too late") }
                }
            }
        }
        struct Names: View {
            @StateObject private var model = Model()
            var body: some View { Text(model.names.joined(separator: " ")) }
        }
        #expect(texts(resolveRenderRoot { Names() }) == ["first second later"])
    }

    @Test func sleepsEndInTheOrderTheyAreDue() {
        #expect(shown { log in
            for (name, milliseconds) in [("c", 300), ("a", 100), ("b", 200), ("d", 300)] {
                Task { @MainActor in
                    try? await Task.sleep(for: .milliseconds(milliseconds))
                    log.steps.append(name)
                }
            }
        } == "a b c d")
    }

    @Test func stateSetByScheduledWorkIsShown() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { count = 7 } }
            }
        }
        #expect(texts(resolveRenderRoot { Counter() }) == ["7"])
    }

    @Test func outsideARenderTheMainQueueWorksAsUsual() async {
        let ran = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: true) }
        }
        #expect(ran)
        #expect(DispatchTime.now().uptimeNanoseconds > 0)
    }
}
