import Foundation
import Testing
@testable import MockupUI

/// Text beyond the basics: Text modifiers and concatenation, attributed strings, dates, font
/// variants, decorations and line spacing, and render notes for styling the engine does not draw.
@MainActor @Suite struct DSLTextBreadthTests {
    @Test func concatenationKeepsEachRunsStyle() {
        let same = Text("Total ").bold() + Text("£12").bold()
        #expect(nodeTree(resolveView(same)) == "text \"Total £12\" system(default) 17 bold #000000")
        let mixed = Text("Due ").foregroundColor(.red) + Text("today")
        #expect(nodeTree(resolveView(mixed)) == "text \"Due today\" system(default) 17 regular #FF3B30 runs: "
                + "\"Due \" system(default) 17 regular #FF3B30 | \"today\" system(default) 17 regular #000000")
    }

    @Test func textModifiersReturnText() {
        let text: Text = Text("a").font(.caption).fontWeight(.semibold).italic().kerning(1).monospacedDigit()
        #expect(nodeTree(resolveView(text)) == "text \"a\" system(default) 12 semibold italic #000000 kerning 1 tnum")
    }

    @Test func fontVariantsSetTabularDigitsAndDesign() {
        #expect(nodeTree(resolveView(Text("1").font(.system(size: 20).monospacedDigit()))).contains("tnum"))
        #expect(nodeTree(resolveView(Text("m").font(.body.monospaced()))).contains("system(monospaced) 17"))
        #expect(nodeTree(resolveView(Text("r").fontDesign(.rounded))).contains("system(rounded) 17"))
    }

    @Test func fontWidthReachesTheDescriptorFromTheFontTheTextAndTheEnvironment() {
        #expect(nodeTree(resolveView(Text("w").font(.body.width(.condensed)))) == "text \"w\" system(default) 17 regular width -0.2 #000000")
        #expect(nodeTree(resolveView(Text("w").fontWidth(.compressed))) == "text \"w\" system(default) 17 regular width -0.3 #000000")
        let view = VStack { Text("a"); Text("b").fontWidth(.standard) }.fontWidth(.expanded)
        #expect(nodeTree(resolveView(view)) == """
        vstack(center, spacing: nil)
          text "a" system(default) 17 regular width 0.2 #000000
          text "b" system(default) 17 regular #000000
        """)
        #expect(nodeTree(resolveView(Text("w").font(.body.width(.expanded)).fontWidth(nil))).contains("width 0.2"))
    }

    @Test func aSmallerTrailingRunWrapsWhenProposedItsOwnHeight() throws {
        // A chat bubble's trailing time in a smaller run (Telegram's "  21:47"): the run's line is
        // shorter than the unconstrained line's pitch, so its own two-line height once fitted one.
        let bubble = HStack(spacing: 0) {
            (Text("Sounds good! I'll bring the tickets now") + Text(verbatim: "  21:47").font(.system(size: 11)))
                .font(.system(size: 17)).padding(.horizontal, 22)
            Spacer(minLength: 60)
        }
        let engine = try LayoutEngine(measurer: BundledFontMeasurer(library: R.fonts()), scale: 3)
        let layout = try engine.layout(resolveView(bubble), proposal: LayoutProposal(width: 393, height: nil))
        let text = try #require(layout.nodes.first { $0.kind == .text })
        #expect(text.textLines?.lineCount == 2 && text.textLines?.maxLines == nil, "\(String(describing: text.textLines))")
        #expect(layout.root.frame.height == text.frame.height)
    }

    @Test func decorationsAndLineSpacingReachTheResolvedText() {
        let view = VStack {
            Text("done").strikethrough()
            Text("link").underline(true, pattern: .dash, color: .blue)
            Text("body").lineSpacing(0)
        }
        .lineSpacing(4)
        .underline()
        #expect(nodeTree(resolveView(view)) == """
        vstack(center, spacing: nil)
          text "done" system(default) 17 regular #000000 lineSpacing 4 underline strikethrough
          text "link" system(default) 17 regular #000000 lineSpacing 4 underline(dash) #007AFF
          text "body" system(default) 17 regular #000000 underline
        """)
        #expect(nodeTree(resolveView(Text("plain").strikethrough(false))) == "text \"plain\" system(default) 17 regular #000000")
        #expect(nodeTree(resolveView(Text("plain").underline().underline(false))) == "text \"plain\" system(default) 17 regular #000000")
        for spacing in [-4, CGFloat.infinity, .nan] {
            #expect(nodeTree(resolveView(Text("a").lineSpacing(spacing))) == "text \"a\" system(default) 17 regular #000000")
        }
    }

    @Test func attributedStringRunsKeepTheirStyles() {
        var bold = AttributedString("Hello ")
        bold.font = .headline
        var rest = AttributedString("world")
        rest.font = .headline
        #expect(nodeTree(resolveView(Text(bold + rest))) == "text \"Hello world\" system(default) 17 semibold #000000")
        var red = AttributedString("!")
        red.foregroundColor = .red
        #expect(nodeTree(resolveView(Text(bold + red))) == "text \"Hello !\" system(default) 17 semibold #000000 runs: "
                + "\"Hello \" system(default) 17 semibold #000000 | \"!\" system(default) 17 regular #FF3B30")
    }

    @Test func datesFormatInEnUSAndUTC() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        #expect(nodeTree(resolveView(Text(date, style: .time))).hasPrefix("text \"10:13\u{202F}PM\""))
        #expect(nodeTree(resolveView(Text(date, style: .date))).hasPrefix("text \"November 14, 2023\""))
    }

    @Test func timersShowTheirValueAtTheRenderMomentOrPauseTime() {
        let start = TimelineViewStill.date
        func shown(_ text: Text) -> String { nodeTree(resolveView(text)) }
        let minute = start...start.addingTimeInterval(90)
        #expect(shown(Text(timerInterval: minute)).hasPrefix("text \"1:30\""))
        #expect(shown(Text(timerInterval: minute, countsDown: false)).hasPrefix("text \"0:00\""))
        #expect(shown(Text(timerInterval: minute, pauseTime: start.addingTimeInterval(25), countsDown: false)).hasPrefix("text \"0:25\""))
        #expect(shown(Text(timerInterval: minute, pauseTime: start.addingTimeInterval(500))).hasPrefix("text \"0:00\""))
        let long = start...start.addingTimeInterval(3 * 3600 + 62)
        #expect(shown(Text(timerInterval: long)).hasPrefix("text \"3:01:02\""))
        #expect(shown(Text(timerInterval: long, showsHours: false)).hasPrefix("text \"181:02\""))
        // Counting up from a start before the render's moment (the code's `Date()`).
        let workout = start.addingTimeInterval(-(23 * 60 + 14))...Date.distantFuture
        #expect(shown(Text(timerInterval: workout, countsDown: false)).hasPrefix("text \"23:14\""))
    }

    /// `.relative`, `.offset` and `.timer` measure from the render's moment, which `Date()` reads.
    @Test func relativeDateStylesMeasureFromTheRenderMoment() {
        func shown(_ text: Text) -> String { nodeTree(resolveView(text)) }
        let now = TimelineViewStill.date
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60 + 7)
        #expect(shown(Text(later, style: .relative)).hasPrefix("text \"2 hr, 5 min\""))
        #expect(shown(Text(later, style: .offset)).hasPrefix("text \"+2 hr, 5 min\""))
        #expect(shown(Text(later, style: .timer)).hasPrefix("text \"2:05:07\""))
        let earlier = now.addingTimeInterval(-(3600 + 7))
        #expect(shown(Text(earlier, style: .relative)).hasPrefix("text \"1 hr\""), "no zero minutes, no seconds after hours")
        #expect(shown(Text(earlier, style: .offset)).hasPrefix("text \"-1 hr\""))
        let monthsAgo = Calendar(identifier: .gregorian).date(byAdding: .month, value: -14, to: now)!
        #expect(shown(Text(monthsAgo, style: .relative)).hasPrefix("text \"1 yr, 2 mths\""))
        #expect(shown(Text(now, style: .relative)).hasPrefix("text \"0 sec\""))
    }
}
