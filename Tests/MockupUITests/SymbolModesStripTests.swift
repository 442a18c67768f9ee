import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// The contact strip of docs/SYMBOLS.md: monochrome, hierarchical and palette rows of
/// `person.crop.circle.fill` (an enclosure our code composes), `checkmark.circle.fill` (one Material
/// glyph split into layers), `heart.fill` (one layer) and glyphs split by a part apart
/// (`speaker.wave.2.fill`, `cloud.rain.fill`, `person.badge.plus`, `mic.slash.fill`), each at small,
/// medium and large image scale.
/// `MOCKUP_WRITE_SYMBOL_MODES=1 swift test --filter SymbolModesStrip` writes docs/symbol-modes.png.
@MainActor @Suite struct SymbolModesStripTests {
    static let names = ["person.crop.circle.fill", "checkmark.circle.fill", "heart.fill", "speaker.wave.2.fill",
                        "cloud.rain.fill", "person.badge.plus", "mic.slash.fill"]
    static let scales: [Image.Scale] = [.small, .medium, .large]
    static let blue = Color(red: 0, green: 0.48, blue: 1)
    static let orange = Color(red: 1, green: 0.58, blue: 0)

    /// One row: the mode's name, then every symbol at every scale.
    private func row(_ title: String, _ mode: SymbolRenderingMode) -> some View {
        HStack(spacing: 12) {
            Text(title).font(.system(size: 13)).frame(width: 90, alignment: .leading)
            ForEach(Self.names, id: \.self) { name in
                ForEach(Self.scales, id: \.self) { scale in
                    Image(systemName: name).imageScale(scale)
                }
            }
        }
        .font(.system(size: 28))
        .symbolRenderingMode(mode)
    }

    @Test func stripShowsEachModeOnEnclosedAndPlainSymbols() throws {
        let strip = VStack(alignment: .leading, spacing: 14) {
            row("monochrome", .monochrome).foregroundStyle(Self.blue)
            row("hierarchical", .hierarchical).foregroundStyle(Self.blue)
            row("palette", .palette).foregroundStyle(Self.orange, Self.blue)
        }
        .padding(16)
        let (list, rendered) = try R.render(view: resolveView(strip), width: 1240, scale: 2)
        let symbols = list.allItems.compactMap { if case let .symbol(s) = $0 { return s } else { return nil } }
        let perRow = Self.names.count * Self.scales.count
        try #require(symbols.count == 3 * perRow)
        #expect(symbols[..<perRow].allSatisfy { $0.layers == .single })
        #expect(symbols[perRow...].allSatisfy { $0.layers != .single })
        #expect(symbols.map(\.scale) == Array(repeating: Self.scales, count: 3 * Self.names.count).flatMap { $0 })
        if ProcessInfo.processInfo.environment["MOCKUP_WRITE_SYMBOL_MODES"] == "1" {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            try PNGEncoder.write(rendered.image, toFile: root.appendingPathComponent("docs/symbol-modes.png").path)
        }
    }
}
