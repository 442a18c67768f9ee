import Foundation

/// Foundation's duration formatter ("1:30:00", "1h 30m", "1 hour, 30 minutes"), which
/// swift-corelibs-foundation marks unavailable; it formats through Foundation's `Duration` format
/// styles, so the words are ICU's, as on Apple platforms. Calendar units longer than a week
/// (months, years) count as 30 and 365 days.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:30:00"
        case positional = 0
        /// "1h 30m"
        case abbreviated = 1
        /// "1 hr, 30 min"
        case short = 2
        /// "1 hour, 30 minutes"
        case full = 3
        /// Written out in words where ICU has them; "1 hour, 30 minutes" here.
        case spellOut = 4
        /// "1 hr 30 min"
        case brief = 5
    }

    /// Which zero values are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zeros dropped, the rest padded; otherwise every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written; empty means days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first; 0 means no limit.
    open var maximumUnitCount = 0
    /// Held, not applied: units are never collapsed or written with fractions.
    open var collapsesLargestUnit = false
    open var allowsFractionalUnits = false
    /// Prefixes "About " (English).
    open var includesApproximationPhrase = false
    /// Appends " remaining" (English).
    open var includesTimeRemainingPhrase = false
    /// The calendar and start date `DateComponents` are added to.
    open var calendar: Calendar? = .current
    open var referenceDate: Date?
    /// Held, not applied (the phrases are written as they are).
    open var formattingContext: Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let seconds = Int64(ti.rounded(.towardZero))
        var text = unitsStyle == .positional ? positional(seconds) : worded(seconds)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        guard let end = (calendar ?? .current).date(byAdding: components, to: start) else { return nil }
        return string(from: end.timeIntervalSince(start))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    /// A `TimeInterval` (or number of seconds) or `DateComponents`; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: return string(from: interval)
        case let number as NSNumber: return string(from: number.doubleValue)
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    /// Seconds in each allowed unit, largest first.
    private var units: [(unit: NSCalendar.Unit, seconds: Int64)] {
        let all: [(NSCalendar.Unit, Int64)] = [(.year, 365 * 86_400), (.month, 30 * 86_400), (.weekOfMonth, 7 * 86_400),
                                              (.day, 86_400), (.hour, 3_600), (.minute, 60), (.second, 1)]
        let allowed = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        return all.filter { allowed.contains($0.0) }
    }

    /// The value of each unit, largest first; the largest takes what longer units would have.
    private func split(_ total: Int64) -> [Int64] {
        var rest = abs(total)
        return units.map { unit in
            defer { rest %= unit.seconds }
            return rest / unit.seconds
        }
    }

    /// "1:05", "1:30:00": the largest unit unpadded, the others two digits.
    private func positional(_ total: Int64) -> String {
        var values = split(total)
        let drops = zeroFormattingBehavior.contains(.pad) ? false
            : zeroFormattingBehavior == .default || zeroFormattingBehavior.contains(.dropLeading)
        // The largest units stay while zero only if padding is asked for; minutes and seconds always show.
        while drops, values.count > 2, values.first == 0 { values.removeFirst() }
        let text = values.enumerated().map { index, value in
            index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(value) : String(format: "%02lld", value)
        }.joined(separator: ":")
        return total < 0 ? "-" + text : text
    }

    /// "1h 30m", "1 hour, 30 minutes", through Foundation's `Duration.UnitsFormatStyle`.
    private func worded(_ total: Int64) -> String {
        let durationUnits: [Duration.UnitsFormatStyle.Unit] = units.compactMap {
            switch $0.unit {
            case .weekOfMonth: return .weeks
            case .day: return .days
            case .hour: return .hours
            case .minute: return .minutes
            case .second: return .seconds
            default: return nil
            }
        }
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short: width = .abbreviated
        case .brief: width = .condensedAbbreviated
        case .full, .spellOut, .positional: width = .wide
        }
        let showsZeros = zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior == .none
        let style = Duration.UnitsFormatStyle(allowedUnits: Set(durationUnits), width: width,
                                              maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                                              zeroValueUnits: showsZeros ? .show(length: 1) : .hide,
                                              valueLength: nil, fractionalPart: .hide)
        return Duration.seconds(total).formatted(style)
    }
}
