import Foundation

extension FormatStyle where FormatOutput == String {
    /// `input` formatted in `locale`, as `Text(_:format:)` shows it. A relative date
    /// (`.relative(presentation:unitsStyle:)`, "2 hours ago") is relative to the render's moment
    /// (`TimelineViewStill.date`), which the code's `Date()` also reads: Foundation's style would read
    /// the machine's clock, so a date the code made "today" would read "last year".
    package func formattedAtRenderMoment(_ input: FormatInput, locale: Locale) -> String {
        if let relative = self as? Date.RelativeFormatStyle, let date = input as? Date {
            // The device's calendar (and so its zone, where days begin) is the render's, not the machine's.
            let calendar = relative.calendar == .autoupdatingCurrent ? EnvironmentValues().calendar : relative.calendar
            return Date.AnchoredRelativeFormatStyle(anchor: date, presentation: relative.presentation, unitsStyle: relative.unitsStyle,
                                                    locale: locale, calendar: calendar,
                                                    capitalizationContext: relative.capitalizationContext)
                .format(TimelineViewStill.date)
        }
        if let style = self as? Date.FormatStyle, let date = input as? Date {
            return style.locale(locale).formattedWithUnpaddedHour(date)
        }
        return self.locale(locale).format(input)
    }
}
