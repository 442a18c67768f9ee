import Foundation
import MockupRaster
import Testing
@testable import MockupText

@Suite struct RasterTests {
    @Test func renderingTwiceIsByteIdenticalAndCacheHitsSkipFreeType() throws {
        let fonts = FontLibrary(directory: library.directory)
        let layout = try TextLayoutEngine.layout("Portfolio £2,418.60 ₿ 💳", style: style("Manrope-Bold", 17), library: fonts)
        let first = try layout.placedGlyphs(origin: Point(0.3, 0.6), scale: 3, cache: fonts.glyphCache)
        let loads = fonts.glyphLoadCount
        #expect(loads > 0)
        let second = try layout.placedGlyphs(origin: Point(0.3, 0.6), scale: 3, cache: fonts.glyphCache)
        #expect(fonts.glyphLoadCount == loads)
        #expect(first.map(\.bitmap) == second.map(\.bitmap))
        #expect(first.map(\.x) == second.map(\.x) && first.map(\.y) == second.map(\.y))
        // A fresh library (cold cache) produces the same bytes.
        let cold = FontLibrary(directory: library.directory)
        let again = try TextLayoutEngine.layout("Portfolio £2,418.60 ₿ 💳", style: style("Manrope-Bold", 17), library: cold)
        #expect(try again.placedGlyphs(origin: Point(0.3, 0.6), scale: 3, cache: cold.glyphCache).map(\.bitmap)
                == first.map(\.bitmap))
    }

    @Test func glyphsSnapBaselinesToPixelsAndXToQuarterPixels() throws {
        let fonts = FontLibrary(directory: library.directory)
        let layout = try TextLayoutEngine.layout("l", style: style("Inter-Regular", 17), library: fonts)
        var lefts: Set<Int> = []
        var bitmaps: [GlyphBitmap] = []
        for quarter in 0..<4 {
            let glyph = try #require(layout.placedGlyphs(origin: Point(Double(quarter) / 12, 0), scale: 3,
                                                        cache: fonts.glyphCache).first)
            lefts.insert(glyph.x)
            bitmaps.append(glyph.bitmap)
            #expect(glyph.y + glyph.bitmap.top == Int((layout.firstBaseline * 3).rounded()))
        }
        #expect(Set(bitmaps.map(\.pixels)).count == 4)   // four subpixel bins, four different bitmaps
        #expect(lefts.count <= 2)
        #expect(fonts.glyphCache.count == 4)
    }

    @Test func colourEmojiRendersColouredPixels() throws {
        let fonts = FontLibrary(directory: library.directory)
        let layout = try TextLayoutEngine.layout("❤️", style: style("Inter-Regular", 17), library: fonts)
        let glyph = try #require(layout.placedGlyphs(origin: .zero, scale: 3, cache: fonts.glyphCache).first)
        #expect(glyph.bitmap.format == .premultipliedRGBA)
        // 109 ppem strike (136 px wide) scaled to 51 px.
        #expect(abs(glyph.bitmap.width - 136 * 51 / 109) <= 1)
        var red = 0
        let p = glyph.bitmap.pixels
        for i in stride(from: 0, to: p.count, by: 4) {
            #expect(p[i] <= p[i + 3] && p[i + 1] <= p[i + 3] && p[i + 2] <= p[i + 3])   // premultiplied
            if p[i + 3] > 200 && Int(p[i]) > Int(p[i + 1]) + 100 { red += 1 }
        }
        #expect(red > 100)
    }

    @Test func syntheticObliqueSkewsOnlyWhereNoItalicExists() throws {
        let fonts = FontLibrary(directory: library.directory)
        let upright = try TextLayoutEngine.layout("I", style: style("Manrope-Regular", 20), library: fonts)
        let italicStyle = TextStyle(font: FontDescriptor(source: .named("Manrope-Regular"), size: 20, italic: true))
        let slanted = try TextLayoutEngine.layout("I", style: italicStyle, library: fonts)
        #expect(slanted.lines[0].runs[0].face.syntheticOblique)
        #expect(abs(slanted.size.width - upright.size.width) < 1e-9)
        let a = try #require(upright.placedGlyphs(origin: .zero, scale: 2, cache: fonts.glyphCache).first)
        let b = try #require(slanted.placedGlyphs(origin: .zero, scale: 2, cache: fonts.glyphCache).first)
        #expect(b.bitmap.width > a.bitmap.width)
        let poppinsItalic = try fonts.face(for: FontDescriptor(source: .named("Poppins-Regular"), size: 20, italic: true))
        #expect(!poppinsItalic.syntheticOblique && poppinsItalic.fileName == "Poppins-Italic.ttf")
    }
}

@Suite struct ConcurrentRasterTests {
    @Test func concurrentRenderingMatchesSerial() throws {
        let texts = ["Available to spend", "£2,418.60", "₿ 0.0412 · Ξ 1.2", "Likes you 💘", "−3.2% today"]
        let serialLibrary = FontLibrary(directory: library.directory)
        let serial = try texts.map { text in
            try TextLayoutEngine.layout(text, style: style("Inter-SemiBold", 15), library: serialLibrary)
                .placedGlyphs(origin: Point(0.1, 0.2), scale: 3, cache: serialLibrary.glyphCache).map(\.bitmap)
        }
        let shared = FontLibrary(directory: library.directory)
        let results = ResultBox(count: texts.count * 4)
        DispatchQueue.concurrentPerform(iterations: texts.count * 4) { i in
            let text = texts[i % texts.count]
            results.set(i, try? TextLayoutEngine.layout(text, style: style("Inter-SemiBold", 15), library: shared)
                .placedGlyphs(origin: Point(0.1, 0.2), scale: 3, cache: shared.glyphCache).map(\.bitmap))
        }
        for i in 0..<texts.count * 4 { #expect(results.get(i) == serial[i % texts.count]) }
    }
}

/// Results written from concurrent iterations.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[GlyphBitmap]?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: [GlyphBitmap]?) { lock.withLock { values[i] = value } }
    func get(_ i: Int) -> [GlyphBitmap]? { lock.withLock { values[i] } }
}
