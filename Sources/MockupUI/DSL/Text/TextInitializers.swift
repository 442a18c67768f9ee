import Foundation

extension Text {
    /// A date shown in `style`, in en_US and UTC (renders never read the machine's clock or zone).
    /// Relative styles (`.relative`, `.offset`, `.timer`) measure from the render's moment
    /// (`TimelineViewStill.date`, which the code's `Date()` reads too).
    public init(_ date: Date, style: DateStyle) {
        self.init(content: .formatted(Text.formatting(date, style: style)))
    }

    /// The dates from the lower to the upper bound, as Foundation's date interval style
    /// (`"1/1/25, 9:41 AM – 10:41 AM"`) in the render's locale and UTC.
    public init(_ dates: ClosedRange<Date>) {
        self.init(content: .formatted(Text.formatting(dates)))
    }

    /// The interval's start to its end, as `Text(start...end)`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// How `Text(date, style:)` writes `date` in a locale.
    nonisolated static func formatting(_ date: Date, style: DateStyle) -> (Locale) -> String {
        { locale in
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch style {
            case .time:
                formatter.dateStyle = .none; formatter.timeStyle = .short
                return formatter.string(from: date)
            case .date:
                formatter.dateStyle = .long; formatter.timeStyle = .none
                return formatter.string(from: date)
            case .timer: return timerString(seconds: abs(date.timeIntervalSince(TimelineViewStill.date)), showsHours: true)
            case .offset: return RelativeDateStyle.offset(of: date, from: TimelineViewStill.date)
            default: return RelativeDateStyle.relative(date, to: TimelineViewStill.date)
            }
        }
    }

    /// How `Text(dates)` writes a range of dates in a locale.
    nonisolated static func formatting(_ dates: ClosedRange<Date>) -> (Locale) -> String {
        { locale in
            var style = Date.IntervalFormatStyle()
            style.locale = locale
            style.timeZone = TimeZone(identifier: "UTC")!
            return style.format(dates.lowerBound..<dates.upperBound)
        }
    }

    /// An attributed string: its characters laid out as one paragraph, each run in its own font,
    /// colour, background colour, decorations, spacing, baseline offset and typesetting language
    /// (`languageIdentifier`), bold, italic, monospaced or struck through as its Markdown intent
    /// says; links in the tint colour.
    @_disfavoredOverload   // Foundation's AttributedString is a string literal on Linux: literals stay keys
    public init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs.map { run -> Text in
            var text = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[FontAttribute.self] { text = text.font(font) }
            if let color = run[ForegroundColorAttribute.self] { text = text.foregroundColor(color) }
            else if run.link != nil { text = text.foregroundStyle(.tint) }
            if let line = run[StrikethroughStyleAttribute.self] { text = text.strikethrough(pattern: line.pattern, color: line.color) }
            if let line = run[UnderlineStyleAttribute.self] { text = text.underline(pattern: line.pattern, color: line.color) }
            if let color = run[BackgroundColorAttribute.self] { text = text.adding { $0[TextHighlightKey.self] = color } }
            if let kern = run[KerningAttribute.self] { text = text.kerning(kern) }
            if let tracking = run[TrackingAttribute.self] { text = text.tracking(tracking) }
            if let offset = run[BaselineOffsetAttribute.self] { text = text.baselineOffset(offset) }
            if let language = run.languageIdentifier {
                text = text.typesettingLanguage(Locale.Language(identifier: language))
            }
            if let intent = run[InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { text = text.bold() }
                if intent.contains(.emphasized) { text = text.italic() }
                if intent.contains(.code) { text = text.adding { $0.setCodeFont() } }
                if intent.contains(.strikethrough) { text = text.strikethrough() }
            }
            return text
        }
        self.init(content: .concatenation(runs))
    }
}

extension Text {
    /// `subject` formatted by `formatter`; a formatter left on the machine's locale or time zone
    /// takes the render's locale and UTC, so renders never depend on the machine. SwiftUI asks for a `ReferenceConvertible` or `NSObject`
    /// subject; Foundation on Linux does not mark `Date` and its siblings `ReferenceConvertible`, so
    /// any subject is accepted here.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(content: .formatted(Text.formatting(subject, formatter: formatter)))
    }

    /// How `Text(subject, formatter:)` writes `subject` in a locale.
    nonisolated static func formatting<Subject>(_ subject: Subject, formatter: Formatter) -> (Locale) -> String {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        return { locale in
            // The machine's locale and time zone (a formatter's defaults) give way to the render's.
            let local = formatter.copy() as? Formatter ?? formatter
            if let dates = local as? DateFormatter {
                if dates.locale.identifier == Locale.current.identifier { dates.locale = locale }
                if dates.timeZone == TimeZone.current { dates.timeZone = TimeZone(identifier: "UTC") }
            }
            if let numbers = local as? NumberFormatter, numbers.locale.identifier == Locale.current.identifier {
                numbers.locale = locale
            }
            return local.string(for: subject) ?? ""
        }
    }

    /// A localized string looked up in the app's string table `tableName` (`Localizable` when nil);
    /// the key's own text when the table lacks it.
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(content: .key(key.localized(table: tableName)))
    }
}
