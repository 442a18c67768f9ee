import Foundation
import MockupRaster
import Testing
@testable import MockupText

/// The contact sheet of every mapped SF Symbol name: each table name in outline and `.fill`, then
/// samples of the enclosure rules, beside its SF name. `MOCKUP_WRITE_CONTACT_SHEET=1 swift test
/// --filter SymbolContactSheet` writes it to docs/symbols-contact-sheet.png; without the variable
/// the sheet is rendered and checked but not written.
@Suite struct SymbolContactSheetTests {
    /// Enclosure-rule samples shown after the table (names not in the table themselves).
    static let ruleSamples = ["heart.circle", "heart.circle.fill", "star.square", "star.square.fill",
                              "bell.circle.fill", "cart.circle.fill", "paperplane.circle.fill", "flag.circle.fill",
                              "house.circle", "gift.circle.fill", "music.note.circle.fill", "lock.square.fill",
                              "mappin.circle.fill", "bitcoinsign.circle", "g.circle.fill", "a.square", "camera.viewfinder"]

    static let columns = 5, cellWidth = 250.0, cellHeight = 34.0, scale = 2.0

    @Test func contactSheetShowsEveryMappedName() throws {
        let fonts = FontLibrary(directory: library.directory)
        let names = SymbolNames.table.keys.sorted() + Self.ruleSamples
        let rows = (names.count + Self.columns - 1) / Self.columns
        let canvas = try Canvas(width: Int(Double(Self.columns) * Self.cellWidth * Self.scale),
                                height: Int(Double(rows) * Self.cellHeight * Self.scale), background: .white)
        let symbolFont = FontDescriptor(source: .system(.default), size: 17)
        let label = TextStyle(font: FontDescriptor(source: .system(.default), size: 10))
        for (index, name) in names.enumerated() {
            let cell = Point(Double(index % Self.columns) * Self.cellWidth, Double(index / Self.columns) * Self.cellHeight)
            var x = cell.x + 6
            for variant in SymbolNames.table[name] == nil ? [name] : [name, name + ".fill"] {
                let symbol = try fonts.symbol(named: variant, font: symbolFont)
                #expect(!symbol.isPlaceholder, "\(variant)")
                let origin = Point(x, cell.y + (Self.cellHeight - symbol.size.height) / 2)
                draw(try symbol.placedGlyphs(origin: origin, scale: Self.scale, cache: fonts.glyphCache), on: canvas)
                x += 28
            }
            let text = try TextLayoutEngine.layout(name, style: label, library: fonts)
            draw(try text.placedGlyphs(origin: Point(cell.x + 64, cell.y + 10), scale: Self.scale, cache: fonts.glyphCache),
                 on: canvas)
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
        if ProcessInfo.processInfo.environment["MOCKUP_WRITE_CONTACT_SHEET"] == "1" {
            let path = library.directory.deletingLastPathComponent().appendingPathComponent("docs/symbols-contact-sheet.png")
            try PNGEncoder.write(canvas.image, toFile: path.path)
        }
    }

    private func draw(_ glyphs: [PlacedGlyph], on canvas: Canvas) {
        for glyph in glyphs where glyph.bitmap.format == .coverage {
            let mask = SymbolCoverage.mask(of: glyph.bitmap, x: glyph.x - glyph.bitmap.left, baseline: glyph.y + glyph.bitmap.top)
            canvas.drawMask(mask, with: .solid(.black))
        }
    }
}
