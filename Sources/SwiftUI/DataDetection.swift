import Foundation

/// What `NSDataDetector` finds in a string: email addresses and links, phone numbers, and English
/// date phrases read against the render's moment (`TimelineViewStill.date`) in the current calendar. A phrase without a time is at noon,
/// as Apple's detector reports it; `tonight` is 21:00 (Mockup's choice). Overlapping finds keep the
/// one that starts first.
enum DataDetection {
    typealias Find = (range: NSRange, value: DetectedTextResult.Value)

    static func results(in string: String, range: NSRange, types: NSTextCheckingTypes) -> [NSTextCheckingResult] {
        let wants = { (type: NSTextCheckingResult.CheckingType) in types & type.rawValue != 0 }
        var finds: [Find] = []
        if wants(.link) { finds += links(in: string, range: range) }
        if wants(.date) { finds += dates(in: string, range: range) }
        if wants(.phoneNumber) { finds += phoneNumbers(in: string, range: range) }
        // At one start the longer find wins, then links over dates over phone numbers (a date such
        // as 2026-03-14 is also eight digits).
        let ordered = finds.enumerated().sorted { a, b in
            (a.element.range.location, -a.element.range.length, a.offset) < (b.element.range.location, -b.element.range.length, b.offset)
        }
        var kept: [Find] = []
        for (_, find) in ordered where kept.last.map({ NSMaxRange($0.range) <= find.range.location }) ?? true {
            kept.append(find)
        }
        return kept.map { DetectedTextResult($0.value, range: $0.range) }
    }

    // MARK: Links and phone numbers

    private static func expression(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants of this file, so they always compile.
        try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }

    private static let email = expression(#"[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}"#)
    private static let link = expression(
        #"\b(?:(?:https?|ftp)://[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|app|dev|edu|gov|me|ai|uk|de|fr|es|it|nl|jp|ca|au)\b(?:/[^\s<>"]*)?)"#)
    private static let phone = expression(#"(?<![\w+/])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d(?:[ .-]?\d){6,14}(?![\w/])"#)

    private static func links(in string: String, range: NSRange) -> [Find] {
        let text = string as NSString
        let emails: [Find] = email.matches(in: string, range: range).compactMap { match in
            URL(string: "mailto:" + text.substring(with: match.range)).map { (match.range, .link($0)) }
        }
        let others: [Find] = link.matches(in: string, range: range).compactMap { match in
            // Sentence punctuation after a link is not part of it.
            var found = text.substring(with: match.range)
            while let last = found.last, ".,;:!?)]'\"".contains(last) { found.removeLast() }
            let trimmed = NSRange(location: match.range.location, length: (found as NSString).length)
            guard !emails.contains(where: { NSIntersectionRange($0.range, trimmed).length > 0 }) else { return nil }
            let hasScheme = found.range(of: "://") != nil
            return URL(string: hasScheme ? found : "http://" + found).map { (trimmed, .link($0)) }
        }
        return emails + others
    }

    private static func phoneNumbers(in string: String, range: NSRange) -> [Find] {
        let text = string as NSString
        return phone.matches(in: string, range: range).compactMap { match in
            let number = text.substring(with: match.range)
            let digits = number.filter(\.isNumber).count
            return (7...15).contains(digits) ? (match.range, .phoneNumber(number)) : nil
        }
    }

    // MARK: Dates

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    private static let monthPattern = #"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"#
    private static let weekdayPattern = #"(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)"#
    private static let timePattern = #"(?:\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)|\s+at\s+(\d{1,2})(?::(\d{2}))?|\s+(\d{1,2}):(\d{2}))?"#

    /// The date phrases: each kind's pattern, then an optional time.
    private static let phrases: [(kind: PhraseKind, expression: NSRegularExpression)] = [
        (.relativeDay, expression(#"\b(today|tonight|tomorrow|tmrw|yesterday)\b"# + timePattern)),
        (.offset, expression(#"\bin\s+(\d+|an?|one|two|three)\s+(minutes?|hours?|days?|weeks?|months?|years?)\b"#)),
        (.nextPeriod, expression(#"\bnext\s+(week|month|year)\b"# + timePattern)),
        (.weekday, expression(#"\b(?:(next|this)\s+)?"# + weekdayPattern + #"\b"# + timePattern)),
        (.monthDay, expression(#"\b"# + monthPattern + #"\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b"# + timePattern)),
        (.dayMonth, expression(#"\b(\d{1,2})(?:st|nd|rd|th)?\s+"# + monthPattern + #"(?:,?\s+(\d{4}))?\b"# + timePattern)),
        (.isoDate, expression(#"\b(\d{4})-(\d{2})-(\d{2})\b"# + timePattern)),
        (.slashDate, expression(#"\b(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b"# + timePattern)),
        (.time, expression(#"\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)(?!\w)|\bat\s+(\d{1,2}):(\d{2})\b|\b(\d{1,2}):(\d{2})\b"#)),
    ]

    private enum PhraseKind { case relativeDay, offset, nextPeriod, weekday, monthDay, dayMonth, isoDate, slashDate, time }

    private static func dates(in string: String, range: NSRange) -> [Find] {
        let text = string as NSString
        let now = TimelineViewStill.date, calendar = Calendar.current
        return phrases.flatMap { kind, expression in
            expression.matches(in: string, range: range).compactMap { match -> Find? in
                let group = { (index: Int) -> String? in
                    let range = match.range(at: index)
                    return range.location == NSNotFound ? nil : text.substring(with: range).lowercased()
                }
                return date(kind, group, now: now, calendar: calendar).map { (match.range, .date($0, 0)) }
            }
        }
    }

    /// The date a phrase of `kind` names, its capture groups read by `group`.
    private static func date(_ kind: PhraseKind, _ group: (Int) -> String?, now: Date, calendar: Calendar) -> Date? {
        let today = calendar.startOfDay(for: now)
        let day: Date?
        let timeGroup: Int
        switch kind {
        case .relativeDay:
            let offsets = ["yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1, "tmrw": 1]
            day = calendar.date(byAdding: .day, value: offsets[group(1) ?? ""] ?? 0, to: today)
            if group(1) == "tonight", group(2) == nil, group(5) == nil, group(7) == nil { return calendar.date(byAdding: .hour, value: 21, to: today) }
            timeGroup = 2
        case .offset:
            let words = ["a": 1, "an": 1, "one": 1, "two": 2, "three": 3]
            guard let count = Int(group(1) ?? "") ?? words[group(1) ?? ""], let unit = group(2) else { return nil }
            let component: Calendar.Component = unit.hasPrefix("minute") ? .minute : unit.hasPrefix("hour") ? .hour : unit.hasPrefix("day") ? .day
                : unit.hasPrefix("week") ? .weekOfYear : unit.hasPrefix("month") ? .month : .year
            return calendar.date(byAdding: component, value: count, to: now)
        case .nextPeriod:
            let component: Calendar.Component = group(1) == "week" ? .weekOfYear : group(1) == "month" ? .month : .year
            day = calendar.date(byAdding: component, value: 1, to: today)
            timeGroup = 2
        case .weekday:
            guard let name = group(2), let weekday = weekdays.firstIndex(where: { name.hasPrefix($0) }) else { return nil }
            let ahead = (weekday + 1 - calendar.component(.weekday, from: today) + 7) % 7
            day = calendar.date(byAdding: .day, value: ahead == 0 && group(1) == "next" ? 7 : ahead, to: today)
            timeGroup = 3
        case .monthDay, .dayMonth:
            let (monthGroup, dayGroup) = kind == .monthDay ? (1, 2) : (2, 1)
            guard let name = group(monthGroup), let month = months.firstIndex(where: { name.hasPrefix($0) }),
                  let dayNumber = Int(group(dayGroup) ?? "") else { return nil }
            day = calendarDay(year: group(3).flatMap { Int($0) }, month: month + 1, day: dayNumber, today: today, calendar: calendar)
            timeGroup = 4
        case .isoDate:
            guard let year = Int(group(1) ?? ""), let month = Int(group(2) ?? ""), let dayNumber = Int(group(3) ?? "") else { return nil }
            day = calendarDay(year: year, month: month, day: dayNumber, today: today, calendar: calendar)
            timeGroup = 4
        case .slashDate:
            // en_US order: month / day / year.
            guard let month = Int(group(1) ?? ""), let dayNumber = Int(group(2) ?? "") else { return nil }
            let year = group(3).flatMap { Int($0) }.map { $0 < 100 ? 2000 + $0 : $0 }
            day = calendarDay(year: year, month: month, day: dayNumber, today: today, calendar: calendar)
            timeGroup = 4
        case .time:
            day = today
            timeGroup = 1
        }
        guard let day else { return nil }
        guard let (hour, minute) = time(group, from: timeGroup) else { return calendar.date(byAdding: .hour, value: 12, to: day) }
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
    }

    /// The day of a month and day (in `year`, else the next such day from today), nil when there is none.
    private static func calendarDay(year: Int?, month: Int, day: Int, today: Date, calendar: Calendar) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        let thisYear = calendar.component(.year, from: today)
        var components = DateComponents(year: year ?? thisYear, month: month, day: day)
        guard var date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        if year == nil, date < today {
            components.year = thisYear + 1
            date = calendar.date(from: components) ?? date
        }
        return date
    }

    /// The hour and minute of a time phrase's seven groups from `first`: `5:30 pm`, `at 5`, `17:30`.
    private static func time(_ group: (Int) -> String?, from first: Int) -> (Int, Int)? {
        if let hourText = group(first), var hour = Int(hourText), let meridiem = group(first + 2) {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem.hasPrefix("p") ? 12 : 0)
            return (hour, Int(group(first + 1) ?? "0") ?? 0)
        }
        for (hourGroup, minuteGroup) in [(first + 3, first + 4), (first + 5, first + 6)] {
            if let hour = Int(group(hourGroup) ?? ""), (0...23).contains(hour) {
                let minute = Int(group(minuteGroup) ?? "0") ?? 0
                if (0...59).contains(minute) { return (hour, minute) }
            }
        }
        return nil
    }
}
