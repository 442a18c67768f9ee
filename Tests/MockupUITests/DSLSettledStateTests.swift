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

    @Test func untouchedStateKeepsItsInitialValue() {
        #expect(texts(resolveRenderRoot { Plain() }) == ["2"])
    }
}
