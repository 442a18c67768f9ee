import Foundation
import MockupGuide
@testable import MockupGallery
import MockupRaster
import MockupText
import Testing

@Suite struct GuideTokensTests {
    static let guide = """
    # Acme (iOS) — SwiftUI Implementation Guide

    ```swift
    import SwiftUI

    extension Color {
        // MARK: - Canvas
        static let acmeCanvas      = Color(red: 1.000, green: 1.000, blue: 1.000) // #FFFFFF
        static let acmeDarkCanvas  = Color(red: 0.055, green: 0.086, blue: 0.125) // #0E1620
        static let acmeInk         = Color(red: 0.078, green: 0.137, blue: 0.235) // #14233C
        static let acmeTextPrimary = Color.acmeInk
        static let acmeSurface     = Color.white                                  // #FFFFFF
        static let acmeBrand       = Color(hex: 0xFF3464)
        static let acmeWrong       = Color(red: 0.500, green: 0.204, blue: 0.392) // #FF3464 (typo)
        static let acmeGrey        = Color(white: 20 / 255)
    }

    extension Color { static let acmeBrandTint = Color.acmeBrand.opacity(0.12) }

    extension LinearGradient {
        static let acmeHero = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    }

    extension Font {
        static let acmeTitle = Font.custom("Inter-ExtraBold", size: 32) // w800
        static let acmeBody  = Font.custom("Inter-Regular",
                                           size: 16)
        static let acmeCaps  = Font.system(size: 11, weight: .bold)
        static let acmeMono  = Font.system(.footnote, design: .monospaced)
        static let acmeBrandFace = Font.custom("AcmeGrotesk-Bold", size: 20)
        static let acmeBrandSmall = Font.custom("AcmeGrotesk-Bold", size: 12)
        static func acme(_ size: CGFloat) -> Font { .system(size: size) }
    }
    ```

    ```swift
    struct AcmeBadge: View {
        let label: String   // "New {"
        var body: some View {
            Text("\\(label) }").padding(4) /* } */
        }
    }

    struct AcmeBadgeRow: View { var body: some View { AcmeBadge(label: "x") } }
    ```
    """

    static func tokens() throws -> GuideTokens {
        GuideTokens(document: GuideDocument(markdown: guide), fonts: try FontLibrary.shared())
    }

    @Test func readsEveryColourForm() throws {
        let tokens = try Self.tokens()
        #expect(tokens.colors.map(\.name) == ["acmeCanvas", "acmeDarkCanvas", "acmeInk", "acmeTextPrimary", "acmeSurface",
                                              "acmeBrand", "acmeWrong", "acmeGrey", "acmeBrandTint"])
        let byName = Dictionary(uniqueKeysWithValues: tokens.colors.map { ($0.name, $0) })
        #expect(byName["acmeDarkCanvas"]?.hex == "#0E1620")
        #expect(byName["acmeDarkCanvas"]?.commentHex == "#0E1620")
        #expect(byName["acmeTextPrimary"]?.origin == .alias(of: "acmeInk"))
        #expect(byName["acmeTextPrimary"]?.hex == "#14233C")
        #expect(byName["acmeSurface"]?.origin == .alias(of: "white"))
        #expect(byName["acmeBrand"]?.hex == "#FF3464")
        #expect(byName["acmeGrey"]?.hex == "#141414")
        #expect(byName["acmeBrandTint"]?.origin == .opacity(of: "acmeBrand", 0.12))
        #expect(byName["acmeBrandTint"]?.color.alpha == 0.12)
        #expect(tokens.pairs.map(\.scheme) == [.light, .dark])
        #expect(tokens.pairs[0].canvas?.name == "acmeCanvas" && tokens.pairs[0].text?.name == "acmeTextPrimary")
        // No dark text token, and no unmarked one reads on the dark canvas: no dark text colour.
        #expect(tokens.pairs[1].canvas?.name == "acmeDarkCanvas" && tokens.pairs[1].text == nil)
        #expect(tokens.pair(for: byName["acmeDarkCanvas"]!).scheme == .dark)
        #expect(tokens.pair(for: byName["acmeBrand"]!).scheme == .light)
    }

    @Test func readsFontsWithResolvedWeights() throws {
        let tokens = try Self.tokens()
        #expect(tokens.fonts.map(\.name) == ["acmeTitle", "acmeBody", "acmeCaps", "acmeMono", "acmeBrandFace", "acmeBrandSmall"])
        let title = try #require(tokens.fonts.first)
        #expect(title.face == "Inter-ExtraBold")
        #expect(title.descriptor.size == 32)
        #expect(title.weightDescription == "800 ExtraBold")
        #expect(tokens.fonts[1].descriptor.size == 16)
        #expect(tokens.fonts[2].face == "System")
        #expect(tokens.fonts[2].weightDescription == "700 Bold")
        #expect(tokens.fonts[3].face == "System (monospaced)")
        #expect(tokens.fonts[3].descriptor.size == 13)
        #expect(tokens.fonts[3].resolved.family == "RobotoMono")
    }

    @Test func lintsHexCommentsAsErrorsAndUnbundledFontsAsNotes() throws {
        let issues = try Self.tokens().issues
        let errors = issues.filter { $0.kind == .error }
        #expect(errors.map(\.subject) == ["acmeWrong"])
        #expect(errors[0].rule == "hex-mismatch")
        #expect(errors[0].message.contains("does not match its comment #FF3464"))
        #expect(errors[0].message.contains("red") && !errors[0].message.contains("green"))
        #expect(errors[0].difference?.severity == .major)
        let notes = issues.filter { $0.kind == .note }
        #expect(notes.map(\.subject) == ["acmeBrandFace", "acmeBrandSmall"])
        #expect(notes.allSatisfy { $0.rule == "font-not-bundled" && $0.message.contains("'AcmeGrotesk-Bold' is not bundled with Mockup; drawn with Inter") })
        #expect(notes[1].line == notes[0].line! + 1)
        // Tokens no code uses are warnings; acmeInk is used by acmeTextPrimary.
        let unused = issues.filter { $0.rule == "unused-token" }.map(\.subject)
        #expect(unused.contains("acmeCanvas") && !unused.contains("acmeInk") && !unused.contains("acmeBrand"))
        #expect(issues.filter { $0.rule == "unused-token" }.allSatisfy { $0.kind == .warning })
    }

    @Test func hexToleranceIsRoundingOnly() {
        // 0.204 × 255 = 52.02 → #34 passes; 0.2 × 255 = 51.0 vs 0x34 = 52 is off by 1.0.
        let close = ColorToken(name: "a", color: SRGBColor(red: 1, green: 0.204, blue: 0.392), origin: .literal,
                               commentHex: "#FF3464", line: 1)
        let off = ColorToken(name: "b", color: SRGBColor(red: 1, green: 0.2, blue: 0.392), origin: .literal,
                             commentHex: "#FF3464", line: 1)
        #expect(GuideTokens.hexMismatch(close) == nil)
        #expect(GuideTokens.hexMismatch(off) != nil)
    }

    @Test func extractsStructSourceExactly() throws {
        let document = GuideDocument(markdown: Self.guide)
        #expect(document.title == "Acme")
        let badge = try #require(document.structSource(named: "AcmeBadge"))
        #expect(badge.source == """
        struct AcmeBadge: View {
            let label: String   // "New {"
            var body: some View {
                Text("\\(label) }").padding(4) /* } */
            }
        }
        """)
        #expect(badge.line == 37)
        #expect(document.structSource(named: "AcmeBadgeRow")?.source.hasPrefix("struct AcmeBadgeRow: View {") == true)
        #expect(document.structSource(named: "Missing") == nil)
    }

    @Test func readsTheRealGuides() throws {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        for brand in ["coinbase", "crypto-com", "match", "monzo"] {
            let markdown = try String(contentsOf: seeds.appendingPathComponent("ios-\(brand)-swiftui.md"), encoding: .utf8)
            let tokens = GuideTokens(document: GuideDocument(markdown: markdown), fonts: try FontLibrary.shared())
            #expect(tokens.colors.count >= 15, "\(brand)")
            #expect(tokens.fonts.count >= 12, "\(brand)")
            #expect(tokens.pairs[0].canvas != nil && (tokens.pairs[0].ratio ?? 0) >= 4.5, "\(brand)")
            #expect(!tokens.issues.contains { $0.kind == .error || $0.rule == "unread-token" }, "\(brand): \(tokens.issues)")
        }
    }
}
