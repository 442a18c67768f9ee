import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `Image(systemName:variableValue:)`: a variable-colour symbol draws the parts its value lights in
/// the foreground style and the rest at `SymbolVariableColor.inactiveOpacity` (0.3 → alpha 77 of 255).
@MainActor @Suite struct SymbolVariableValueTests {
    private static let red = Color(red: 1, green: 0, blue: 0)

    /// The symbol at 100 pt, 1 px per point, on a transparent canvas, with its frame.
    private func render(_ image: Image, _ name: String) throws -> (frame: Rect, image: PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(image.foregroundStyle(Self.red).font(.system(size: 100))),
                                            width: 200, scale: 1, background: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        try rendered.image.writeForInspection(name)
        let frames = list.allItems.compactMap { if case let .symbol(s) = $0 { return s.frame } else { return nil } }
        return (try #require(frames.first), rendered.image)
    }

    /// The alpha at the middle of each separate run of ink along row `y`, left to right.
    private func runAlphas(_ image: PixelImage, row y: Int) -> [Int] {
        var runs: [(Int, Int)] = [], start: Int?
        for x in 0...image.width {
            let inked = x < image.width && image.rgba(x, y).a > 0
            if inked, start == nil { start = x }
            if !inked, let first = start { runs.append((first, x - 1)); start = nil }
        }
        return runs.map { Int(image.rgba(($0.0 + $0.1) / 2, y).a) }
    }

    @Test func barsAboveTheValueAreFaded() throws {
        // chart.bar.fill: three bars, lit left to right above 0, 1/3 and 2/3.
        let (frame, whole) = try render(Image(systemName: "chart.bar.fill"), "variable-none")
        let row = Int(frame.maxY - frame.height * 0.2)
        #expect(runAlphas(whole, row: row) == [255, 255, 255])
        let expected: [(Double, [Int])] = [(0, [77, 77, 77]), (0.2, [255, 77, 77]), (0.5, [255, 255, 77]), (1, [255, 255, 255])]
        for (value, alphas) in expected {
            let (_, image) = try render(Image(systemName: "chart.bar.fill", variableValue: value), "variable-\(value)")
            #expect(runAlphas(image, row: row) == alphas, "variableValue \(value)")
            #expect(image.rgba(Int(frame.midX), row).r == 255, "the faded bars keep their colour")
        }
    }

    @Test func theSpeakerStaysLitAndItsWavesFollowTheValue() throws {
        let (frame, image) = try render(Image(systemName: "speaker.wave.2.fill", variableValue: 0), "variable-speaker")
        // Across the middle: the speaker, then the inner wave, then the outer one, each run 1+ pixels.
        let alphas = runAlphas(image, row: Int(frame.midY))
        #expect(alphas.first == 255 && alphas.count >= 3 && alphas.dropFirst().allSatisfy { $0 == 77 }, "\(alphas)")
    }

    @Test func symbolsWithoutVariableColourIgnoreTheValue() throws {
        let (frame, image) = try render(Image(systemName: "heart.fill", variableValue: 0), "variable-heart")
        #expect(image.rgba(Int(frame.midX), Int(frame.midY)).a == 255)
    }
}
