import Foundation

/// Foundation's relative date formatter ("2 hours ago", "yesterday"), which swift-corelibs-foundation
/// lacks; it formats through Foundation's `Date.AnchoredRelativeFormatStyle`, so the words are
/// ICU's, as on Apple platforms.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers ("1 day ago") or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0, named = 1
    }

    /// How units are written: "2 hours", "two hours", "2 hr.", "2h".
    public enum UnitsStyle: Int, Sendable {
        case full = 0, spellOut = 1, short = 2, abbreviated = 3
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate` ("in 2 days" when it is two days later).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
                                         unitsStyle: formatUnits, locale: locale ?? .current, calendar: calendar ?? .current,
                                         capitalizationContext: capitalization).format(referenceDate)
    }

    /// A time `dateComponents` from now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = TimelineViewStill.date
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A time `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = TimelineViewStill.date
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// A `Date` relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: TimelineViewStill.date)
    }

    /// Foundation's styles for ICU's: full is wide, short abbreviated and abbreviated narrow.
    private var formatUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .abbreviated
        case .abbreviated: return .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        case .standalone: return .standalone
        case .listItem: return .listItem
        default: return .unknown
        }
    }
}
