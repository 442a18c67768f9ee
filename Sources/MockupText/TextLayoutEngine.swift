import MockupRaster

/// Lays out text as paragraphs of styled runs: shaping with fallback (HarfBuzz per run), greedy
/// wrapping shared by the runs, line limit with an ellipsis at the head, middle or tail, lines as
/// tall as their tallest run, alignment and baselines (LAYOUT-SPEC §8, TEXT.md §10). All results are
/// in points.
public enum TextLayoutEngine {
    /// Lays out `string` in one style. `maxWidth` nil = unconstrained (ideal size); `maxLines` nil = no limit.
    /// Sizes outside `FontDescriptor.sizeLimit` throw; sizes below `GlyphLimits.minimumPointSize` lay out as 0 pt.
    public static func layout(_ string: String, style: TextStyle, maxWidth: Double? = nil, maxLines: Int? = nil,
                              alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail,
                              library: FontLibrary) throws -> TextLayout {
        try layout([TextRun(.text(string), style: style)], maxWidth: maxWidth, maxLines: maxLines,
                   alignment: alignment, truncationMode: truncationMode, library: library)
    }

    /// Lays out `runs` as one text (no runs = an empty body text). The paragraph settings
    /// (`lineSpacing`) are the first run's.
    public static func layout(_ runs: [TextRun], maxWidth: Double? = nil, maxLines: Int? = nil,
                              alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail,
                              library: FontLibrary) throws -> TextLayout {
        let runs = try ShapingRuns(runs.isEmpty ? [TextRun(.text(""), style: TextStyle())] : runs, library: library)
        let width = maxWidth.map { $0.isFinite ? max($0, 0) : nil } ?? nil

        // Paragraphs, then their lines, until the line limit is reached.
        let limit = maxLines.map { max($0, 1) } ?? Int.max
        var lines: [LineSource] = []
        var truncated = false
        paragraphs: for text in paragraphs(of: runs.string) {
            let breaker = LineBreaker(paragraph: try runs.shape(text), spacing: runs.spacing)
            for range in breaker.lines(maxWidth: width) {
                if lines.count == limit { truncated = true; break paragraphs }
                lines.append(LineSource(breaker: breaker, clusters: range, text: text.base[breaker.span(range, in: text)],
                                        emptyRun: runs.run(at: text.startIndex)))
            }
        }
        if truncated, let last = lines.popLast() {
            lines.append(try ellipsized(last, runs: runs, mode: truncationMode, maxWidth: width))
        }
        return assemble(lines, runs: runs, alignment: alignment)
    }

    /// A line to assemble: clusters of a shaped paragraph and the characters they show.
    private struct LineSource {
        let breaker: LineBreaker
        let clusters: Range<Int>
        /// The characters shown (from the first shown to the last, the elided ones included).
        let text: Substring
        /// The run whose metrics an empty line has.
        let emptyRun: Int
        var truncation: TruncationMode? = nil
        var elided: Range<String.Index>? = nil
    }

    /// The last shown line of a truncated text: as much of the rest of its paragraph as fits with
    /// "…" at the head, in the middle or at the tail (spaces next to the ellipsis trimmed), reshaped
    /// together with the ellipsis (so kerning across the cut is right). The ellipsis is in the style
    /// of the character before it (after it, at the head). Unconstrained width cuts the tail.
    private static func ellipsized(_ line: LineSource, runs: ShapingRuns, mode: TruncationMode,
                                   maxWidth: Double?) throws -> LineSource {
        let breaker = line.breaker
        let rest = line.clusters.lowerBound..<breaker.paragraph.clusters.count
        let base = line.text.base
        func run(ofCluster index: Int) -> Int {
            rest.contains(index) ? breaker.paragraph.clusters[index].run : line.emptyRun
        }
        /// `head`, "…", `tail`.
        func candidate(_ head: Range<Int>, _ tail: Range<Int>) throws -> LineSource {
            let headText = base[breaker.span(head, in: line.text)]
            let tailText = base[breaker.span(tail, in: line.text)]
            let ellipsisRun = head.isEmpty && !tail.isEmpty ? run(ofCluster: tail.lowerBound) : run(ofCluster: head.upperBound - 1)
            let parts = (head.isEmpty ? [] : runs.pieces(of: headText)) + [(ellipsisRun, Substring("…"))]
                + (tail.isEmpty ? [] : runs.pieces(of: tailText))
            let reshaped = LineBreaker(paragraph: try runs.shapeJoined(parts), spacing: runs.spacing)
            let shown = head.isEmpty ? tailText : tail.isEmpty ? headText : base[headText.startIndex..<tailText.endIndex]
            return LineSource(breaker: reshaped, clusters: 0..<reshaped.paragraph.clusters.count, text: shown,
                              emptyRun: line.emptyRun, truncation: mode,
                              elided: head.isEmpty || tail.isEmpty ? nil : headText.endIndex..<tailText.startIndex)
        }
        func fits(_ source: LineSource) -> Bool {
            maxWidth.map { source.breaker.width(source.clusters) <= $0 + LineBreaker.tolerance } ?? true
        }
        let none = rest.upperBound..<rest.upperBound
        guard let maxWidth, mode != .tail else {
            // Start from the estimate with separately shaped pieces, then correct by whole clusters.
            let ellipsisAdvance = try runs.ellipsisAdvance(run: run(ofCluster: rest.lowerBound))
            var end = breaker.truncatedPrefix(rest, maxWidth: maxWidth, ellipsisAdvance: ellipsisAdvance).upperBound
            func shown(_ end: Int) -> Range<Int> { breaker.trimmingTrailingSpaces(rest.lowerBound..<end) }
            var best = try candidate(shown(end), none)
            while !fits(best) && end > rest.lowerBound {
                end = shown(end - 1).upperBound
                best = try candidate(shown(end), none)
            }
            while fits(best) && end < rest.upperBound {
                let longer = try candidate(shown(end + 1), none)
                guard fits(longer) else { break }
                end += 1
                best = longer
            }
            return best
        }
        let ellipsisRun = mode == .head ? run(ofCluster: rest.upperBound - 1) : run(ofCluster: rest.lowerBound)
        let ellipsis = breaker.spacing[ellipsisRun]
        let reserved = try runs.ellipsisAdvance(run: ellipsisRun) + ellipsis.tracking + ellipsis.kerning
        var head = rest.lowerBound..<rest.lowerBound
        var tail: Range<Int>
        if mode == .head {
            tail = breaker.fittingSuffix(rest, maxWidth: maxWidth, reserved: reserved)
        } else {
            // Half the room before the ellipsis, the rest after it.
            head = breaker.fittingPrefix(rest, maxWidth: (maxWidth - reserved) / 2, reserved: 0)
            tail = breaker.fittingSuffix(head.upperBound..<rest.upperBound,
                                         maxWidth: maxWidth - reserved - breaker.width(head), reserved: 0)
        }
        head = breaker.trimmingTrailingSpaces(head)
        tail = breaker.trimmingLeadingSpaces(tail)
        var best = try candidate(head, tail)
        // Correct the estimate by whole clusters, shortening the longer side first.
        while !fits(best) && !(head.isEmpty && tail.isEmpty) {
            if head.count > tail.count { head = breaker.trimmingTrailingSpaces(head.lowerBound..<(head.upperBound - 1)) }
            else { tail = breaker.trimmingLeadingSpaces((tail.lowerBound + 1)..<tail.upperBound) }
            best = try candidate(head, tail)
        }
        return best
    }

    /// Lays out with the shared library over the bundled fonts.
    public static func layout(_ string: String, style: TextStyle, maxWidth: Double? = nil, maxLines: Int? = nil,
                              alignment: TextAlignment = .leading) throws -> TextLayout {
        try layout(string, style: style, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment,
                   library: FontLibrary.shared())
    }

    /// The string split at hard breaks (an empty string is one empty paragraph).
    static func paragraphs(of string: String) -> [Substring] {
        var result: [Substring] = []
        var start = string.startIndex
        var index = string.startIndex
        while index < string.endIndex {
            let next = string.index(after: index)
            if CharacterClass.isHardBreak(string[index]) {
                result.append(string[start..<index])
                start = next
            }
            index = next
        }
        result.append(string[start..<string.endIndex])
        return result
    }

    /// A line's vertical extent: the largest ascent, descent and gap of its runs, each raised by its
    /// baseline offset (TextKit's line fragments).
    private struct LineBox: Equatable {
        var ascent: Double, descent: Double, gap: Double, capHeight: Double
        var height: Double { ascent + descent + gap }

        init(_ runs: [ShapingRuns.Run]) {
            let raised = runs.map { ($0.metrics, $0.style.baselineOffset) }
            ascent = raised.map { $0.ascent + $1 }.max() ?? 0
            descent = raised.map { $0.descent - $1 }.max() ?? 0
            gap = raised.map { $0.0.lineGap }.max() ?? 0
            capHeight = raised.map { $0.0.capHeight }.max() ?? 0
        }
    }

    private static func assemble(_ sources: [LineSource], runs: ShapingRuns, alignment: TextAlignment) -> TextLayout {
        let first = runs.runs[0]
        let spacing = first.style.lineSpacing.isFinite ? first.style.lineSpacing : 0
        let widths = sources.map { source -> Double in
            // Spaces hang at a soft break; at the end of a paragraph they count.
            let atParagraphEnd = source.clusters.upperBound == source.breaker.paragraph.clusters.count
            return source.breaker.width(atParagraphEnd ? source.clusters : source.breaker.trimmingTrailingSpaces(source.clusters))
        }
        let maxWidth = widths.max() ?? 0
        let boxes = runs.runs.count == 1 ? Array(repeating: LineBox([first]), count: sources.count) : sources.map { source -> LineBox in
            let used = Set(source.breaker.paragraph.clusters[source.clusters].map(\.run))
            return LineBox((used.isEmpty ? [source.emptyRun] : used.sorted()).map { runs.runs[$0] })
        }
        let firstBox = boxes.first ?? LineBox([first])
        // Lines of one height keep the closed form (so a text of one style lays out as it always has).
        let uniform = boxes.allSatisfy { $0 == firstBox }
        let pitch = firstBox.height + spacing
        var baselines: [Double] = []
        for (index, box) in boxes.enumerated() {
            if uniform || index == 0 {
                baselines.append(firstBox.ascent + Double(index) * pitch)
            } else {
                let above = boxes[index - 1]
                baselines.append(baselines[index - 1] + above.descent + above.gap + spacing + box.ascent)
            }
        }
        let lines = sources.enumerated().map { index, source in
            let slack = maxWidth - widths[index]
            let offset = alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack
            let content = lineContent(source.breaker.paragraph, source.clusters, width: widths[index], runs: runs)
            return TextLine(range: source.text.startIndex..<source.text.endIndex, runs: content.glyphs,
                            segments: content.segments, symbols: content.symbols, width: widths[index],
                            origin: Point(offset, baselines[index]), truncation: source.truncation, elided: source.elided)
        }
        let n = Double(max(lines.count, 1))
        let lastBaseline = uniform ? firstBox.ascent + (n - 1) * pitch : baselines.last ?? firstBox.ascent
        let lastBox = boxes.last ?? firstBox
        let height = uniform ? n * firstBox.height + (n - 1) * spacing : lastBaseline + lastBox.descent + lastBox.gap
        return TextLayout(lines: lines, size: Size(maxWidth, height),
                          ascent: firstBox.ascent, descent: firstBox.descent, lineGap: firstBox.gap,
                          capHeight: firstBox.capHeight, firstBaseline: firstBox.ascent, lastBaseline: lastBaseline,
                          hasUniformLines: uniform, runDecorations: runs.runs.map(\.decorations))
    }

    /// Glyph runs (one per face or run change), run segments and inline symbols for clusters `range`
    /// of a shaped paragraph, on a line `width` wide, the clusters in visual order (`visualOrder`).
    private static func lineContent(_ paragraph: ShapedParagraph, _ range: Range<Int>, width: Double,
                                    runs: ShapingRuns) -> (glyphs: [GlyphRun], segments: [TextLine.Segment], symbols: [InlineSymbol]) {
        var glyphRuns: [GlyphRun] = []
        var starts: [(run: Int, x: Double)] = []
        var symbols: [InlineSymbol] = []
        let order = visualOrder(paragraph, range)
        var pen = 0.0
        if paragraph.paragraphLevel % 2 == 1 {
            // A right-to-left line ends at its right edge; the spaces hanging at a soft break go left of 0.
            let advance = range.reduce(0.0) { sum, index in
                let cluster = paragraph.clusters[index]
                return sum + cluster.advance + runs.spacing[cluster.run].tracking + runs.spacing[cluster.run].kerning
            }
            pen = width - advance
        }
        for clusterIndex in order {
            let cluster = paragraph.clusters[clusterIndex]
            // Read the run's fields in place: copying a `Run` per cluster retains its shaper and style.
            let rise = runs.runs[cluster.run].style.baselineOffset
            if starts.last?.run != cluster.run { starts.append((cluster.run, pen)) }
            if let symbol = runs.runs[cluster.run].symbol {
                symbols.append(InlineSymbol(run: cluster.run, image: symbol, origin: Point(pen, -symbol.baseline - rise)))
            }
            for glyph in paragraph.glyphs[cluster.glyphs] {
                let position = Point(pen + glyph.x, glyph.y - rise)
                if let last = glyphRuns.last, last.face === glyph.face, last.run == cluster.run {
                    glyphRuns[glyphRuns.count - 1].glyphs.append(glyph.id)
                    glyphRuns[glyphRuns.count - 1].positions.append(position)
                } else {
                    glyphRuns.append(GlyphRun(face: glyph.face, pointSize: runs.runs[cluster.run].style.font.size,
                                              run: cluster.run, glyphs: [glyph.id], positions: [position]))
                }
            }
            pen += cluster.advance + runs.spacing[cluster.run].tracking + runs.spacing[cluster.run].kerning
        }
        // Each run's stretch ends where the next begins; the last at the line's width.
        let segments = starts.enumerated().compactMap { index, start -> TextLine.Segment? in
            let end = index + 1 < starts.count ? starts[index + 1].x : width
            guard end > start.x else { return nil }
            return TextLine.Segment(run: start.run, x: start.x, width: end - start.x,
                                    baselineOffset: runs.runs[start.run].style.baselineOffset)
        }
        return (glyphRuns, segments, symbols)
    }

    /// Clusters `range` of a paragraph in the order they are drawn left to right: logical order for
    /// left-to-right text; else reordered by their bidi levels (UAX #9 rule L2), the spaces ending the
    /// line first set to the paragraph's level (rule L1).
    private static func visualOrder(_ paragraph: ShapedParagraph, _ range: Range<Int>) -> [Int] {
        let clusters = paragraph.clusters[range]
        guard paragraph.paragraphLevel != 0 || clusters.contains(where: { $0.level != 0 }) else { return Array(range) }
        var levels = clusters.map(\.level)
        for index in levels.indices.reversed() {
            guard clusters[range.lowerBound + index].isSpace else { break }
            levels[index] = paragraph.paragraphLevel
        }
        return BidiLevels.visualOrder(levels).map { range.lowerBound + $0 }
    }
}
