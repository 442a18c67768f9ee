import Foundation
import MockupUI

/// A source of time-related values for `Text` (iOS 18), which on a device keeps the text up to date.
/// A render is one still: each source gives its value at the render's moment, `TimelineViewStill.date`.
public struct TimeDataSource<Value>: Sendable where Value: Sendable {
    /// The value at the render's moment.
    let value: @Sendable (Date) -> Value

    var current: Value { value(TimelineViewStill.date) }
}

extension TimeDataSource where Value == Date {
    /// The current date.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Range<Date> {
    /// `min(date, now)..<date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> { TimeDataSource { min(date, $0)..<date } }
    /// `date..<max(date, now)`.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> { TimeDataSource { date..<max(date, $0) } }
}

extension TimeDataSource where Value == Duration {
    /// The offset from `date` to now, as a duration.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { .milliseconds(Int64(($0.timeIntervalSince(date) * 1000).rounded())) }
    }
}

extension Text {
    /// The source's value at the render's moment, formatted.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == String {
        self.init(verbatim: format.format(source.current))
    }

    /// The source's value at the render's moment, formatted as attributed text.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        self.init(format.format(source.current))
    }

    /// A value formatted as attributed text (`SystemFormatStyle` makes `AttributedString`s).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.format(input))
    }
}
