import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Values the fuzzer found trapping in layout and the DSL: each now resolves and lays out.
@MainActor @Suite struct ExtremeValueTests {
    @Test func aHugeProposedHeightDoesNotOverflowTheLineCount() throws {
        let engine = try LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: [:]), scale: 3)
        let tree = try engine.layout(V.text("Hi").withFrame(height: 1e300), proposal: .unspecified)
        #expect(tree.one(.text).frame.height == 20)
    }

    @Test func nonFiniteHuesAndNaNColoursResolve() {
        #expect(Color(hue: .infinity, saturation: 1, brightness: 1).rgba(in: EnvironmentValues()) == RGBA(red: 1, green: 0, blue: 0))
        #expect(Color(hue: .nan, saturation: 1, brightness: 1).rgba(in: EnvironmentValues()) == RGBA(red: 1, green: 0, blue: 0))
        #expect(RGBA(red: .nan, green: 0, blue: 1).hexDescription == "#0000FFFF")
    }
}
