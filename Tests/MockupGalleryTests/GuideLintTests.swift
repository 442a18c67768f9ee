import MockupGuide
@testable import MockupGallery
import MockupRaster
import MockupText
import Testing

/// Lint rules beyond hex comments: duplicates, asset colours, computed tokens, text contrast, and
/// the scheme pairs that decide what each token is measured against.
@Suite struct GuideLintTests {
    static func tokens(_ code: String) throws -> GuideTokens {
        GuideTokens(document: GuideDocument(markdown: "# Acme\n\n```swift\n\(code)\n```\n"), fonts: try FontLibrary.shared())
    }

    @Test func duplicatesAssetColoursComputedAndNonASCIITokens() throws {
        let tokens = try Self.tokens("""
        extension Color {
            static let acmeBlue = Color(red: 0, green: 0, blue: 1)
            static let acmeBlue = Color(red: 0, green: 0, blue: 0.5)
            static let acmeBrand = Color("BrandBlue")
            static var acmeGlass: Color { Color.white.opacity(0.5) }
            static var acmeShade: Color { return acmeBlue.opacity(0.2) }
            static let acmeGrün = Color(white: 0.5)
        }
        struct V: View { var body: some View { Text("x").foregroundStyle(Color.acmeBlue).background(.acmeGlass) } }
        """)
        #expect(tokens.colors.map(\.name) == ["acmeBlue", "acmeGlass", "acmeShade", "acmeGrün"])
        #expect(tokens.colors[0].color.blue == 0.5)
        let byRule = Dictionary(grouping: tokens.issues, by: \.rule)
        #expect(byRule["duplicate-token"]?.map(\.kind) == [.error])
        #expect(byRule["asset-color"]?.first?.kind == .note)
        #expect(byRule["asset-color"]?.first?.message.contains("asset catalog colour \"BrandBlue\"") == true)
        #expect(tokens.issues.allSatisfy { !$0.message.contains("bad hex") })
        #expect(byRule["unused-token"]?.map(\.subject) == ["acmeShade", "acmeGrün"])
    }

    @Test func unreadTokensSayWhy() throws {
        let tokens = try Self.tokens("""
        extension Font {
            static func acme(_ size: CGFloat) -> Font { .custom("Inter-Bold", size: size) }
            static let acmeTitle = acme(20)
            static let acmeBody = Font.poppins(16, .regular)
        }
        """)
        let reasons = tokens.issues.filter { $0.rule == "unread-token" }.map(\.message)
        #expect(reasons == ["not shown: calls acme(…), a function of the guide the gallery does not evaluate",
                            "not shown: calls poppins(…), a function of the guide the gallery does not evaluate"])
    }

    @Test func darkDefaultGuideMeasuresUnmarkedTextOnItsDarkCanvas() throws {
        // calm: no canvas token, white text; vsco: only a *Light* canvas beside unmarked dark tokens.
        let calm = try Self.tokens("""
        extension Color {
            static let calmTextPrimary = Color.white
            static let calmTextSecondary = Color(red: 0.722, green: 0.769, blue: 0.847)
            static let calmGold = Color(red: 0.95, green: 0.79, blue: 0.30)
        }
        """)
        #expect(calm.pairs.map(\.scheme) == [.dark])
        #expect(calm.pairs[0].canvas == nil && calm.pairs[0].text?.name == "calmTextPrimary")
        #expect(!calm.issues.contains { $0.rule == "contrast" })
        #expect(ContrastRatio.ratio(calm.specimenColors.ink, on: calm.specimenColors.canvas) >= 4.5)
    }

    @Test func textBelowAAIsAnErrorOnlyForTheCanvasText() throws {
        let tokens = try Self.tokens("""
        extension Color {
            static let acmeCanvas = Color.white
            static let acmeTextPrimary = Color(white: 0.1)
            static let acmeTextSecondary = Color(white: 0.6)
            static let acmeTextTertiary = Color(white: 0.7)
            static let acmeSidebarText = Color(white: 0.9)
            static let acmeDarkCanvas = Color(white: 0.05)
            static let acmeDarkTextPrimary = Color(white: 0.95)
        }
        """)
        let contrast = tokens.issues.filter { $0.rule == "contrast" }
        #expect(contrast.map(\.subject) == ["acmeTextSecondary", "acmeTextTertiary", "acmeSidebarText"])
        #expect(contrast.map(\.kind) == [.error, .warning, .warning])
        #expect(contrast[0].message.contains("on acmeCanvas"))
        #expect(tokens.pairs.map { $0.text?.name } == ["acmeTextPrimary", "acmeDarkTextPrimary"])
    }

    @Test func specimensPickTheOtherPairOrBlackAndWhite() throws {
        // The light pair's text fails on its canvas; the dark pair reads.
        let tokens = try Self.tokens("""
        extension Color {
            static let acmeCanvas = Color(white: 0.9)
            static let acmeTextPrimary = Color(white: 0.8)
            static let acmeDarkCanvas = Color(white: 0.05)
            static let acmeDarkTextPrimary = Color(white: 0.95)
        }
        """)
        #expect(tokens.specimenColors.canvas == tokens.pairs[1].canvasColor)
        // No primary text reads: the pair with the most contrast (headspace: dusk canvas, brown ink).
        let dusk = try Self.tokens("""
        extension Color {
            static let hsDuskCanvas = Color(red: 0.15, green: 0.13, blue: 0.30)
            static let hsInkBrown = Color(red: 0.25, green: 0.15, blue: 0.10)
            static let hsInkLavender = Color(red: 0.65, green: 0.60, blue: 0.85)
        }
        """)
        #expect(dusk.pairs.map(\.scheme) == [.light, .dark])
        #expect(dusk.pairs[0].text?.name == "hsInkBrown" && dusk.specimenColors.canvas == .white)
        let none = try Self.tokens("extension Color { static let acmeCanvas = Color(white: 0.5); static let acmeInk = Color(white: 0.55) }")
        #expect(ContrastRatio.ratio(none.specimenColors.ink, on: none.specimenColors.canvas) >= 4.5)
    }

    @Test func ciede2000MatchesSharmasTestData() {
        // Sharma, Wu & Dalal (2005), table 1, pairs 1 and 7.
        #expect(abs(ColorDifference.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 1e-4)
        #expect(abs(ColorDifference.ciede2000((50, 0, 0), (50, -1, 2)) - 2.3669) < 1e-4)
        #expect(ColorDifference(.white, .white).deltaE == 0)
        #expect(ColorDifference(SRGBColor(r8: 255, 52, 100), SRGBColor(r8: 255, 51, 100)).severity == .minor)
    }

    @Test func lintJSONCountsAndOrdersFindings() throws {
        let tokens = try Self.tokens("extension Color { static let acmeRed = Color(red: 1, green: 0, blue: 0) // #FE0000\n}")
        let report = LintReport(guides: [LintReport.Guide(guide: "ios-acme-swiftui.md", brand: "acme", issues: tokens.issues)])
        let json = String(decoding: report.json, as: UTF8.self)
        #expect(report.count(.error) == 1)
        #expect(json.contains("\"rule\" : \"hex-mismatch\""))
        #expect(json.contains("\"severity\" : \"minor\""))
        #expect(json.contains("\"errors\" : 1"))
        #expect(report.json == LintReport(guides: report.guides).json)
    }
}
