import Foundation

/// The wheels of UIDatePicker's `.wheels` style (a `.wheel` `DatePicker`), each as the five rows a
/// still shows around the selected value: for a date, month names, days and years in the locale's
/// order ("December | 2 | 2026" in en_US); for a time, hours, minutes and, where the locale uses a
/// 12-hour clock, AM and PM; for both, one column of days ("Wed Dec 2") before the time. Months,
/// days, hours and minutes wrap around as the wheels do; years and AM/PM do not.
enum DateWheelColumns {
    /// The columns for `date` showing `components`.
    static func columns(for date: Date, components: DatePickerComponents, calendar: Calendar,
                        locale: Locale) -> [WheelPickerDrawing.Column] {
        var columns: [WheelPickerDrawing.Column] = []
        if components.contains(.date) {
            columns += components.contains(.hourAndMinute)
                ? [dayColumn(date, calendar: calendar, locale: locale)]
                : dateColumns(date, calendar: calendar, locale: locale)
        }
        if components.contains(.hourAndMinute) || components.isEmpty {
            columns += timeColumns(date, calendar: calendar, locale: locale)
        }
        return columns
    }

    /// A column of the rows a still shows round the selected one: `neighbour(offset)` for each offset
    /// from it, nil where the wheel ends.
    private static func column(_ neighbour: (Int) -> String?) -> WheelPickerDrawing.Column {
        let reach = SystemMetrics.wheelVisibleRows
        let rows = (-reach...reach).map { offset in neighbour(offset).map { AnyView(Text(verbatim: $0)) } ?? AnyView(Color.clear) }
        return WheelPickerDrawing.Column(options: rows, selectedIndex: reach)
    }

    /// The value `offset` steps from `value` on a wheel of `count` values starting at `first`.
    private static func wrapped(_ value: Int, _ offset: Int, count: Int, first: Int) -> Int {
        ((value - first + offset) % count + count) % count + first
    }

    private static func dateColumns(_ date: Date, calendar: Calendar, locale: Locale) -> [WheelPickerDrawing.Column] {
        let month = calendar.component(.month, from: date)
        let day = calendar.component(.day, from: date)
        let year = calendar.component(.year, from: date)
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        let months = column { calendar.standaloneMonthSymbols[wrapped(month, $0, count: 12, first: 1) - 1] }
        let dayWheel = column { "\(wrapped(day, $0, count: days, first: 1))" }
        let years = column { year + $0 > 0 ? "\(year + $0)" : nil }
        // The locale's order of month, day and year in a full date.
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        let order: [(Character, WheelPickerDrawing.Column)] = [("M", months), ("d", dayWheel), ("y", years)]
        return order.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }
            .map(\.1)
    }

    private static func dayColumn(_ date: Date, calendar: Calendar, locale: Locale) -> WheelPickerDrawing.Column {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        // The wheel writes the locale's short weekday, month and day without commas ("Tue Dec 2").
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        formatter.dateFormat = formatter.dateFormat.replacingOccurrences(of: ",", with: "")
        return column { offset in calendar.date(byAdding: .day, value: offset, to: date).map(formatter.string(from:)) }
    }

    private static func timeColumns(_ date: Date, calendar: Calendar, locale: Locale) -> [WheelPickerDrawing.Column] {
        let hour = calendar.component(.hour, from: date)
        let minute = calendar.component(.minute, from: date)
        let minutes = column { String(format: "%02d", wrapped(minute, $0, count: 60, first: 0)) }
        let usesDayPeriods = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? true
        guard usesDayPeriods else {
            return [column { String(format: "%02d", wrapped(hour, $0, count: 24, first: 0)) }, minutes]
        }
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        let periods = [calendar.amSymbol, calendar.pmSymbol]
        let period = hour < 12 ? 0 : 1
        return [column { "\(wrapped(hour12, $0, count: 12, first: 1))" }, minutes,
                column { periods.indices.contains(period + $0) ? periods[period + $0] : nil }]
    }
}
