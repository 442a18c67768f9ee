import Foundation

/// How `Text(date, style: .relative)` and `.offset` write the time between a date and now: its
/// largest calendar unit and the next one when not zero, in en_US's short unit names ("2 hr, 5 min", "1 yr, 1 mth"; Apple's examples
/// spell them out, iOS draws them short), in UTC's Gregorian calendar; the offset signed ("+2 hr",
/// "-3 mths"). Less than a second reads "0 sec".
enum RelativeDateStyle {
    static func relative(_ date: Date, to now: Date) -> String {
        units(between: min(date, now), and: max(date, now))
    }

    static func offset(of date: Date, from now: Date) -> String {
        let magnitude = relative(date, to: now)
        guard date != now, magnitude != "0 sec" else { return magnitude }
        return (date > now ? "+" : "-") + magnitude
    }

    private static let names: [(Calendar.Component, singular: String, plural: String)] = [
        (.year, "yr", "yrs"), (.month, "mth", "mths"), (.day, "day", "days"),
        (.hour, "hr", "hr"), (.minute, "min", "min"), (.second, "sec", "sec"),
    ]

    private static func units(between earlier: Date, and later: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = calendar.dateComponents(Set(names.map(\.0)), from: earlier, to: later)
        let values = names.map { components.value(for: $0.0) ?? 0 }
        guard let largest = values.firstIndex(where: { $0 > 0 }) else { return "0 sec" }
        // The largest unit, and the next smaller one when it is not zero ("2 hr", not "2 hr, 5 sec").
        return [largest, largest + 1].filter { $0 < values.count && values[$0] > 0 }.map { index in
            "\(values[index]) \(values[index] == 1 ? names[index].singular : names[index].plural)"
        }.joined(separator: ", ")
    }
}
