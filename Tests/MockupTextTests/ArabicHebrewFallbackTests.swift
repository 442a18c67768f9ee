import Testing
@testable import MockupText

/// Arabic and Hebrew text falls back to the bundled Noto Sans Arabic and Noto Sans Hebrew, the
/// stand-ins for SF Arabic and SF Hebrew (TEXT.md §8.3).
@Suite struct ArabicHebrewFallbackTests {
    private func system(_ weight: FontWeight = .regular, size: Double = 17) -> TextStyle {
        TextStyle(font: FontDescriptor(source: .system(.default), size: size, weight: weight))
    }

    private func files(_ text: String, _ weight: FontWeight = .regular) throws -> [String: Set<String>] {
        let shaped = try ParagraphShaper(library: library, style: system(weight)).shape(Substring(text))
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 }, "a glyph is missing from \(text)")
        var files: [String: Set<String>] = [:]
        for cluster in shaped.clusters {
            files[String(text[cluster.range]), default: []].formUnion(shaped.glyphs[cluster.glyphs].map(\.face.fileName))
        }
        return files
    }

    @Test func arabicLettersUseNotoSansArabicAndLatinStaysInter() throws {
        let files = try files("مرحبا Careem 24")
        for letter in ["م", "ر", "ح", "ب", "ا"] { #expect(files[letter] == ["NotoSansArabic[wdth,wght].ttf"], "\(letter)") }
        for latin in ["C", "a", "2", "4"] { #expect(files[latin] == ["Inter[opsz,wght].ttf"], "\(latin)") }
    }

    @Test func arabicFollowsTheTextWeightOnItsWeightAxis() throws {
        let regular = try ParagraphShaper(library: library, style: system(.regular)).face(for: "ع")
        let bold = try ParagraphShaper(library: library, style: system(.bold)).face(for: "ع")
        #expect(regular.variations["wght"] == 400)
        #expect(bold.variations["wght"] == 700)
        #expect(!bold.syntheticBold)
    }

    @Test func arabicLettersJoinInsideAWord() throws {
        // Seen in "سلام", seen takes its initial form: a different glyph from the isolated letter.
        let shaper = try ParagraphShaper(library: library, style: system())
        let isolated = try shaper.shape(Substring("س")).glyphs.map(\.id)
        let word = try shaper.shape(Substring("سلام"))
        let seen = try #require(word.clusters.first { "سلام"[$0.range] == "س" })
        #expect(isolated.count == 1 && word.glyphs[seen.glyphs].map(\.id) != isolated)
    }

    @Test func hebrewUsesNotoSansHebrewItsBoldFileFromSemibold() throws {
        let files = try files("שלום Moovit")
        for letter in ["ש", "ל", "ו", "ם"] { #expect(files[letter] == ["NotoSansHebrew-Regular.ttf"], "\(letter)") }
        #expect(files["M"] == ["Inter[opsz,wght].ttf"])
        #expect(try self.files("שלום", .medium)["ש"] == ["NotoSansHebrew-Regular.ttf"])
        #expect(try self.files("שלום", .semibold)["ש"] == ["NotoSansHebrew-Bold.ttf"])
    }

    @Test func theScriptFacesKeepThePrimaryLineHeight() throws {
        let latin = try TextLayoutEngine.layout("Hello", style: system(), library: library)
        // Noto Sans Arabic's own ascent and descent (1374 + 738 units) are far taller than Inter's.
        let arabic = try TextLayoutEngine.layout("مرحبا", style: system(), library: library)
        let hebrew = try TextLayoutEngine.layout("שלום", style: system(), library: library)
        #expect(arabic.size.height == latin.size.height)
        #expect(hebrew.size.height == latin.size.height)
    }
}
