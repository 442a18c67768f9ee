import MockupRaster

/// Lays out a string in one style: shaping with fallback, greedy wrapping, line limit with a tail
/// ellipsis, alignment and baselines (LAYOUT-SPEC §8). All results are in points.
public enum TextLayoutEngine {
    /// Lays out `string`. `maxWidth` nil = unconstrained (ideal size); `maxLines` nil = no limit.
    public static func layout(_ string: String, style: TextStyle, maxWidth: Double? = nil, maxLines: Int? = nil,
                              alignment: TextAlignment = .leading, library: FontLibrary) throws -> TextLayout {
        let shaper = try ParagraphShaper(library: library, style: style)
        let file = shaper.primary.file
        let unit = style.font.size / file.unitsPerEm
        let ascent = file.ascender * unit, descent = file.descender * unit, gap = file.lineGap * unit
        let width = maxWidth.map { $0.isFinite ? max($0, 0) : nil } ?? nil

        // Paragraphs, then their lines, until the line limit is reached.
        let limit = maxLines.map { max($0, 1) } ?? Int.max
        var pending: [(breaker: LineBreaker, text: Substring, range: Range<Int>)] = []
        var truncated = false
        for text in paragraphs(of: string) {
            if pending.count >= limit { truncated = true; break }
            let breaker = LineBreaker(paragraph: shaper.shape(text), tracking: style.tracking, kerning: style.kerning)
            for range in breaker.lines(maxWidth: width) {
                if pending.count == limit { truncated = true; break }
                pending.append((breaker, text, range))
            }
        }
        if truncated, let last = pending.popLast() {
            // The last shown line takes the rest of its paragraph, cut to fit with "…".
            let ellipsis = LineBreaker(paragraph: shaper.shape("…"), tracking: style.tracking, kerning: style.kerning)
            let rest = last.range.lowerBound..<last.breaker.paragraph.clusters.count
            let kept = last.breaker.truncatedPrefix(rest, maxWidth: width, ellipsisAdvance: ellipsis.width(0..<1) - style.kerning)
            pending.append((last.breaker, last.text, kept))
            return assemble(pending, ellipsis: ellipsis, style: style, alignment: alignment,
                            metrics: (ascent, descent, gap, file.capHeight * unit), text: string)
        }
        return assemble(pending, ellipsis: nil, style: style, alignment: alignment,
                        metrics: (ascent, descent, gap, file.capHeight * unit), text: string)
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

    private static func assemble(_ pending: [(breaker: LineBreaker, text: Substring, range: Range<Int>)],
                                 ellipsis: LineBreaker?, style: TextStyle, alignment: TextAlignment,
                                 metrics: (ascent: Double, descent: Double, gap: Double, capHeight: Double),
                                 text: String) -> TextLayout {
        let pitch = metrics.ascent + metrics.descent + metrics.gap
        var built: [(runs: [GlyphRun], width: Double, range: Range<String.Index>, truncated: Bool)] = []
        for (index, line) in pending.enumerated() {
            let isEllipsized = ellipsis != nil && index == pending.count - 1
            let clusters = line.breaker.paragraph.clusters
            let range = line.range.isEmpty
                ? (line.range.lowerBound < clusters.count ? clusters[line.range.lowerBound].range.lowerBound : line.text.endIndex)
                    ..< (line.range.lowerBound < clusters.count ? clusters[line.range.lowerBound].range.lowerBound : line.text.endIndex)
                : clusters[line.range.lowerBound].range.lowerBound..<clusters[line.range.upperBound - 1].range.upperBound
            var segments = [(line.breaker, line.range)]
            if isEllipsized, let ellipsis { segments.append((ellipsis, 0..<1)) }
            let shown = line.breaker.trimmingTrailingSpaces(line.range)
            let width = isEllipsized
                ? line.breaker.width(shown, extra: ellipsis!.width(0..<1) - style.kerning, extraCount: 1)
                : line.breaker.width(line.range.upperBound == clusters.count ? line.range : shown)
            built.append((runs(segments, style: style), width, range, isEllipsized))
        }
        let maxWidth = built.map(\.width).max() ?? 0
        let lines = built.enumerated().map { index, line in
            let offset: Double
            switch alignment {
            case .leading: offset = 0
            case .center: offset = (maxWidth - line.width) / 2
            case .trailing: offset = maxWidth - line.width
            }
            return TextLine(range: line.range, runs: line.runs, width: line.width,
                            origin: Point(offset, metrics.ascent + Double(index) * pitch), isTruncated: line.truncated)
        }
        let n = Double(max(lines.count, 1))
        return TextLayout(lines: lines,
                          size: Size(maxWidth, n * (metrics.ascent + metrics.descent) + (n - 1) * metrics.gap),
                          ascent: metrics.ascent, descent: metrics.descent, lineGap: metrics.gap,
                          capHeight: metrics.capHeight, firstBaseline: metrics.ascent,
                          lastBaseline: metrics.ascent + (n - 1) * pitch)
    }

    /// Glyph runs (one per face change) for consecutive cluster ranges of shaped paragraphs.
    private static func runs(_ segments: [(LineBreaker, Range<Int>)], style: TextStyle) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var pen = 0.0
        for (breaker, range) in segments {
            let paragraph = breaker.paragraph
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
        }
        return runs
    }
}
