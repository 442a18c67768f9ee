import Testing
@testable import MockupText

@Suite struct LineLayoutTests {
    let body = style("Inter-Regular", 17)

    func width(_ text: String) throws -> Double {
        try TextLayoutEngine.layout(text, style: body, library: library).size.width
    }

    @Test func wrapsGreedilyAtSpaces() throws {
        let text = "Available to spend today"
        let available = try width("Available to spend") + 0.5
        let layout = try TextLayoutEngine.layout(text, style: body, maxWidth: available, library: library)
        #expect(lineTexts(layout, text) == ["Available to spend ", "today"])
        #expect(abs(layout.lines[0].width - (available - 0.5)) < 1e-9)    // the space hangs
        let pitch = layout.ascent + layout.descent + layout.lineGap
        #expect(abs(layout.size.height - 2 * pitch) < 1e-9)
        #expect(abs(layout.lastBaseline - (layout.firstBaseline + pitch)) < 1e-9)
        #expect(layout.firstBaseline == layout.ascent)
    }

    @Test func breaksInsideAWordOnlyWhenItAloneDoesNotFit() throws {
        let text = "Hi Supercalifragilistic"
        let layout = try TextLayoutEngine.layout(text, style: body, maxWidth: try width("Supercali") + 0.1, library: library)
        let lines = lineTexts(layout, text)
        #expect(lines.first == "Hi ")
        #expect(lines.dropFirst().joined() == "Supercalifragilistic")
        #expect(lines[1] == "Supercali")
        let column = try TextLayoutEngine.layout("abc", style: body, maxWidth: 0, library: library)
        #expect(lineTexts(column, "abc") == ["a", "b", "c"])
    }

    /// UAX #14 as ICU (Core Text's line breaker) reads it: a break after "/" before a letter (LB31), none
    /// after "/" before a digit (LB25 SY × NU) or after an infix "." before a letter (LB29 IS × AL), so a
    /// URL wraps after a slash instead of inside "docs.git".
    @Test func urlsBreakAfterASlashBeforeALetter() throws {
        let url = "https://github.com/workingcopy/docs.git"
        let narrow = try TextLayoutEngine.layout(url, style: body, maxWidth: try width("https://github.com/workingcopy/docs.") + 0.1,
                                                 library: library)
        #expect(lineTexts(narrow, url) == ["https://github.com/workingcopy/", "docs.git"])
        let narrower = try TextLayoutEngine.layout(url, style: body, maxWidth: try width("https://github.com/") + 0.1, library: library)
        #expect(lineTexts(narrower, url) == ["https://github.com/", "workingcopy/", "docs.git"])
        let date = "12/25/2024"
        let dateLayout = try TextLayoutEngine.layout(date, style: body, maxWidth: try width("12/25/2") + 0.1, library: library)
        #expect(lineTexts(dateLayout, date) == ["12/25/2", "024"], "no opportunity before a digit: the word is cut where it overflows")
        let pairs: [(Character, Character, Bool)] = [("/", "g", true), ("/", "/", false), ("/", "2", false), (":", "/", false),
                                                     (".", "g", false), (",", "0", false), (";", "a", false), ("?", "q", true),
                                                     ("!", "N", true), ("/", "é", true), (".", "é", false)]
        for (previous, next, allowed) in pairs {
            #expect(CharacterClass.allowsBreak(after: previous, before: next) == allowed, "\(previous)\(next)")
        }
    }

    @Test func reProposingItsOwnWidthNeverWraps() throws {
        for text in ["Available to spend", "£2,418.60", "Portfolio balance · today"] {
            let ideal = try TextLayoutEngine.layout(text, style: body, library: library)
            let again = try TextLayoutEngine.layout(text, style: body, maxWidth: ideal.size.width, library: library)
            #expect(again.lines.count == 1)
            let tracked = try TextLayoutEngine.layout(text, style: style("Inter-Bold", 11, tracking: 0.6), library: library)
            let trackedAgain = try TextLayoutEngine.layout(text, style: style("Inter-Bold", 11, tracking: 0.6),
                                                           maxWidth: tracked.size.width, library: library)
            #expect(trackedAgain.lines.count == 1)
        }
    }

    @Test func lineLimitEndsWithAnEllipsis() throws {
        let text = "Hello world again"
        let expected = try width("Hello w…")
        let limited = try TextLayoutEngine.layout(text, style: body, maxWidth: expected + 0.1, maxLines: 1, library: library)
        #expect(lineTexts(limited, text) == ["Hello w…"])
        #expect(limited.isTruncated && abs(limited.size.width - expected) < 1e-9)
        let twoLines = try TextLayoutEngine.layout("Line one\nLine two\nLine three", style: body, maxLines: 2, library: library)
        #expect(lineTexts(twoLines, "Line one\nLine two\nLine three") == ["Line one", "Line two…"])
        let hard = try TextLayoutEngine.layout("a\nb", style: body, library: library)
        #expect(lineTexts(hard, "a\nb") == ["a", "b"])
    }

    @Test func alignmentOffsetsShortLines() throws {
        let text = "Wide first line\nshort"
        let center = try TextLayoutEngine.layout(text, style: body, alignment: .center, library: library)
        let trailing = try TextLayoutEngine.layout(text, style: body, alignment: .trailing, library: library)
        let slack = center.size.width - center.lines[1].width
        #expect(center.lines[0].origin.x == 0)
        #expect(abs(center.lines[1].origin.x - slack / 2) < 1e-9)
        #expect(abs(trailing.lines[1].origin.x - slack) < 1e-9)
    }

    @Test func emptyStringIsOneEmptyLine() throws {
        let layout = try TextLayoutEngine.layout("", style: body, library: library)
        #expect(layout.lines.count == 1 && layout.size.width == 0)
        #expect(abs(layout.size.height - (layout.ascent + layout.descent)) < 1e-9)
    }
}
