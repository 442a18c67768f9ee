import Foundation

// Line limits with lines reserved (iOS 16): a `Text` or a vertical-axis `TextField` takes the height
// of a range's lower bound of lines (`.lineLimit(2...5)`), or of its limit with `reservesSpace`,
// however few lines it has, and at most the upper bound's.
extension View {
    /// At most `limit.upperBound` lines; at least `limit.lowerBound` lines of height reserved.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentWriter { $0.lineLimit = limit.upperBound; $0.reservedLines = limit.lowerBound })
    }

    /// At least `limit.lowerBound` lines of height reserved, no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentWriter { $0.lineLimit = nil; $0.reservedLines = limit.lowerBound })
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// At most `limit` lines, with the height of `limit` lines reserved when `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentWriter { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? limit : 0 })
    }
}
