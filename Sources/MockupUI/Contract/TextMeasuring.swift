import MockupRaster
import MockupText

/// What the layout engine needs to know about text and symbol images, independent of any font
/// technology: the real implementation uses MockupText; tests can use a synthetic font (TestSans).
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in at most `maxWidth` points (nil = unconstrained, a single line per hard
    /// break) and at most `maxLines` lines (nil = unlimited). Sizes are unrounded points.
    func measure(_ text: ResolvedText, maxWidth: Double?, maxLines: Int?) -> TextMeasurement
    /// Metrics of `Image(systemName:)` drawn in `font`.
    func measureSymbol(named name: String, font: FontDescriptor, scale: SymbolScale) -> SymbolMeasurement
}

/// The laid-out size and vertical metrics of a Text.
public struct TextMeasurement: Hashable, Sendable {
    /// Widest laid-out line (tracking after each line's last cluster excluded), unrounded.
    public var width: Double
    public var lineCount: Int
    /// Font metrics in points (descent as a positive magnitude).
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double
    public var capHeight: Double
    /// `.lineSpacing`: points between lines.
    public var lineSpacing: Double
    /// Lines of different heights (runs of several fonts): the text's height and the distance from
    /// the first baseline to the last. nil = every line has the metrics above.
    public var varyingLines: VaryingLines?
    public struct VaryingLines: Hashable, Sendable {
        public var height: Double
        public var lastBaselineFromFirst: Double
        public init(height: Double, lastBaselineFromFirst: Double) {
            self.height = height; self.lastBaselineFromFirst = lastBaselineFromFirst
        }
    }
    public init(width: Double, lineCount: Int, ascent: Double, descent: Double, lineGap: Double,
                capHeight: Double, lineSpacing: Double = 0) {
        self.width = width; self.lineCount = lineCount; self.ascent = ascent; self.descent = descent
        self.lineGap = lineGap; self.capHeight = capHeight; self.lineSpacing = lineSpacing
    }
    /// One line (the first, for varying lines): ascent + descent + lineGap, as UIFont's `lineHeight`.
    public var lineHeight: Double { ascent + descent + lineGap }
    /// Baseline to baseline: a line and the line spacing.
    public var pitch: Double { lineHeight + lineSpacing }
    /// n·lineHeight + (n − 1)·lineSpacing: each line's gap included.
    public var height: Double {
        varyingLines?.height ?? Double(lineCount) * lineHeight + Double(max(lineCount - 1, 0)) * lineSpacing
    }
    /// From the first baseline to the last.
    public var lastBaselineFromFirst: Double {
        varyingLines?.lastBaselineFromFirst ?? Double(lineCount - 1) * pitch
    }
}

/// The box of a symbol image and where its baseline sits.
public struct SymbolMeasurement: Hashable, Sendable {
    public var size: Size
    /// Distance from the box's bottom edge up to the baseline (the part below the baseline).
    public var baselineOffset: Double
    public init(size: Size, baselineOffset: Double) { self.size = size; self.baselineOffset = baselineOffset }
}
