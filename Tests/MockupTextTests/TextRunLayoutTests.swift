import Testing
import MockupRaster
@testable import MockupText

/// Texts of several styled runs (`Text + Text`) laid out as one paragraph (TEXT.md §10).
@Suite struct TextRunLayoutTests {
    static func system(_ size: Double, _ weight: FontWeight = .regular, offset: Double = 0) -> TextStyle {
        TextStyle(font: FontDescriptor(source: .system(.default), size: size, weight: weight), baselineOffset: offset)
    }
    func run(_ string: String, _ style: TextStyle) -> TextRun { TextRun(.text(string), style: style) }

    /// SF Pro's ascent and descent at `size` (TEXT.md §1.1).
    func ascent(_ size: Double) -> Double { 1950 / 2048 * size }
    func descent(_ size: Double) -> Double { 494 / 2048 * size }

    @Test func runsOfTwoSizesShareTheTallerRunsBaseline() throws {
        let pounds = try TextLayoutEngine.layout("£2,418", style: Self.system(28, .bold), library: library)
        let pence = try TextLayoutEngine.layout(".60", style: Self.system(17), library: library)
        let price = try TextLayoutEngine.layout([run("£2,418", Self.system(28, .bold)), run(".60", Self.system(17))],
                                                library: library)
        #expect(price.lines.count == 1 && price.hasUniformLines)
        #expect(abs(price.size.width - (pounds.size.width + pence.size.width)) < 1e-9)
        #expect(price.firstBaseline == ascent(28) && price.firstBaseline == 26.66015625)
        #expect(price.size.height == 33.4140625)   // (1950 + 494) / 2048 × 28
        let line = try #require(price.lines.first)
        #expect(line.segments.map(\.run) == [0, 1])
        #expect(abs(line.segments[1].x - pounds.size.width) < 1e-9)
        #expect(abs(line.segments[1].width - pence.size.width) < 1e-9)
        #expect(line.runs.allSatisfy { $0.positions.allSatisfy { $0.y == 0 } })
        let penceGlyphs = try #require(line.runs.first { $0.run == 1 })
        #expect(penceGlyphs.pointSize == 17 && abs(penceGlyphs.positions[0].x - pounds.size.width) < 1.5)
        // The small run first changes nothing: the line still has the large run's ascent.
        let reversed = try TextLayoutEngine.layout([run(".60 ", Self.system(17)), run("£2", Self.system(28, .bold))],
                                                   library: library)
        #expect(reversed.firstBaseline == 26.66015625 && reversed.size.height == 33.4140625)
    }

    @Test func eachLineIsAsTallAsItsTallestRun() throws {
        let text = try TextLayoutEngine.layout([run("Title\n", Self.system(28)), run("body", Self.system(17))],
                                               library: library)
        #expect(text.lines.count == 2 && !text.hasUniformLines)
        #expect(text.firstBaseline == ascent(28))
        let second = ascent(28) + descent(28) + ascent(17)
        #expect(abs(text.lastBaseline - second) < 1e-9 && abs(text.lines[1].origin.y - second) < 1e-9)
        #expect(abs(text.size.height - (second + descent(17))) < 1e-9)
    }

    @Test func wrappingIsSharedByTheRuns() throws {
        let first = run("Available to ", Self.system(17))
        let fits = try TextLayoutEngine.layout([first, run("spend", Self.system(17, .bold))], library: library)
        let text = "Available to spend today"
        let wrapped = try TextLayoutEngine.layout([first, run("spend today", Self.system(17, .bold))],
                                                  maxWidth: fits.size.width + 0.5, library: library)
        #expect(lineTexts(wrapped, text) == ["Available to spend ", "today"])
        #expect(abs(wrapped.lines[0].width - fits.size.width) < 1e-9)
        #expect(wrapped.lines[1].runs.allSatisfy { $0.run == 1 })
        #expect(wrapped.lines[0].segments.map(\.run) == [0, 1])
    }

    @Test func baselineOffsetRaisesTheRunAndItsLine() throws {
        let text = try TextLayoutEngine.layout([run("x", Self.system(17)), run("2", Self.system(12, offset: 6))],
                                               library: library)
        let line = try #require(text.lines.first)
        #expect(line.runs.filter { $0.run == 1 }.allSatisfy { $0.positions.allSatisfy { $0.y == -6 } })
        #expect(text.firstBaseline == ascent(12) + 6)   // 17.42578125 > the 17-pt run's 16.19
        #expect(line.segments[1].baselineOffset == 6)
    }

    @Test func inlineSymbolsStandOnTheBaselineAsWideAsTheirBox() throws {
        let style = Self.system(17)
        let text = try TextLayoutEngine.layout([TextRun(.symbol(name: "star.fill", scale: .medium), style: style),
                                                run(" 4.8", style)], library: library)
        let star = try library.symbol(named: "star.fill", font: style.font)
        let line = try #require(text.lines.first)
        #expect(line.symbols.count == 1)
        #expect(line.symbols[0].origin == Point(0, -star.baseline))
        // The symbol advances by its box and the system font's tracking at 17 pt (TEXT.md §1.2).
        #expect(abs(line.segments[1].x - (star.size.width + SFProMetrics.tracking(pointSize: 17))) < 1e-9)
        #expect(text.firstBaseline == ascent(17))   // the symbol does not make the line taller
    }

    @Test func truncationModesPlaceTheEllipsis() throws {
        let name = "Quarterly_Report_Final_Version_2024.pdf"
        let style = Self.system(17)
        func truncated(_ mode: TruncationMode) throws -> (String, Double) {
            let layout = try TextLayoutEngine.layout([run(name, style)], maxWidth: 150, maxLines: 1,
                                                     truncationMode: mode, library: library)
            #expect(layout.lines.count == 1 && layout.isTruncated && layout.size.width <= 150)
            return (lineTexts(layout, name)[0], layout.size.width)
        }
        func width(_ string: String) throws -> Double {
            try TextLayoutEngine.layout(string, style: style, library: library).size.width
        }
        let (tail, _) = try truncated(.tail)
        let (head, _) = try truncated(.head)
        let (middle, _) = try truncated(.middle)
        #expect(tail == "Quarterly_Report_…")
        #expect(head == "…Version_2024.pdf")
        // Half the room before the ellipsis, the rest after it.
        #expect(middle == "Quarterl…2024.pdf")
        // Head and tail keep as much as fits: one more character overflows.
        #expect(try width("…" + name.suffix(head.count)) > 150)
        #expect(try width(String(name.prefix(tail.count)) + "…") > 150)
        let (prefix, suffix) = (middle.prefix { $0 != "…" }, middle.drop { $0 != "…" }.dropFirst())
        #expect(name.hasPrefix(prefix) && name.hasSuffix(suffix))
        #expect(try width(String(prefix)) <= 75 && width(String(prefix) + "y") > (150 - width("…")) / 2)
    }

    @Test func theEllipsisTakesTheStyleOfTheTextItFollows() throws {
        let layout = try TextLayoutEngine.layout([run("Portfolio ", Self.system(17)),
                                                  run("balance today and tomorrow", Self.system(17, .bold))],
                                                 maxWidth: 150, maxLines: 1, library: library)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated && line.runs.last?.run == 1 && layout.size.width <= 150)
    }
}
