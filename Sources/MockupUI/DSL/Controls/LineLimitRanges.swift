import Foundation

// Line-limit ranges, as a vertical-axis `TextField` uses them (`.lineLimit(1...5)`): a still shows
// the text's own lines up to the range's upper bound. Reserving the lower bound's height for shorter
// text is not drawn and is noted.
extension View {
    /// At most `limit.upperBound` lines; at least `limit.lowerBound` lines of height reserved.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound).renderNote(when: limit.lowerBound > 1, "lineLimit reserving \(limit.lowerBound) lines")
    }

    /// At least `limit.lowerBound` lines of height reserved, no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil).renderNote(when: limit.lowerBound > 1, "lineLimit reserving \(limit.lowerBound) lines")
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// At most `limit` lines, with the height of `limit` lines reserved when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit).renderNote(when: reservesSpace && limit > 1, "lineLimit reserving \(limit) lines")
    }
}
