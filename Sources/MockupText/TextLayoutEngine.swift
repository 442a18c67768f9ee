import MockupRaster

/// Lays out a string in one style: shaping with fallback, greedy wrapping, line limit with a tail
/// ellipsis, alignment and baselines (LAYOUT-SPEC §8). All results are in points.
public enum TextLayoutEngine {
    /// Lays out `string`. `maxWidth` nil = unconstrained (ideal size); `maxLines` nil = no limit.
    /// Sizes outside `FontDescriptor.sizeLimit` throw; sizes below `GlyphLimits.minimumPointSize` lay out as 0 pt.
    public static func layout(_ string: String, style: TextStyle, maxWidth: Double? = nil, maxLines: Int? = nil,
                              alignment: TextAlignment = .leading, library: FontLibrary) throws -> TextLayout {
        try GlyphLimits.checkPointSize(style.font.size)
        var style = style
        // Invisible anyway; keeps line metrics from being so small that layout's lines-per-height overflow.
        if style.font.size < GlyphLimits.minimumPointSize { style.font.size = 0 }
        let shaper = try ParagraphShaper(library: library, style: style)
        let metrics = LineMetrics(font: shaper.font, file: shaper.primary.file, pointSize: style.font.size,
                                  lineHeight: style.font.lineHeight)
        // iOS tracks the system font by its size (after every glyph, the last included, like kerning).
        if shaper.font.appliesSystemTracking { style.kerning += SFProMetrics.tracking(pointSize: style.font.size) }
        let width = maxWidth.map { $0.isFinite ? max($0, 0) : nil } ?? nil

        // Paragraphs, then their lines, until the line limit is reached.
        let limit = maxLines.map { max($0, 1) } ?? Int.max
        var lines: [LineSource] = []
        var truncated = false
        paragraphs: for text in paragraphs(of: string) {
            let breaker = LineBreaker(paragraph: try shaper.shape(text), tracking: style.tracking, kerning: style.kerning)
            for range in breaker.lines(maxWidth: width) {
                if lines.count == limit { truncated = true; break paragraphs }
                lines.append(LineSource(breaker: breaker, clusters: range, text: text.base[breaker.span(range, in: text)],
                                        isTruncated: false))
            }
        }
        if truncated, let last = lines.popLast() {
            lines.append(try ellipsized(last, shaper: shaper, style: style, maxWidth: width))
        }
        return assemble(lines, style: style, alignment: alignment, metrics: metrics,
                        decorations: TextDecorationMetrics(file: shaper.primary.file, pointSize: style.font.size))
    }

    /// A line to assemble: clusters of a shaped paragraph and the characters they show.
    private struct LineSource {
        let breaker: LineBreaker
        let clusters: Range<Int>
        let text: Substring
        let isTruncated: Bool
    }

    /// The last shown line of a truncated text: the longest prefix of the rest of its paragraph
    /// that fits with "…", reshaped together with the ellipsis (so kerning across the cut is right).
    private static func ellipsized(_ line: LineSource, shaper: ParagraphShaper, style: TextStyle,
                                   maxWidth: Double?) throws -> LineSource {
        let breaker = line.breaker
        let rest = line.clusters.lowerBound..<breaker.paragraph.clusters.count
        func candidate(_ end: Int) throws -> LineSource {
            let shown = line.text.base[breaker.span(breaker.trimmingTrailingSpaces(rest.lowerBound..<end), in: line.text)]
            let reshaped = LineBreaker(paragraph: try shaper.shape(Substring(String(shown) + "…")),
                                       tracking: style.tracking, kerning: style.kerning)
            return LineSource(breaker: reshaped, clusters: 0..<reshaped.paragraph.clusters.count, text: shown,
                              isTruncated: true)
        }
        func fits(_ source: LineSource) -> Bool {
            maxWidth.map { source.breaker.width(source.clusters) <= $0 + LineBreaker.tolerance } ?? true
        }
        // Start from the estimate with separately shaped pieces, then correct by whole clusters.
        let ellipsisAdvance = try shaper.shape("…").clusters.first?.advance ?? 0
        var end = breaker.truncatedPrefix(rest, maxWidth: maxWidth, ellipsisAdvance: ellipsisAdvance).upperBound
        var best = try candidate(end)
        while !fits(best) && end > rest.lowerBound {
            end = breaker.trimmingTrailingSpaces(rest.lowerBound..<(end - 1)).upperBound
            best = try candidate(end)
        }
        while fits(best) && end < rest.upperBound {
            let longer = try candidate(end + 1)
            guard fits(longer) else { break }
            end += 1
            best = longer
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

    private static func assemble(_ sources: [LineSource], style: TextStyle, alignment: TextAlignment,
                                 metrics: LineMetrics, decorations: TextDecorationMetrics) -> TextLayout {
        let spacing = style.lineSpacing.isFinite ? style.lineSpacing : 0
        let pitch = metrics.lineHeight + spacing
        let widths = sources.map { source -> Double in
            // Spaces hang at a soft break; at the end of a paragraph they count.
            let atParagraphEnd = source.clusters.upperBound == source.breaker.paragraph.clusters.count
            return source.breaker.width(atParagraphEnd ? source.clusters : source.breaker.trimmingTrailingSpaces(source.clusters))
        }
        let maxWidth = widths.max() ?? 0
        let lines = sources.enumerated().map { index, source in
            let slack = maxWidth - widths[index]
            let offset = alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack
            return TextLine(range: source.text.startIndex..<source.text.endIndex,
                            runs: runs(source.breaker.paragraph, source.clusters, style: style), width: widths[index],
                            origin: Point(offset, metrics.ascent + Double(index) * pitch), isTruncated: source.isTruncated)
        }
        let n = Double(max(lines.count, 1))
        return TextLayout(lines: lines,
                          size: Size(maxWidth, n * metrics.lineHeight + (n - 1) * spacing),
                          ascent: metrics.ascent, descent: metrics.descent, lineGap: metrics.lineGap,
                          capHeight: metrics.capHeight, firstBaseline: metrics.ascent,
                          lastBaseline: metrics.ascent + (n - 1) * pitch, decorations: decorations)
    }

    /// Glyph runs (one per face change) for clusters `range` of a shaped paragraph.
    private static func runs(_ paragraph: ShapedParagraph, _ range: Range<Int>, style: TextStyle) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var pen = 0.0
        for clusterIndex in range {
            let cluster = paragraph.clusters[clusterIndex]
            for glyph in paragraph.glyphs[cluster.glyphs] {
                let position = Point(pen + glyph.x, glyph.y)
                if runs.last?.face === glyph.face {
                    runs[runs.count - 1].glyphs.append(glyph.id)
                    runs[runs.count - 1].positions.append(position)
                } else {
                    runs.append(GlyphRun(face: glyph.face, pointSize: style.font.size,
                                         glyphs: [glyph.id], positions: [position]))
                }
            }
            pen += cluster.advance + style.tracking + style.kerning
        }
        return runs
    }
}
