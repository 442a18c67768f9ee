import MockupGuide
import Foundation
import MockupGallery
import MockupText
import Testing

/// Issue 15 C1–C4: guide declarations that crashed `mockup gallery` (infinite or NaN numbers in
/// colours, deep parentheses, long chains of minus signs, oversize type) are reported as guide
/// issues instead.
@Suite struct GuideTokenLimitsTests {
    static let fonts = FontLibrary(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts"))

    private func tokens(_ declaration: String, in type: String = "Color") -> GuideTokens {
        GuideTokens(document: GuideDocument(markdown: "```swift\nextension \(type) {\n    static let x = \(declaration)\n}\n```\n"),
                    fonts: Self.fonts)
    }

    @Test(arguments: [
        "Color(hue: 1e400, saturation: 1, brightness: 1)",                       // C1
        "Color(hue: 1e400 - 1e400, saturation: 1, brightness: 1)",
        "Color(hue: 0.5, saturation: 1e300, brightness: 1e300)",
        "Color(red: 0, green: 0, blue: 1e400 - 1e400)",                           // C2
        "Color(white: 1e400 - 1e400)",
        "Color(red: 1e308 * 10, green: 0, blue: 0)",
    ])
    func nonFiniteColoursAreIssues(_ declaration: String) {
        let result = tokens(declaration)
        #expect(result.colors.isEmpty)
        #expect(result.issues.count == 1)
        #expect(result.issues.first?.message.contains("not finite") == true, "\(result.issues)")
    }

    @Test func deepNestingIsASyntaxIssue() {   // C3
        let deep = "Font.system(size: " + String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000) + ")"
        let result = tokens(deep, in: "Font")
        #expect(result.fonts.isEmpty)
        #expect(result.issues.first?.message.contains("more than") == true, "\(result.issues)")
    }

    @Test func longMinusChainsAreASyntaxIssue() {   // C4
        let result = tokens("Font.system(size: " + String(repeating: "-", count: 100_000) + "1)", in: "Font")
        #expect(result.fonts.isEmpty)
        #expect(result.issues.count == 1)
        let chain = tokens("Font.system(size: " + Array(repeating: "1", count: 2_000).joined(separator: " + ") + ")", in: "Font")
        #expect(chain.fonts.isEmpty && chain.issues.count == 1)
    }

    @Test func modestNestingStillReads() {
        let result = tokens("Font.system(size: ((((-(-8)) + 8))))", in: "Font")
        #expect(result.fonts.first?.descriptor.size == 16)
    }

    @Test(arguments: ["Font.system(size: 1e9)", "Font.custom(\"Inter-Bold\", size: -3)", "Font.system(size: 5000)"])
    func oversizeTypeIsAnIssue(_ declaration: String) {
        let result = tokens(declaration, in: "Font")
        #expect(result.fonts.isEmpty)
        #expect(result.issues.first?.message.contains("font size") == true, "\(result.issues)")
    }
}
