import Foundation

// An `NSRange` (UTF-16 offsets, as `NSString` and `NSRegularExpression` count) in an attributed
// string and back, as Apple's Foundation converts them; Linux's has only the `String` forms. Apps
// find links or mentions with a regular expression and style those runs
// (`attributed[Range(match.range, in: attributed)!].link = url`).

extension Range where Bound == AttributedString.Index {
    /// The indices of `string` that `range` covers; nil when it lies outside the string.
    public init?<S: AttributedStringProtocol>(_ range: NSRange, in string: S) {
        let utf16 = string.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location + range.length <= utf16.count else { return nil }
        let start = utf16.index(string.startIndex, offsetBy: range.location)
        self = start..<utf16.index(start, offsetBy: range.length)
    }
}

extension NSRange {
    /// The UTF-16 offsets of `region` in `string`.
    public init<S: AttributedStringProtocol>(_ region: Range<AttributedString.Index>, in string: S) {
        let utf16 = string.utf16
        self.init(location: utf16.distance(from: string.startIndex, to: region.lowerBound),
                  length: utf16.distance(from: region.lowerBound, to: region.upperBound))
    }
}
