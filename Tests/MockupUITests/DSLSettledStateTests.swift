import Combine
import Foundation
import Testing
@testable import MockupUI

/// A render shows a view as it settles: state set while it appears is what iOS shows afterwards.
@MainActor @Suite struct DSLSettledStateTests {
    struct Rings: View {
        @State private var progress = 0.0
        var body: some View {
            Text(progress == 0 ? "empty" : "full")
                .onAppear { progress = 0.8 }
        }
    }

    struct Plain: View {
        @State private var count = 2
        var body: some View { Text("\(count)") }
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func stateSetOnAppearIsShown() {
        #expect(texts(resolveRenderRoot { Rings() }) == ["full"])
    }

    /// A change made in `withAnimation(….repeatForever())` loops for as long as the view is shown: a
    /// still shows where the loop starts (the cursor shown), also after a delay and inside a completion
    /// form; the other changes of the same `onAppear`, and those of a finite animation, are shown.
    struct Cursor: View {
        @State private var visible = true
        @State private var pulse = false
        @State private var lit = false
        @State private var entered = false
        var body: some View {
            Text("\(visible) \(pulse) \(lit) \(entered)")
                .onAppear {
                    withAnimation(.linear(duration: 0.3).repeatForever()) { visible = false }
                    withAnimation(.easeInOut.repeatForever(autoreverses: false).delay(0.2), completionCriteria: .logicallyComplete) {
                        pulse = true
                    } completion: { lit = true }
                    withAnimation(.easeOut(duration: 0.4)) { entered = true }
                }
        }
    }

    @Test func aRepeatingAnimationIsShownWhereItsLoopStarts() {
        #expect(texts(resolveRenderRoot { Cursor() }) == ["true false true true"])
    }

    /// Views built inside a parent's body are built again in the second resolve: each takes over the
    /// state of the view at its place (same type, same position among its siblings).
    struct Shelf: View {
        var body: some View {
            VStack {
                Rings()
                ForEach(1..<4) { number in Counter(target: number) }
                Model()
            }
        }
    }

    struct Counter: View {
        let target: Int
        @State private var count = 0
        var body: some View { Text("count \(count)").onAppear { count = target } }
    }

    final class Loader: ObservableObject {
        @Published var title = "loading"
    }

    struct Model: View {
        @StateObject private var loader = Loader()
        var body: some View { Text(loader.title).onAppear { loader.title = "loaded" } }
    }

    @Test func nestedViewsKeepTheStateSetWhileTheyAppeared() {
        #expect(texts(resolveRenderRoot { Shelf() }) == ["full", "count 1", "count 2", "count 3", "loaded"])
    }

    @Test func untouchedStateKeepsItsInitialValue() {
        #expect(texts(resolveRenderRoot { Plain() }) == ["2"])
    }
}
