import Testing
@testable import MockupText

/// Chinese, Japanese and Korean text falls back to the bundled Noto Sans CJK subset (TEXT.md §8.2).
@Suite struct CJKFallbackTests {
    /// Simplified hanzi (GB 2312), kanji outside GB 2312 (語, JIS X 0208), a traditional hanzi in
    /// neither (啟, Big5), kana, Hangul and Latin.
    let mixed = "汉字 日本語 啟 かな 한글 Hello。"

    private func system(_ weight: FontWeight = .regular, size: Double = 17) -> TextStyle {
        TextStyle(font: FontDescriptor(source: .system(.default), size: size, weight: weight))
    }

    @Test func hanziKanaAndHangulShapeWithTheCJKFace() throws {
        let shaped = try ParagraphShaper(library: library, style: system()).shape(Substring(mixed))
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 })
        for cluster in shaped.clusters {
            let character = mixed[cluster.range]
            let files = Set(shaped.glyphs[cluster.glyphs].map(\.face.fileName))
            if character.unicodeScalars.allSatisfy({ $0.value >= 0x3000 }) {
                #expect(files == ["NotoSansSC-Regular-Subset.otf"], "\(character)")
                // Ideographs and kana are one em wide; Noto's Hangul syllables 920/1000 em.
                let isHangul = character.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
                #expect(abs(cluster.advance - (isHangul ? 17 * 0.92 : 17)) < 0.01, "\(character)")
            } else {
                #expect(files == ["Inter[opsz,wght].ttf"], "\(character)")
            }
        }
    }

    @Test func hanziTakeTheSimplifiedChineseFormsByDefault() throws {
        let shaped = try ParagraphShaper(library: library, style: system()).shape(Substring("角今："))
        // The SC face's own glyphs (its cmap); `locl` for Japanese would give 15363, 888 and 22775.
        #expect(shaped.glyphs.map(\.id) == [15364, 889, 23374])
    }

    /// A typesetting language reaches HarfBuzz, so Noto Sans CJK's `locl` picks that language's forms
    /// (glyph ids checked with uharfbuzz on the bundled subset).
    @Test func hanziTakeTheTypesettingLanguagesForms() throws {
        func glyphs(_ language: String?) throws -> [UInt32] {
            var style = system()
            style.language = language
            return try ParagraphShaper(library: library, style: style).shape(Substring("角今：")).glyphs.map { UInt32($0.id) }
        }
        #expect(try glyphs("ja-Jpan-JP") == [15363, 888, 22775])
        #expect(try glyphs("ko-Kore-KR") == [15363, 888, 22775])
        #expect(try glyphs("zh-Hant-TW") == [15363, 890, 22775])
        #expect(try glyphs("zh-Hans-CN") == [15364, 889, 23374])
        #expect(try glyphs(nil) == [15364, 889, 23374])
    }

    @Test func semiboldAndHeavierUseTheBoldFile() throws {
        func file(_ weight: FontWeight) throws -> String {
            try ParagraphShaper(library: library, style: system(weight)).face(for: "书").fileName
        }
        #expect(try file(.regular) == "NotoSansSC-Regular-Subset.otf")
        #expect(try file(.medium) == "NotoSansSC-Regular-Subset.otf")
        #expect(try file(.semibold) == "NotoSansSC-Bold-Subset.otf")
        #expect(try file(.bold) == "NotoSansSC-Bold-Subset.otf")
        #expect(try file(.black) == "NotoSansSC-Bold-Subset.otf")
        // A real bold face, not DejaVu's synthetic emboldening.
        #expect(try !ParagraphShaper(library: library, style: system(.bold)).face(for: "书").syntheticBold)
    }

    @Test func fallbackKeepsThePrimaryLineHeight() throws {
        let latin = try TextLayoutEngine.layout("Hello", style: system(), library: library)
        let cjk = try TextLayoutEngine.layout("书写 Hello", style: system(), library: library)
        #expect(cjk.lines.count == 1)
        #expect(cjk.size.height == latin.size.height)
        let poppins = try TextLayoutEngine.layout("Hello", style: style("Poppins-Regular", 17), library: library)
        let poppinsCJK = try TextLayoutEngine.layout("こんにちは", style: style("Poppins-Regular", 17), library: library)
        #expect(poppinsCJK.size.height == poppins.size.height)
    }

    /// Korean breaks between words, as UIKit's default `hangulWordPriority` strategy does ("prohibits
    /// breaking between Hangul characters"); Chinese still breaks between any two ideographs.
    @Test func hangulBreaksBetweenWordsAndHanziBetweenCharacters() throws {
        let korean = "곰곰 무항생제 신선한 대란 30구"
        let layout = try TextLayoutEngine.layout(korean, style: system(), maxWidth: 170, library: library)
        let lines = lineTexts(layout, korean)
        #expect(lines.count == 2, "\(lines)")
        let words = Set(korean.split(separator: " ").map(String.init))
        for line in lines { #expect(line.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(lines)") }
        let chinese = "我们的产品设计讨论组今天下午开会"
        let hanzi = try TextLayoutEngine.layout(chinese, style: system(), maxWidth: 100, library: library)
        #expect(lineTexts(hanzi, chinese).count > 1)
        #expect(lineTexts(hanzi, chinese).allSatisfy { $0.count <= 6 })
    }

    @Test func cjkGlyphsRasterizeDeterministically() throws {
        func pixels() throws -> [[UInt8]] {
            let layout = try TextLayoutEngine.layout("书写 안녕", style: system(.bold), library: library)
            return try layout.placedGlyphs(origin: .zero, scale: 3, cache: GlyphCache()).map(\.bitmap.pixels)
        }
        let first = try pixels()
        #expect(first.count == 4)   // the space draws nothing
        #expect(first.allSatisfy { $0.contains { $0 > 0 } })
        #expect(try pixels() == first)
    }
}
