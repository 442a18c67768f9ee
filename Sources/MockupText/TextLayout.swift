import MockupRaster

/// Glyphs of one face on one line, positioned in points.
public struct GlyphRun: Sendable {
    public let face: FontFace
    /// Font size in points (colour emoji are scaled to it).
    public let pointSize: Double
    public var glyphs: [UInt32]
    /// Pen positions: x from the line's left edge, y below the baseline (0 on the baseline).
    public var positions: [Point]
}

/// One laid-out line.
public struct TextLine: Sendable {
    /// The characters shown on this line (without the ellipsis a truncated line adds).
    public let range: Range<String.Index>
    public let runs: [GlyphRun]
    /// Advances + kerning + tracking between clusters; hanging whitespace excluded.
    public let width: Double
    /// Left edge (alignment offset) and baseline, from the text's top-left corner, in points.
    public let origin: Point
    /// True when the line ends in an added "…".
    public let isTruncated: Bool
}

/// The result of `TextLayoutEngine.layout`: lines, size and metrics in points (not pixel-rounded;
/// the layout engine rounds).
public struct TextLayout: Sendable {
    public let lines: [TextLine]
    /// Widest line × (n·(ascent + descent + lineGap) + (n − 1)·lineSpacing): every line, the last
    /// included, has its gap below it, as UIFont's `lineHeight` does.
    public let size: Size
    /// hhea metrics of the requested face at the point size (descent positive), OS/2 cap height;
    /// SF Pro's for the system font's stand-in; the gap set by a text style's line height.
    public let ascent: Double, descent: Double, lineGap: Double, capHeight: Double
    /// Baselines of the first and last lines from the top.
    public let firstBaseline: Double, lastBaseline: Double
    /// Where underlines and strikethroughs go.
    public let decorations: TextDecorationMetrics
    /// True when lines were dropped by the line limit (the last shown line ends in "…").
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }
}

extension TextLayout {
    /// A layout with no lines and zero size, for text that cannot be drawn at all.
    public static let empty = TextLayout(lines: [], size: .zero, ascent: 0, descent: 0, lineGap: 0, capHeight: 0,
                                         firstBaseline: 0, lastBaseline: 0, decorations: .none)
}
