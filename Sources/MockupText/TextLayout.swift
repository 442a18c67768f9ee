import MockupRaster

/// Glyphs of one face and one `TextRun` on one line, positioned in points.
public struct GlyphRun: Sendable {
    public let face: FontFace
    /// Font size in points (colour emoji are scaled to it).
    public let pointSize: Double
    /// The index of the `TextRun` the glyphs are drawn in.
    public let run: Int
    public var glyphs: [UInt32]
    /// Pen positions: x from the line's left edge, y below the baseline (0 on the baseline; a
    /// run's baseline offset included).
    public var positions: [Point]
}

/// An inline SF Symbol on a line (`Text(Image(systemName:))`).
public struct InlineSymbol: Sendable {
    /// The index of its `TextRun`.
    public let run: Int
    public let image: SymbolImage
    /// The top-left of the symbol's box from the line's origin (its left edge on the baseline), y down.
    public let origin: Point
}

/// One laid-out line.
public struct TextLine: Sendable {
    /// Where one `TextRun` lies on the line (underlines and strikethroughs are drawn per segment).
    public struct Segment: Sendable, Equatable {
        public let run: Int
        /// From the line's left edge, in points; the last segment ends at the line's width.
        public let x: Double, width: Double
        /// The run's `baselineOffset` (points up).
        public let baselineOffset: Double
    }
    /// The characters shown on this line, from the first to the last (without the ellipsis a
    /// truncated line adds; with the characters a middle truncation elides, see `elided`).
    public let range: Range<String.Index>
    public let runs: [GlyphRun]
    public let segments: [Segment]
    public let symbols: [InlineSymbol]
    /// Advances + kerning + tracking between clusters; hanging whitespace excluded.
    public let width: Double
    /// Left edge (alignment offset) and baseline, from the text's top-left corner, in points.
    public let origin: Point
    /// Where the line's "…" is, when it ends a truncated text.
    public let truncation: TruncationMode?
    /// The characters inside `range` that a middle truncation replaced by "…".
    public let elided: Range<String.Index>?
    /// True when the line has an added "…".
    public var isTruncated: Bool { truncation != nil }
}

/// The result of `TextLayoutEngine.layout`: lines, size and metrics in points (not pixel-rounded;
/// the layout engine rounds).
public struct TextLayout: Sendable {
    public let lines: [TextLine]
    /// Widest line × the lines' heights: n·(ascent + descent + lineGap) + (n − 1)·lineSpacing when the
    /// lines are alike; every line, the last included, has its gap below it, as UIFont's `lineHeight` does.
    public let size: Size
    /// The first line's metrics (descent positive): the largest hhea metrics of its runs' faces at
    /// their point sizes, OS/2 cap height; SF Pro's for the system font's stand-in; the gap set by a
    /// text style's line height.
    public let ascent: Double, descent: Double, lineGap: Double, capHeight: Double
    /// Baselines of the first and last lines from the top.
    public let firstBaseline: Double, lastBaseline: Double
    /// True when every line has the same metrics (baselines `ascent + lineGap + descent + lineSpacing` apart).
    public let hasUniformLines: Bool
    /// Where underlines and strikethroughs go, for each `TextRun`.
    public let runDecorations: [TextDecorationMetrics]
    /// True when lines were dropped by the line limit (the last shown line has a "…").
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }
}

extension TextLayout {
    /// A layout with no lines and zero size, for text that cannot be drawn at all.
    public static let empty = TextLayout(lines: [], size: .zero, ascent: 0, descent: 0, lineGap: 0, capHeight: 0,
                                         firstBaseline: 0, lastBaseline: 0, hasUniformLines: true, runDecorations: [])
}
