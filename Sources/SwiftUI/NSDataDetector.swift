import Foundation

/// The checking types an `NSDataDetector` looks for (`NSTextCheckingResult.CheckingType` raw values).
public typealias NSTextCheckingTypes = UInt64

/// Finds links, email addresses, phone numbers and dates in text, as Foundation's detector on Apple
/// platforms does (swift-corelibs-foundation has none). Its `NSRegularExpression` API
/// (`matches(in:options:range:)`, `firstMatch`, `numberOfMatches`, `rangeOfFirstMatch`,
/// `enumerateMatches`) is its own here: corelibs' regular expression cannot be subclassed with other
/// matching. Dates are English phrases read against the render's moment (`TimelineViewStill.date`,
/// which a guide's `Date()` reads), in the current calendar: today, tonight, tomorrow, yesterday, weekdays (`fri`, `next friday`), `next
/// week|month|year`, `in 3 days`, month-day dates (`March 14`, `14 Mar 2026`), numeric dates (`3/14`,
/// `2026-03-14`), each with an optional time (`at 5pm`, `17:30`), or a time alone.
open class NSDataDetector: NSObject {
    public let checkingTypes: NSTextCheckingTypes

    public init(types checkingTypes: NSTextCheckingTypes) throws {
        let known = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
            | NSTextCheckingResult.CheckingType.date.rawValue | NSTextCheckingResult.CheckingType.address.rawValue
            | NSTextCheckingResult.CheckingType.transitInformation.rawValue
        guard checkingTypes != 0, checkingTypes & ~known == 0 else {
            throw NSError(domain: NSCocoaErrorDomain, code: 2048, userInfo: [NSLocalizedDescriptionKey: "The value “\(checkingTypes)” is invalid."])
        }
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// Every match in `range` of `string`, in order.
    public func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        DataDetection.results(in: string, range: range, types: checkingTypes)
    }
    public func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }
    public func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }
    public func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }
    public func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                                 using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for result in matches(in: string, options: options, range: range) {
            block(result, [], &stop)
            if stop.boolValue { return }
        }
    }
}

/// A detected link, phone number or date (what `NSDataDetector` returns).
final class DetectedTextResult: NSTextCheckingResult, @unchecked Sendable {
    enum Value { case link(URL), phoneNumber(String), date(Date, TimeInterval) }
    let value: Value
    private let matchedRange: NSRange

    init(_ value: Value, range: NSRange) {
        self.value = value
        matchedRange = range
        super.init()
    }
    required init?(coder: NSCoder) { nil }

    override var resultType: NSTextCheckingResult.CheckingType {
        switch value {
        case .link: .link
        case .phoneNumber: .phoneNumber
        case .date: .date
        }
    }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { matchedRange }
}

extension NSTextCheckingResult {
    /// A link's URL (`mailto:` for an email address).
    public var url: URL? { if case .link(let url)? = (self as? DetectedTextResult)?.value { return url }; return nil }
    /// A phone number as written.
    public var phoneNumber: String? {
        if case .phoneNumber(let number)? = (self as? DetectedTextResult)?.value { return number }
        return nil
    }
    /// A date's moment.
    public var date: Date? { if case .date(let date, _)? = (self as? DetectedTextResult)?.value { return date }; return nil }
    /// A date's duration (0: a moment).
    public var duration: TimeInterval {
        if case .date(_, let duration)? = (self as? DetectedTextResult)?.value { return duration }
        return 0
    }
    /// A date's time zone (nil: the current one).
    public var timeZone: TimeZone? { nil }
}
