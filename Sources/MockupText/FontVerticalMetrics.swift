/// A font's vertical metrics in points, as UIKit's `UIFont` reports them: the face's hhea ascender
/// and descender (SF Pro's where Inter stands in for the system font), its line gap, and OS/2 cap
/// height. Descent is a positive magnitude here; UIKit's `descender` is its negative.
public struct FontVerticalMetrics: Sendable, Equatable {
    public let ascent: Double, descent: Double, lineGap: Double, capHeight: Double

    public init(ascent: Double, descent: Double, lineGap: Double, capHeight: Double) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap; self.capHeight = capHeight
    }

    /// One line's height: ascent + descent + line gap (UIFont's `lineHeight`).
    public var lineHeight: Double { ascent + descent + lineGap }
}

extension FontLibrary {
    /// The metrics `descriptor` is laid out with at its size, without a text style's leading.
    public func verticalMetrics(of descriptor: FontDescriptor) throws -> FontVerticalMetrics {
        let font = resolve(descriptor)
        let line = LineMetrics(font: font, file: try face(for: font).file, pointSize: font.pointSize, lineHeight: nil)
        return FontVerticalMetrics(ascent: line.ascent, descent: line.descent, lineGap: line.lineGap, capHeight: line.capHeight)
    }
}
