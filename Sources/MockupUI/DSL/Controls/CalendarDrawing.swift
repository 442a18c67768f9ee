import Foundation

/// iOS's inline calendar (UIDatePicker's `.inline` style), as a `.graphical` `DatePicker` and a
/// `MultiDatePicker` draw it at rest: a header with the month and year and a disclosure chevron,
/// the previous and next month chevrons; a row of weekday abbreviations ("SUN"…"SAT" from the
/// locale's first weekday); the month's days in a grid six weeks tall. A selected day is drawn in
/// the tint, semibold, on a circle of the tint at low opacity; today (the render's moment,
/// `TimelineViewStill.date`, which a guide's `Date()` reads) in the tint, as UIDatePicker highlights
/// it; a day the picker's range leaves out is in the quaternary label colour. Dates are in the Gregorian calendar in UTC, as every date a
/// render draws, so a still does not depend on the machine's time zone.
struct CalendarDrawing: View {
    /// A day in the month shown.
    let month: Date
    /// The selected days of that month (day numbers).
    let selectedDays: Set<Int>
    /// The days that may be picked.
    let pickable: PickableDays
    @Environment(\.locale) private var locale

    /// The calendar of every date a render draws, with the locale's first weekday.
    static func calendar(for locale: Locale) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = locale
        return calendar
    }

    var body: some View {
        let calendar = Self.calendar(for: locale)
        VStack(spacing: 0) {
            header(calendar)
            weekdayRow(calendar)
            grid(calendar)
        }
        .padding(.bottom, SystemMetrics.calendarBottomPadding)
    }

    /// "January 2025 ›" leading, "‹  ›" trailing.
    private func header(_ calendar: Calendar) -> some View {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return HStack(spacing: SystemMetrics.calendarTitleChevronGap) {
            Text(verbatim: formatter.string(from: month)).font(SystemMetrics.calendarTitleFont)
            Image(systemName: "chevron.forward").font(SystemMetrics.calendarTitleChevronFont).foregroundStyle(.tint)
            Spacer(minLength: 0)
            HStack(spacing: SystemMetrics.calendarMonthChevronSpacing) {
                Image(systemName: "chevron.backward")
                Image(systemName: "chevron.forward")
            }
            .font(SystemMetrics.calendarMonthChevronFont)
            .foregroundStyle(.tint)
        }
        .padding(.leading, SystemMetrics.calendarHeaderLeadingInset)
        .padding(.trailing, SystemMetrics.calendarHeaderTrailingInset)
        .frame(height: SystemMetrics.calendarHeaderHeight)
    }

    private func weekdayRow(_ calendar: Calendar) -> some View {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        return HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
                Text(verbatim: symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased(with: locale))
                    .font(SystemMetrics.calendarWeekdayFont)
                    .foregroundStyle(SystemMetrics.tertiaryLabel)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: SystemMetrics.calendarWeekdayRowHeight)
    }

    /// Six weeks of seven days; the cells before the first day and after the last are empty.
    private func grid(_ calendar: Calendar) -> some View {
        let first = calendar.dateInterval(of: .month, for: month)!.start
        let dayCount = calendar.range(of: .day, in: .month, for: first)!.count
        let leadingBlanks = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        return VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - leadingBlanks + 1
                        Group {
                            if (1...dayCount).contains(day) {
                                let date = calendar.date(byAdding: .day, value: day - 1, to: first)!
                                dayCell(day, allowed: pickable.contains(dayStartingAt: date),
                                        isToday: calendar.isDate(date, inSameDayAs: TimelineViewStill.date))
                            } else {
                                Color.clear
                            }
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: SystemMetrics.calendarRowHeight)
            }
        }
    }

    @ViewBuilder private func dayCell(_ day: Int, allowed: Bool, isToday: Bool) -> some View {
        let number = Text(verbatim: "\(day)")
        if selectedDays.contains(day) {
            number.font(SystemMetrics.calendarSelectedDayFont)
                .foregroundStyle(.tint)
                .frame(width: SystemMetrics.calendarSelectionDiameter, height: SystemMetrics.calendarSelectionDiameter)
                .background(Circle().fill(.tint).opacity(SystemMetrics.calendarSelectionOpacity))
        } else {
            number.font(SystemMetrics.calendarDayFont)
                .foregroundStyle(!allowed ? AnyShapeStyle(.quaternary) : isToday ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
        }
    }
}

/// UIKit's `UICalendarView` at rest: the inline calendar of `month` with `selectedDays` selected and
/// the days outside `earliest`…`latest` in the quaternary label colour.
package struct CalendarMonthDrawing: View {
    let month: Date
    let selectedDays: Set<Int>
    let pickable: PickableDays

    package init(month: Date, selectedDays: Set<Int>, earliest: Date?, latest: Date?) {
        self.month = month
        self.selectedDays = selectedDays
        pickable = PickableDays(earliest: earliest, end: latest)
    }

    /// The calendar every date a render draws is in (Gregorian, UTC), in `locale`.
    package static func calendar(for locale: Locale) -> Calendar { CalendarDrawing.calendar(for: locale) }

    package var body: some View { CalendarDrawing(month: month, selectedDays: selectedDays, pickable: pickable) }
}

/// The dates a picker's range allows (`in: start...end`, `start...`, `..<end`), as whole days.
struct PickableDays {
    var earliest: Date?
    var end: Date?
    /// Whether `end` itself may be picked (a closed range) or only what comes before it.
    var endIncluded = true

    static let all = PickableDays()

    /// Whether any moment of the day starting at `day` may be picked.
    func contains(dayStartingAt day: Date) -> Bool {
        if let earliest, day.addingTimeInterval(86_400) <= earliest { return false }
        if let end, endIncluded ? day > end : day >= end { return false }
        return true
    }
}
