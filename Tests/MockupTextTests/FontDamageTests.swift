import Foundation
import MockupRaster
@testable import MockupText
import Testing

/// Issue 15: a truncated font is damaged (it used to load and draw in the wrong weight), a missing
/// emoji font is an error when text needs it (it used to fall back to a monochrome glyph), and
/// glyph sizes and positions stay in integer range.
@Suite struct FontDamageTests {
    /// Runs `body` with a fonts folder of symbolic links to the bundled files, with `replacing`
    /// files swapped; the folder is removed afterwards.
    private func withFonts(replacing files: [String: Data?], _ body: (FontLibrary) throws -> Void) throws {
        let source = library.directory
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for family in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(family)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: from.path) else { continue }
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(family), withIntermediateDirectories: true)
            for entry in entries {
                try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("\(family)/\(entry)"),
                                                           withDestinationURL: from.appendingPathComponent(entry))
            }
        }
        for (file, bytes) in files {
            try FileManager.default.removeItem(at: dir.appendingPathComponent(file))
            if let bytes { try bytes.write(to: dir.appendingPathComponent(file)) }
        }
        try body(FontLibrary(directory: dir))
    }

    @Test func truncatedFontIsDamaged() throws {
        let file = "Inter/Inter[opsz,wght].ttf"
        let whole = try Data(contentsOf: library.directory.appendingPathComponent(file))
        try withFonts(replacing: [file: whole.prefix(whole.count / 2)]) { fonts in
            let error = #expect(throws: FontError.self) {
                try TextLayoutEngine.layout("Hi", style: style("Inter-Regular", 17), library: fonts)
            }
            #expect(error?.description.contains("truncated") == true, "\(String(describing: error))")
            #expect(error?.description.contains("Inter[opsz,wght].ttf") == true)
        }
    }

    @Test func missingEmojiFontFailsOnlyTextThatNeedsIt() throws {
        try withFonts(replacing: ["NotoColorEmoji/NotoColorEmoji.ttf": nil]) { fonts in
            _ = try TextLayoutEngine.layout("Corner Café", style: style("Inter-Regular", 17), library: fonts)
            let error = #expect(throws: FontError.self) {
                try TextLayoutEngine.layout("Coffee ☕️", style: style("Inter-Regular", 17), library: fonts)
            }
            #expect(error?.description.contains("NotoColorEmoji.ttf") == true)
        }
    }

    @Test(arguments: [-1, 4097, 1e300, Double.nan, Double.infinity])
    func pointSizesOutsideTheLimitAreErrors(_ size: Double) {
        #expect(throws: FontError.self) {
            try TextLayoutEngine.layout("Hi", style: style("Inter-Regular", size), library: library)
        }
        #expect(throws: FontError.self) { try library.symbol(named: "heart", font: FontDescriptor(source: .system(.default), size: size)) }
    }

    @Test func glyphsBeyondThePixelLimitAreErrorsAndFarGlyphsAreSkipped() throws {
        let layout = try TextLayoutEngine.layout("Hi", style: style("Inter-Regular", 100), library: library)
        #expect(throws: FontError.self) { try layout.placedGlyphs(origin: Point(0, 0), scale: 1e6, cache: library.glyphCache) }
        #expect(throws: FontError.self) { try layout.placedGlyphs(origin: Point(0, 0), scale: .nan, cache: library.glyphCache) }
        #expect(try layout.placedGlyphs(origin: Point(1e300, 0), scale: 1, cache: library.glyphCache).isEmpty)
        #expect(try layout.placedGlyphs(origin: Point(0, -1e30), scale: 3, cache: library.glyphCache).isEmpty)
        #expect(try layout.placedGlyphs(origin: Point(0, 0), scale: 3, cache: library.glyphCache).count == 2)
        let symbol = try library.symbol(named: "heart.fill", font: .body)
        #expect(throws: FontError.self) { try symbol.placedGlyphs(origin: .zero, scale: 1e9, cache: library.glyphCache) }
    }

    @Test func everyLibraryViewCollectsItsOwnWarnings() {
        let first = Diagnostics(), second = Diagnostics()
        let brandFont = FontDescriptor(source: .named("GTWalsheim-Bold"), size: 17)
        _ = library.reporting(to: first).resolve(brandFont)
        _ = library.reporting(to: second).resolve(brandFont)
        #expect(first.messages.count == 1 && first.messages == second.messages)
        #expect(first.messages.first?.contains("GTWalsheim-Bold") == true)
    }
}
