import Foundation
import MockupRaster
import Testing
@testable import MockupText

/// `Tests/Fixtures/CustomSymbols.xcassets/bar.symbolset/bar.svg`: a template whose Regular-S glyph is a
/// bar 60 units wide from the cap line to the baseline, 20 units inside margins 100 units apart.
let barSymbolTemplate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/CustomSymbols.xcassets/bar.symbolset/bar.svg").path

@Suite struct CustomSymbolTests {
    private func templateFile(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-symbol-\(UUID().uuidString)/bar.symbolset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("bar.svg")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// At 20 pt the small glyph is drawn at the medium scale (1/0.8 as large): 20/80 pt per unit, so the
    /// symbol is 25 pt wide (its margins), 24 pt tall like an SF Symbol, the bar 15 pt wide from 5 pt.
    @Test func aTemplateDrawsItsRegularGlyphBetweenItsMarginsOnTheCapHeight() throws {
        let path = barSymbolTemplate
        let font = FontDescriptor(source: .system(.default), size: 20)
        let symbol = try library.symbol(named: CustomSymbolName.name(forTemplate: path), font: font)
        #expect(!symbol.isPlaceholder)
        #expect(abs(symbol.size.width - 25) < 1e-9 && abs(symbol.size.height - 24) < 1e-9)
        let placed = try #require(try symbol.placedGlyphs(origin: .zero, scale: 1, cache: library.glyphCache).first)
        func coverage(_ x: Int, _ y: Int) -> Int {
            let column = x - placed.x, row = y - placed.y
            guard column >= 0, row >= 0, column < placed.bitmap.width, row < placed.bitmap.height else { return 0 }
            return Int(placed.bitmap.pixels[row * placed.bitmap.width + column])
        }
        // The bar spans 70.459 units (17.6 pt) centred on the box's middle (12 pt): y 3.2 … 20.8.
        #expect(coverage(12, 12) == 255 && coverage(6, 5) == 255 && coverage(19, 19) == 255)
        #expect((190...225).contains(coverage(12, 20)), "the baseline at 20.81 covers 0.81 of row 20: \(coverage(12, 20))")
        #expect(coverage(3, 12) == 0 && coverage(21, 12) == 0, "clear of the bar left and right of it")
        #expect(coverage(12, 2) == 0 && coverage(12, 22) == 0, "clear above the cap line and below the baseline")
        let large = try library.symbol(named: CustomSymbolName.name(forTemplate: path), font: font, scale: .large)
        #expect(abs(large.size.width - 25 * 1.3) < 1e-9)
    }

    @Test func aFileThatIsNoTemplateWarnsAndDrawsThePlaceholder() throws {
        let path = try templateFile(#"<svg width="10" height="10" xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>"#)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let fonts = FontLibrary(directory: library.directory)
        let symbol = try fonts.symbol(named: CustomSymbolName.name(forTemplate: path))
        #expect(symbol.isPlaceholder)
        #expect(fonts.diagnostics.messages.contains { $0.hasPrefix("custom symbol 'bar': its SVG is not a symbol template") })
    }
}
