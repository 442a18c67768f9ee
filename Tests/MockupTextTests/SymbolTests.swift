import Foundation
import MockupRaster
import Testing
@testable import MockupText

/// Every SF Symbol name the seeds' guides use: their section 6 tables (`house` / `.fill` pairs)
/// and every lowercase dotted string literal in their Swift code that is not a dictionary key.
func guideSymbolNames() throws -> Set<String> {
    let seeds = library.directory.deletingLastPathComponent().appendingPathComponent("seeds")
    let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { $0.hasSuffix(".md") }
    var names: Set<String> = []
    let literal = try Regex(#""([a-z][a-z0-9]*(?:\.[a-z0-9]+)*)"(\s*:)?"#)
    let ticked = try Regex(#"`(\.?[a-z][a-z0-9]*(?:\.[a-z0-9]+)*)`"#)
    for file in files {
        let text = try String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8)
        var inCode = false, inSymbolTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if line.hasPrefix("## ") { inSymbolTable = line.contains("SF Symbols") }
            if inCode {
                let code = line.components(separatedBy: "//")[0]
                for match in code.matches(of: literal) where match.output[2].substring == nil {
                    names.insert(String(match.output[1].substring!))
                }
            } else if inSymbolTable, line.hasPrefix("|") {
                var previous: String?
                for match in line.matches(of: ticked) {
                    var name = String(match.output[1].substring!)
                    if name.hasPrefix("."), let base = previous { name = base + name }
                    names.insert(name)
                    previous = name
                }
            }
        }
    }
    return names
}

@Suite struct SymbolTests {
    @Test func everyGuideSymbolResolves() throws {
        let names = try guideSymbolNames()
        #expect(names.count > 50)
        #expect(names.isSuperset(of: ["house.fill", "circle.grid.2x2.fill", "arrow.right", "eye.slash", "qrcode"]))
        let fonts = FontLibrary(directory: library.directory)
        for name in names.sorted() {
            let symbol = try fonts.symbol(named: name, font: FontDescriptor(source: .system(.default), size: 20))
            #expect(!symbol.isPlaceholder, "\(name) has no Material glyph")
            #expect(symbol.size.width > 2 && symbol.size.height > 2, "\(name)")
        }
        #expect(fonts.diagnostics.messages.isEmpty)
    }

    @Test func fillWeightAndSizeFollowTheFont() throws {
        let font = FontDescriptor(source: .system(.default), size: 17, weight: .bold)
        let outline = try library.symbol(named: "heart", font: font)
        let filled = try library.symbol(named: "heart.fill", font: font)
        let fills = try [outline, filled].map { symbol in
            try symbol.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache)[0].bitmap.pixels
                .reduce(0) { $0 + Int($1) }
        }
        #expect(fills[1] > fills[0] * 3 / 2)
        // The box is Material's live area, 1.2 × 17 pt tall, centred on the text's cap height (SF Pro's for the system font).
        #expect(abs(outline.size.height - 1.2 * 17) < 1e-9)
        #expect(outline.size.width > 14 && outline.size.width <= 1.44 * 17)
        let capHeight = try TextLayoutEngine.layout("H", style: TextStyle(font: font), library: library).capHeight
        #expect(abs(outline.baselineOffset - (outline.size.height - capHeight) / 2) < 1e-9)
        let small = try library.symbol(named: "heart", font: FontDescriptor(source: .system(.default), size: 12))
        #expect(abs(small.size.height / outline.size.height - 12.0 / 17.0) < 0.08)
    }

    @Test func filledGlyphsWithDoubledContoursHaveNoSeams() throws {
        // Material's FILL = 1 `eco` and `shopping_bag` trace their hole twice the same way over an outer
        // contour wound the other way: signed-area coverage cancelled along that edge, leaving a light
        // dashed line inside the solid. A seam pixel is lighter than its neighbours on both sides.
        let font = FontDescriptor(source: .system(.default), size: 36)
        for name in ["leaf.fill", "bag.fill", "heart.fill", "star.fill", "house.fill"] {
            for x in [0.0, 0.1, 0.2] {
                let glyph = try #require(try library.symbol(named: name, font: font)
                    .placedGlyphs(origin: Point(x, x), scale: 3, cache: library.glyphCache).first).bitmap
                let width = glyph.width, pixels = glyph.pixels
                var seams = 0
                for y in 1..<(glyph.height - 1) {
                    for x in 1..<(width - 1) where pixels[y * width + x] < 230 {
                        let across = pixels[y * width + x - 1] == 255 && pixels[y * width + x + 1] == 255
                        let along = pixels[(y - 1) * width + x] == 255 && pixels[(y + 1) * width + x] == 255
                        if across || along { seams += 1 }
                    }
                }
                #expect(seams == 0, "\(name) at +\(x) pt: \(seams) seam pixels")
            }
        }
    }

    @Test func unknownNameDrawsAPlaceholderAndWarns() throws {
        let fonts = FontLibrary(directory: library.directory)
        let symbol = try fonts.symbol(named: "not.a.symbol")
        #expect(symbol.isPlaceholder)
        #expect(fonts.diagnostics.messages.count == 1 && fonts.diagnostics.messages[0].contains("not.a.symbol"))
        let placed = try symbol.placedGlyphs(origin: .zero, scale: 2, cache: fonts.glyphCache)
        #expect(placed.count == 1 && placed[0].bitmap.pixels.contains(255))
    }
}
