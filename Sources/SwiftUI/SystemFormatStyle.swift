import Foundation
import MockupUI

/// SwiftUI's live-updating time formats (iOS 18), for `Text(.currentDate, format: …)` and
/// `Text(date, format: …)`. A render is one still, so each shows its value at the moment given —
/// `.currentDate` is the render's moment, `TimelineViewStill.date` — and never updates.
public enum SystemFormatStyle {
    /// The offset between the input date and an anchor: "3 minutes, 42 seconds" in units, or a time
    /// pattern ("5:32", "1:23:45") when the allowed fields are minutes and seconds (at least two
    /// fields) or hours, minutes and seconds (at least three).
    public struct DateOffset: _SecondTickingDateStyle, Sendable {
        public var anchor: Date
        public var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        public var maxFieldCount: Int
        public var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        public var _locale = Locale.autoupdatingCurrent

        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor; self.allowedFields = allowedFields; self.maxFieldCount = maxFieldCount; self.sign = sign
        }

        public func format(_ date: Date) -> AttributedString {
            let seconds = date.timeIntervalSince(anchor)
            let magnitude: String
            if allowedFields == [.minute, .second] && maxFieldCount >= 2 {
                magnitude = ClockReading(seconds: abs(seconds), precision: .seconds(1), showsHours: false, maxFieldCount: 2,
                                         padsLeadingField: false).text
            } else if allowedFields == [.hour, .minute, .second] && maxFieldCount >= 3 {
                magnitude = ClockReading(seconds: abs(seconds), precision: .seconds(1), showsHours: true, maxFieldCount: 3,
                                         padsLeadingField: false).text
            } else {
                var units = _DateComponentsFormatStyle(style: .wide, locale: _locale, fields: allowedFields)
                units.maxFieldCount = maxFieldCount
                magnitude = units.format(min(date, anchor)..<max(date, anchor))
            }
            return AttributedString(SignedValue.prefix(for: seconds, sign) + magnitude)
        }
    }

    /// The input date relative to an anchor in words: "in 5 minutes", "2 hours, 10 minutes ago";
    /// "now" within a second. Fields larger than `thresholdField` are not counted in (a longer offset
    /// reads in the threshold's unit).
    public struct DateReference: _SecondTickingDateStyle, Sendable {
        public var anchor: Date
        public var allowedFields: Set<Date.RelativeFormatStyle.Field>
        public var maxFieldCount: Int
        public var thresholdField: Date.RelativeFormatStyle.Field
        public var _locale = Locale.autoupdatingCurrent

        public init(to anchor: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .year) {
            self.anchor = anchor; self.allowedFields = allowedFields; self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        public func format(_ date: Date) -> AttributedString {
            let seconds = anchor.timeIntervalSince(date)
            guard abs(seconds) >= 1 else { return AttributedString("now") }
            let order: [(Date.RelativeFormatStyle.Field, Date.ComponentsFormatStyle.Field)] =
                [(.year, .year), (.month, .month), (.week, .week), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second)]
            let threshold = order.firstIndex { $0.0 == thresholdField } ?? 0
            let fields = order.enumerated().filter { $0.offset >= threshold && allowedFields.contains($0.element.0) }.map(\.element.1)
            var units = _DateComponentsFormatStyle(style: .wide, locale: _locale, fields: Set(fields))
            units.maxFieldCount = maxFieldCount
            let words = units.format(min(date, anchor)..<max(date, anchor))
            return AttributedString(seconds > 0 ? "in " + words : words + " ago")
        }
    }

    /// A timer over an interval: "4:32", "1:23:45", counting down from the whole interval to zero
    /// or up from zero, clamped to the interval.
    public struct Timer: FormatStyle, DiscreteFormatStyle, Sendable {
        public var interval: Range<Date>
        public var countsDown: Bool
        public var showsHours: Bool
        public var maxFieldCount: Int
        public var maxPrecision: Duration

        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval; countsDown = true; self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount; self.maxPrecision = maxPrecision
        }

        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
            countsDown = false
        }

        public func format(_ date: Date) -> AttributedString {
            let moment = min(max(date, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
            return AttributedString(ClockReading(seconds: seconds, precision: maxPrecision, showsHours: showsHours,
                                                 maxFieldCount: maxFieldCount, padsLeadingField: false).text)
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-maxPrecision.seconds) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(maxPrecision.seconds) }
    }

    /// A stopwatch from a start date: "00:05.23", "45:30.12", "01:00:00.00" (hundredths by default).
    public struct Stopwatch: FormatStyle, DiscreteFormatStyle, Sendable {
        public var startDate: Date
        public var showsHours: Bool
        public var maxFieldCount: Int
        public var maxPrecision: Duration

        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate; self.showsHours = showsHours; self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        public func format(_ date: Date) -> AttributedString {
            AttributedString(ClockReading(seconds: max(date.timeIntervalSince(startDate), 0), precision: maxPrecision,
                                          showsHours: showsHours, maxFieldCount: maxFieldCount, padsLeadingField: true).text)
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-maxPrecision.seconds) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(maxPrecision.seconds) }
    }
}

/// The date styles that read in whole seconds: their locale, and inputs a second apart (not Apple
/// API, hence the underscore).
public protocol _SecondTickingDateStyle: DiscreteFormatStyle where FormatInput == Date {
    var _locale: Locale { get set }
}

extension _SecondTickingDateStyle {
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy._locale = locale
        return copy
    }

    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
}

/// A clock face reading of a number of seconds: `m:ss` (`mm:ss` for a stopwatch), hours in front
/// from an hour on when shown, and as many fraction digits as a precision below a second asks for.
private struct ClockReading {
    let text: String

    init(seconds: TimeInterval, precision: Duration, showsHours: Bool, maxFieldCount: Int, padsLeadingField: Bool) {
        let step = max(precision.seconds, 0.001)
        let digits = step >= 1 ? 0 : min(Int((-log10(step)).rounded(.up)), 3)
        let scale = pow(10, Double(digits))
        let ticks = Int((max(seconds, 0) * scale + 1e-6).rounded(.down))
        let whole = ticks / Int(scale), fraction = ticks % Int(scale)
        let hours = whole / 3600, minutes = whole / 60 % 60, secs = whole % 60
        let lead = padsLeadingField ? "%02d" : "%d"
        var fields = showsHours && hours > 0
            ? [String(format: lead, hours), String(format: "%02d", minutes), String(format: "%02d", secs)]
            : [String(format: lead, showsHours ? minutes : whole / 60), String(format: "%02d", secs)]
        let fractionShown = digits > 0 && fields.count < max(maxFieldCount, 2)
        fields = Array(fields.prefix(max(maxFieldCount, 1)))
        let clock = fields.joined(separator: ":")
        text = fractionShown ? clock + "." + String(format: "%0\(digits)d", fraction) : clock
    }
}

/// The sign in front of an offset, as a number format's sign strategy writes it.
private enum SignedValue {
    static func prefix(for value: Double, _ strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> String {
        let written = (value < 0 ? -1 : 1).formatted(.number.sign(strategy: strategy))
        return written.hasPrefix("-") ? "-" : written.hasPrefix("+") ? "+" : ""
    }
}

extension Duration {
    /// The duration in seconds, fractions included.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> Self {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    public static func reference(to anchor: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                                 maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .year) -> Self {
        SystemFormatStyle.DateReference(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> Self {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}
