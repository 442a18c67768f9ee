import Testing
@testable import MockupText

/// Indic, Southeast Asian and Ethiopic text falls back to the bundled Noto faces of its script
/// (TEXT.md §8.4), and a character no bundled face draws is reported once.
@Suite struct ScriptFallbackTests {
    private func system(_ weight: FontWeight = .regular) -> TextStyle {
        TextStyle(font: FontDescriptor(source: .system(.default), size: 17, weight: weight))
    }

    private func faces(_ text: String, _ weight: FontWeight = .regular, library: FontLibrary = library) throws -> Set<FontFace> {
        let shaped = try ParagraphShaper(library: library, style: system(weight)).shape(Substring(text))
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 }, "a glyph is missing from \(text)")
        return Set(shaped.glyphs.map(\.face))
    }

    @Test(arguments: [
        ("आपका ऑर्डर", "NotoSans[wdth,wght].ttf"), ("আপনার অর্ডার", "NotoSansBengali-Regular.ttf"),
        ("ਤੁਹਾਡਾ", "NotoSansGurmukhi-Regular.ttf"), ("તમારો", "NotoSansGujarati-Regular.ttf"),
        ("உங்கள்", "NotoSansTamil-Regular.ttf"), ("మీ ఆర్డర్", "NotoSansTelugu-Regular.ttf"),
        ("ನಿಮ್ಮ", "NotoSansKannada-Regular.ttf"), ("നിങ്ങളുടെ", "NotoSansMalayalam-Regular.ttf"),
        ("ඔබේ", "NotoSansSinhala-Regular.ttf"), ("สวัสดีครับ", "NotoSansThai-Regular.ttf"),
        ("မင်္ဂလာပါ", "NotoSansMyanmar-Regular.ttf"), ("ሰላም", "NotoSansEthiopic-Regular.ttf"),
        ("សួស្តី", "NotoSansKhmer-Regular.ttf"), ("ଆପଣଙ୍କ", "NotoSansOriya-Regular.ttf"),
        ("ສະບາຍດີ", "NotoSansLao-Regular.ttf"), ("Բարեւ", "NotoSansArmenian-Regular.ttf"),
    ])
    func eachScriptTakesItsOwnFace(text: String, file: String) throws {
        let letters = text.filter { $0 != " " }
        #expect(try faces(letters).map(\.fileName) == [file])
    }

    @Test func devanagariFollowsTheTextWeightOnNotoSansWeightAxis() throws {
        #expect(try faces("नमस्ते").map { $0.variations["wght"] } == [400])
        #expect(try faces("नमस्ते", .bold).map { $0.variations["wght"] } == [700])
    }

    @Test func staticScriptFacesTakeTheirBoldFileFromSemibold() throws {
        #expect(try faces("สวัสดี", .medium).map(\.fileName) == ["NotoSansThai-Regular.ttf"])
        #expect(try faces("สวัสดี", .semibold).map(\.fileName) == ["NotoSansThai-Bold.ttf"])
    }

    @Test func devanagariConjunctsAreShaped() throws {
        // क्ष (ka, virama, ssa) is one conjunct glyph in Noto Sans, not three.
        let shaped = try ParagraphShaper(library: library, style: system()).shape(Substring("क्ष"))
        #expect(shaped.glyphs.count == 1)
    }

    @Test func aCharacterNoBundledFaceDrawsIsReportedOncePerBlock() throws {
        let diagnostics = Diagnostics()
        let reporting = library.reporting(to: diagnostics)
        // Tibetan: no bundled face has it.
        let shaper = try ParagraphShaper(library: reporting, style: system())
        _ = try shaper.shape(Substring("ཀཁ"))
        _ = try shaper.shape(Substring("ག"))
        #expect(diagnostics.messages.count == 1)
        #expect(diagnostics.messages.first?.contains("'ཀ' (U+0F40)") == true)
        _ = try shaper.shape(Substring("नमस्ते สวัสดี"))
        #expect(diagnostics.messages.count == 1)
    }
}
