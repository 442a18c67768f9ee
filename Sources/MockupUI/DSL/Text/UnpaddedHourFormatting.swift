import Foundation

extension Date.FormatStyle {
    /// `date` in this style as an iPhone formats it. An hour asked for in default digits without a day
    /// period (`.hour(.defaultDigits(amPM: .omitted))`, the `J` skeleton) reads "1:05" in a 12-hour
    /// locale on iOS; Foundation on Linux pads it to "01:05". Its leading zero is dropped here; a
    /// two-digit hour (`.twoDigits(amPM: .omitted)`) and a 24-hour locale's hour ("01:05" in en_GB, as
    /// on iOS) are kept as Foundation writes them.
    public func formattedWithUnpaddedHour(_ date: Date) -> String {
        guard asksForDefaultDigitHourWithoutDayPeriod, Self.usesTwelveHourClock(locale) else { return format(date) }
        let parts = attributed.format(date)
        return parts.runs.map { run in
            let text = String(parts[run.range].characters)
            guard run.foundation.dateField == .hour, text.count == 2, text.first?.wholeNumberValue == 0 else { return text }
            return String(text.dropFirst())
        }.joined()
    }

    /// Whether the style's hour symbol is the `J` skeleton (Foundation's `defaultDigits(amPM: .omitted)`,
    /// `conversationalDefaultDigits(amPM: .omitted)` and `defaultDigitsNoAMPM`). The symbols are
    /// internal to Foundation; its `Codable` form names them by skeleton.
    private var asksForDefaultDigitHourWithoutDayPeriod: Bool {
        guard let data = try? JSONEncoder().encode(self),
              let style = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = style["symbols"] as? [String: Any] else { return false }
        return symbols["hour"] as? String == "J"
    }

    /// Whether `locale` writes hours on a 12-hour clock (its preferred hour pattern is `h` or `K`).
    private static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? ""
        return pattern.contains("h") || pattern.contains("K")
    }
}
