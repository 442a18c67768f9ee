import Foundation

/// How an item repeats: every `interval` days, weeks, months or years, optionally on given days,
/// weeks and months, until `recurrenceEnd`. It holds what it was made with, in the Gregorian
/// calendar.
open class EKRecurrenceRule: NSObject, NSCopying {
    public let frequency: EKRecurrenceFrequency
    public let interval: Int
    /// When the repetition stops; nil repeats forever.
    open var recurrenceEnd: EKRecurrenceEnd?
    public let daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    /// 1–31, or -1 to -31 counting from the month's end.
    public let daysOfTheMonth: [NSNumber]?
    /// 1–12.
    public let monthsOfTheYear: [NSNumber]?
    /// 1–53, or negative counting from the year's end.
    public let weeksOfTheYear: [NSNumber]?
    /// 1–366, or negative counting from the year's end.
    public let daysOfTheYear: [NSNumber]?
    /// Which of the matching days in each period count (1: first, -1: last).
    public let setPositions: [NSNumber]?

    /// The calendar the rule counts in.
    open var calendarIdentifier: String { "gregorian" }
    /// The day weeks start on (1: Sunday); 0 is the user's default.
    open var firstDayOfTheWeek: Int { 0 }

    /// Every `interval` days, weeks, months or years from the item's start.
    public convenience init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: type, interval: interval, daysOfTheWeek: nil, daysOfTheMonth: nil, monthsOfTheYear: nil,
                  weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: end)
    }

    /// Every `interval` periods, on the given days, weeks and months (nil: not narrowed by that).
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek: [EKRecurrenceDayOfWeek]?,
                daysOfTheMonth: [NSNumber]?, monthsOfTheYear: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
                daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        self.daysOfTheWeek = daysOfTheWeek
        self.daysOfTheMonth = daysOfTheMonth
        self.monthsOfTheYear = monthsOfTheYear
        self.weeksOfTheYear = weeksOfTheYear
        self.daysOfTheYear = daysOfTheYear
        self.setPositions = setPositions
        recurrenceEnd = end
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        EKRecurrenceRule(recurrenceWith: frequency, interval: interval, daysOfTheWeek: daysOfTheWeek, daysOfTheMonth: daysOfTheMonth,
                         monthsOfTheYear: monthsOfTheYear, weeksOfTheYear: weeksOfTheYear, daysOfTheYear: daysOfTheYear,
                         setPositions: setPositions, end: recurrenceEnd)
    }
}

/// The period a rule repeats in.
public enum EKRecurrenceFrequency: Int, Sendable {
    case daily = 0, weekly, monthly, yearly
}

/// When a repetition stops: after a date, or after a number of occurrences.
open class EKRecurrenceEnd: NSObject, NSCopying {
    /// The last date, or nil for a count.
    public let endDate: Date?
    /// The number of occurrences, or 0 for a date.
    public let occurrenceCount: Int

    private init(endDate: Date?, occurrenceCount: Int) {
        self.endDate = endDate
        self.occurrenceCount = occurrenceCount
    }

    public convenience init(end endDate: Date) { self.init(endDate: endDate, occurrenceCount: 0) }
    public convenience init(occurrenceCount: Int) { self.init(endDate: nil, occurrenceCount: occurrenceCount) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? EKRecurrenceEnd).map { $0.endDate == endDate && $0.occurrenceCount == occurrenceCount } ?? false
    }
    open override var hash: Int { occurrenceCount ^ (endDate?.hashValue ?? 0) }
}

/// A day of the week a rule repeats on, optionally the nth of its period (2: the second, -1: the last).
open class EKRecurrenceDayOfWeek: NSObject, NSCopying {
    public let dayOfTheWeek: EKWeekday
    /// 0 for every such day in the period.
    public let weekNumber: Int

    public init(dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
    }

    /// Every `dayOfTheWeek` in the period.
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: 0) }
    public convenience init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: weekNumber) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? EKRecurrenceDayOfWeek).map { $0.dayOfTheWeek == dayOfTheWeek && $0.weekNumber == weekNumber } ?? false
    }
    open override var hash: Int { dayOfTheWeek.rawValue &* 100 &+ weekNumber }
}

/// A day of the week, Sunday first as in the Gregorian calendar.
public enum EKWeekday: Int, Sendable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}
