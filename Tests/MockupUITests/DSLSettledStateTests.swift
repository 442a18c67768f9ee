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
