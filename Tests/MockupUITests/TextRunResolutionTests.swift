import Foundation
import Testing
import MockupText
@testable import MockupUI

/// How Texts resolve to styled runs: Markdown in literals, interpolated images and Texts,
/// baseline offsets and truncation modes (TEXT.md §10).
@MainActor @Suite struct TextRunResolutionTests {
    func runs(_ text: Text) -> String {
        let tree = nodeTree(resolveView(text))
        return tree.components(separatedBy: "runs: ").dropFirst().first ?? tree
    }

    @Test func markdownInLiteralsStylesRuns() {
        #expect(runs(Text("**Bold** *it* `code` ~~old~~ [site](https://a.b)")) == [
            "\"Bold\" system(default) 17 bold #000000",
            "\" \" system(default) 17 regular #000000",
            "\"it\" system(default) 17 regular italic #000000",
            "\" \" system(default) 17 regular #000000",
            "\"code\" system(monospaced) 17 regular #000000",
            "\" \" system(default) 17 regular #000000",
            "\"old\" system(default) 17 regular #000000 strikethrough",
            "\" \" system(default) 17 regular #000000",
            "\"site\" system(default) 17 regular #007AFF",
        ].joined(separator: " | "))
        // A bold span around an interpolated value, as SwiftUI parses the format string.
        let name = "Ana"
        #expect(runs(Text("Hi **\(name)**")).hasSuffix("| \"Ana\" system(default) 17 bold #000000"))
    }

    /// `Text(.init(string))` is SwiftUI's idiom for Markdown in a variable: `.init` is a
    /// `LocalizedStringKey`, not an image name (Image's one `init(_:bundle:)` has a defaulted bundle).
    @Test func markdownInAVariableThroughALocalizedStringKey() {
        let description = "Read **this** first"
        #expect(runs(Text(.init(description))) == [
            "\"Read \" system(default) 17 regular #000000",
            "\"this\" system(default) 17 bold #000000",
            "\" first\" system(default) 17 regular #000000",
        ].joined(separator: " | "))
        #expect(runs(Text(description)) == "text \"Read **this** first\" system(default) 17 regular #000000", "a String is verbatim: one run")
    }

    @Test func markdownAttributedStringsCarryIntentsAndLinks() throws {
        let parsed = try AttributedString(markdown: "**Bold** *it* `code` ~~old~~ [site](path)",
                                          baseURL: URL(string: "https://a.b/"))
        let intents = parsed.runs.map { $0[InlinePresentationIntentAttribute.self] }
        #expect(intents == [.stronglyEmphasized, nil, .emphasized, nil, .code, nil, .strikethrough, nil, nil])
        #expect(parsed.runs.compactMap(\.link).map(\.absoluteString) == ["https://a.b/path"])
        #expect(String(parsed.characters) == "Bold it code old site")
        // Text draws them as it draws the same Markdown in a literal.
        #expect(runs(Text(parsed)) == runs(Text("**Bold** *it* `code` ~~old~~ [site](https://a.b)")))
        var plain = AttributedString("x")
        plain.inlinePresentationIntent = [.stronglyEmphasized, .emphasized]
        #expect(runs(Text(plain)).hasSuffix("\"x\" system(default) 17 bold italic #000000"))
    }

    /// With `.full` syntax (the default) Foundation reads the blocks into `presentationIntent` and adds no
    /// characters between them: the markers are gone and `Text` draws the blocks run together. A line
    /// ending inside a paragraph is a space carrying `softBreak` (`lineBreak` after two spaces).
    @Test func fullMarkdownDropsBlockMarkersAndRunsTheBlocksTogether() throws {
        let source = "# Heading\nFirst paragraph.\n\nSecond\n- one\n- two"
        let parsed = try AttributedString(markdown: source, options: .init(interpretedSyntax: .full))
        #expect(String(parsed.characters) == "HeadingFirst paragraph.Secondonetwo")
        #expect(nodeTree(resolveView(Text(parsed))).hasPrefix("text \"HeadingFirst paragraph.Secondonetwo\""))
        let lines = try AttributedString(markdown: "Line **one\ntwo**  \nthree")
        #expect(String(lines.characters) == "Line one two three")
        #expect(lines.runs.map { $0[InlinePresentationIntentAttribute.self] }
                == [nil, .stronglyEmphasized, [.stronglyEmphasized, .softBreak], .stronglyEmphasized, .lineBreak, nil])
        let blocks = "## Title ##\n> quoted\nlazily\n\n1. first\n2) second\n\n---\n```swift\nlet x = 1\n```\n* * *\nEnd"
        let read = String(try AttributedString(markdown: blocks).characters)
        #expect(read == "Titlequoted lazilyfirstsecondlet x = 1\nEnd", "\(read)")
        let setext = "Title\n===\nBody"
        #expect(String(try AttributedString(markdown: setext).characters) == "TitleBody")
        // The inline-only syntaxes keep the lines and the block syntax as written.
        let inline = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(inline.characters) == source)
    }

    /// Emphasis as CommonMark resolves it (Apple's parser follows CommonMark): `***x***` is strong
    /// and emphasized, nested runs keep both styles, and the rule of 3 decides which runs pair.
    @Test func emphasisFollowsCommonMarksDelimiterRuns() throws {
        func styles(_ literal: String) -> String {
            runs(Text(LocalizedStringKey(literal))).components(separatedBy: " | ").map {
                $0.replacingOccurrences(of: " system(default) 17", with: "").replacingOccurrences(of: " #000000", with: "")
            }.joined(separator: " | ")
        }
        #expect(styles("***Editors’ Note:*** An earlier version") == "\"Editors’ Note:\" bold italic | \" An earlier version\" regular")
        #expect(styles("___x___ y") == "\"x\" bold italic | \" y\" regular")
        #expect(styles("**bold *nested italic* bold**") == "\"bold \" bold | \"nested italic\" bold italic | \" bold\" bold")
        #expect(styles("*a **b** c*") == "\"a \" regular italic | \"b\" bold italic | \" c\" regular italic")
        #expect(styles("*foo**bar**baz*") == "\"foo\" regular italic | \"bar\" bold italic | \"baz\" regular italic")
        #expect(nodeTree(resolveView(Text("*foo**bar*"))) == "text \"foo**bar\" system(default) 17 regular italic #000000")
        #expect(styles("***strong** emph*") == "\"strong\" bold italic | \" emph\" regular italic")
        #expect(styles("**_x_** and __y__") == "\"x\" bold italic | \" and \" regular | \"y\" bold")
        let parsed = try AttributedString(markdown: "***Editors’ Note:*** An earlier version")
        #expect(parsed.runs.map { $0[InlinePresentationIntentAttribute.self] } == [[.stronglyEmphasized, .emphasized], nil])
        #expect(String(parsed.characters) == "Editors’ Note: An earlier version")
    }

    @Test func textThatOnlyLooksLikeMarkdownStaysPlain() {
        for literal in ["Quarterly_Report_Final_v2.pdf", "5 * 3 * 2", "a*b", "\\*not italic\\*"] {
            let tree = nodeTree(resolveView(Text(LocalizedStringKey(literal))))
            #expect(!tree.contains("runs:"), "\(literal): \(tree)")
        }
        #expect(nodeTree(resolveView(Text("\\*not italic\\*"))).hasPrefix("text \"*not italic*\""))
        // Verbatim and String values are never parsed.
        #expect(nodeTree(resolveView(Text(verbatim: "**x**"))).hasPrefix("text \"**x**\""))
        #expect(nodeTree(resolveView(Text(String("**x**")))).hasPrefix("text \"**x**\""))
    }

    @Test func interpolatedTextsKeepTheirStyle() {
        #expect(runs(Text("Total \(Text("£12").bold())")) == "\"Total \" system(default) 17 regular #000000 | "
                + "\"£12\" system(default) 17 bold #000000")
    }

    @Test func baselineOffsetAndTruncationModeReachTheText() {
        #expect(runs(Text("x") + Text("2").font(.caption).baselineOffset(6)) == "\"x\" system(default) 17 regular #000000 | "
                + "\"2\" system(default) 12 regular #000000 baselineOffset 6")
        #expect(nodeTree(resolveView(Text("a").truncationMode(.middle))) == "text \"a\" system(default) 17 regular #000000 truncation middle")
        #expect(nodeTree(resolveView(Text(Image("photo")) + Text("a"))).hasPrefix("unsupported(Text(Image(_:)) with a bitmap or drawn image (left out))"))
    }
}

extension TextRunResolutionTests {
    @Test func secondaryTextScaleIsNotedNotGuessed() {
        #expect(nodeTree(resolveView(Text("a").textScale(.secondary))) == """
        unsupported(textScale(.secondary))
          text "a" system(default) 17 regular #000000
        """)
        #expect(nodeTree(resolveView(Text("a").textScale(.secondary, isEnabled: false))) == "text \"a\" system(default) 17 regular #000000")
        // Text's own `textScale` returns Text, so it concatenates.
        let runs: Text = Text("a").textScale(.secondary) + Text("b")
        #expect(nodeTree(resolveView(runs)).contains("unsupported(textScale(.secondary))"))
        #expect(nodeTree(resolveView(VStack { Text("a") }.textScale(.secondary))).contains("unsupported(textScale(.secondary))"))
    }

    /// `.typesettingLanguage` (Text's and View's) and an attributed run's `languageIdentifier` reach the
    /// run, with the script the shaper needs; the automatic language and a disabled one set none.
    @Test func typesettingLanguageReachesTheRuns() throws {
        let japanese = Locale.Language(languageCode: .japanese)
        #expect(runs(Text("今：").typesettingLanguage(japanese)) == "\"今：\" system(default) 17 regular #000000 language ja-Jpan-JP")
        #expect(nodeTree(resolveView(VStack { Text("今") }.typesettingLanguage(.explicit(Locale.Language(identifier: "zh-TW")))))
            .contains("language zh-Hant-TW"))
        #expect(nodeTree(resolveView(Text("今").typesettingLanguage(.automatic))) == "text \"今\" system(default) 17 regular #000000")
        #expect(nodeTree(resolveView(Text("今").typesettingLanguage(japanese, isEnabled: false))) == "text \"今\" system(default) 17 regular #000000")
        var attributed = AttributedString("今")
        attributed.languageIdentifier = "ko"
        #expect(runs(Text(attributed)).hasSuffix("language ko-Kore-KR"))
        // The measurer shapes with it: Japanese forms from Noto Sans CJK (TEXT.md §8.2).
        let node = Text("今：").typesettingLanguage(japanese).resolveNodes(in: EnvironmentValues()).first
        let resolved = try #require((node?.primitive as? TextNode)?.text)
        let layout = try BundledFontMeasurer(library: R.fonts()).textLayout(resolved, maxWidth: nil, maxLines: nil)
        #expect(layout.lines.flatMap { $0.runs.flatMap(\.glyphs) } == [888, 22775])
    }

    /// An attributed string's per-run lines keep their pattern and colour, and its background colour
    /// is filled behind the run's stretch of each line (a highlighter), not behind the whole Text.
    @Test func attributedRunsKeepLineStylesAndHighlights() throws {
        var string = AttributedString("plain marked plain")
        let marked = try #require(string.range(of: "marked"))
        string[marked].backgroundColor = Color(red: 1, green: 1, blue: 0)
        string[marked].underlineStyle = Text.LineStyle(pattern: .dot, color: .green)
        let text = Text(string).font(.system(size: 20))
        let (list, image) = try R.render(view: resolveView(text), width: 300)
        let displayed = try #require(list.allItems.lazy.compactMap { item -> DisplayText? in
            if case .text(let displayed) = item { return displayed }; return nil
        }.first)
        let run = try #require(displayed.text.styledRuns.first { $0.content == .text("marked") })
        #expect(run.highlight == .color(RGBA(r8: 255, 255, 0)))
        #expect(run.decorations.first.map { $0.pattern == .dot && $0.paint != nil && $0.paint != run.paint } == true)
        #expect(displayed.text.styledRuns.first?.highlight == nil)
        let frame = displayed.frame
        // Left of the first word's ink nothing is filled; in the middle of the line the band is yellow at its top.
        let top = Int((frame.minY + 1) * 3)
        #expect(image.image.rgba(Int((frame.minX + 1) * 3), top) == (255, 255, 255, 255))
        let middle = Int(frame.midX * 3)
        #expect(image.image.rgba(middle, top) == (255, 255, 0, 255), "the highlight under the middle word")
    }

    /// Neighbouring runs of one highlight (a bold word inside the marked range) are one band: along its
    /// top row every pixel from the first highlighted one to the last is the highlight, with no seam.
    @Test func neighbouringHighlightedRunsAreOneBand() throws {
        var string = AttributedString("plain marked bold text plain")
        let marked = try #require(string.range(of: "marked bold text"))
        string[marked].backgroundColor = Color(red: 1, green: 1, blue: 0)
        let bold = try #require(string.range(of: "bold"))
        string[bold].font = .system(size: 20, weight: .bold)
        let (list, image) = try R.render(view: resolveView(Text(string).font(.system(size: 20))), width: 390)
        let displayed = try #require(list.allItems.lazy.compactMap { item -> DisplayText? in
            if case .text(let displayed) = item { return displayed }; return nil
        }.first)
        let row = Int((displayed.frame.minY + 1) * 3)
        let xs: [Int] = (0..<image.image.width).filter { image.image.rgba($0, row) == (255, 255, 0, 255) }
        let start: Int = try #require(xs.first), end: Int = try #require(xs.last)
        #expect(xs.count == end - start + 1, "a seam in the band between \(start) and \(end)")
        #expect(end - start > 100)
    }

    /// `Font.monospaced()` on a family without a fixed-width face gives the system's (Apple's docs), so
    /// Markdown code in a custom font is monospaced.
    @Test func codeInACustomFontIsTheSystemsFixedWidthFont() {
        let tree = nodeTree(resolveView(Text("a `b`").font(.custom("Charter-Roman", size: 20))))
        #expect(tree.contains("\"b\" system(monospaced) 20"), "\(tree)")
        #expect(Font.custom("JetBrainsMono-Regular", size: 12).monospaced().descriptor.source == .named("JetBrainsMono-Regular"))
    }

    /// `^[…](inflect: true)`: the noun agrees with the number (Foundation's automatic grammar agreement);
    /// the attribute syntax itself is never shown.
    @Test func inflectedSpansAgreeWithTheirNumber() {
        func shown(_ text: Text) -> String { text.characters(in: EnvironmentValues()) }
        let replies = 3, one = 1
        #expect(shown(Text("^[\(replies) reply](inflect: true)")) == "3 replies")
        #expect(shown(Text("^[\(one) reply](inflect: true)")) == "1 reply")
        #expect(shown(Text("^[2 Photo](inflect: true) and ^[12 person](inflect: true)")) == "2 Photos and 12 people")
        #expect(shown(Text("^[plain](morphology: {})")) == "plain")
        #expect(["box", "story", "day", "class", "bus", "items"].map(EnglishInflection.plural) == ["boxes", "stories", "days", "classes", "buses", "items"])
    }
}

