import Foundation
import Testing
@testable import MockupUI

/// The environment flows down as values installed into each view's `@Environment` properties
/// before its body runs; there is no process-wide current environment.
@MainActor @Suite struct DSLEnvironmentFlowTests {
    struct SchemeLabel: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    /// A user's dynamic property that reads the environment itself.
    struct Palette: DynamicProperty {
        @Environment(\.colorScheme) var scheme
        var ink: String { scheme == .dark ? "white ink" : "black ink" }
    }

    struct PaletteLabel: View {
        var palette = Palette()
        var body: some View { Text(palette.ink) }
    }

    /// Reads the scheme inside a GeometryReader, whose body runs after the whole view is resolved.
    struct LateReader: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            GeometryReader { proxy in Text("\(scheme == .dark ? "dark" : "light") \(Int(proxy.size.width))") }
        }
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    private var dark: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return environment
    }

    @Test func oneViewValueResolvesInEachEnvironmentItIsGiven() {
        let label = SchemeLabel()
        #expect(texts(resolveView(label, environment: dark)) == ["dark"])
        #expect(texts(resolveView(label)) == ["light"])
        #expect(texts(resolveView(VStack { label; label.environment(\.colorScheme, .dark) })) == ["light", "dark"])
    }

    @Test func environmentReachesPropertiesInsideDynamicProperties() {
        #expect(texts(resolveView(PaletteLabel(), environment: dark)) == ["white ink"])
        #expect(texts(resolveView(PaletteLabel())) == ["black ink"])
    }

    @Test func aPropertyReadBeforeTheBodyGivesTheDefault() {
        #expect(SchemeLabel().scheme == .light)
    }

    @Test func geometryReaderBodiesSeeTheEnvironmentOfTheirView() throws {
        let engine = try LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: [:]), scale: 3)
        let tree = try engine.layout(resolveView(LateReader(), environment: dark), proposal: LayoutProposal(width: 120, height: 40))
        #expect(tree.all(.text).map(\.detail) == ["dark 120"])
    }
}

/// A view whose `body` is hidden by a stored property named `body` resolves to a warning, not a trap.
@MainActor @Suite struct DSLBodylessViewTests {
    struct Review: View {
        let body: String
    }

    @Test func aViewWithoutABodyIsReportedNotFatal() throws {
        let engine = try LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: [:]), scale: 3)
        let tree = try engine.layout(resolveView(Review(body: "Great tacos")), proposal: LayoutProposal(width: 100, height: nil))
        #expect(tree.warnings.contains { $0.contains("Review has no view body") })
    }
}
