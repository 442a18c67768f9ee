import Foundation

extension Date.ComponentsFormatStyle {
    /// How `.components(style:fields:)` writes units. Foundation on Linux declares
    /// `Date.ComponentsFormatStyle` and its `Field`s but not the style or the formatting, so Mockup
    /// adds them (`_DateComponentsFormatStyle`).
    public struct Style: Hashable, Codable, Sendable {
        let width: Width
        enum Width: Int, Codable, Sendable { case wide, abbreviated, condensedAbbreviated, narrow, spellOut }
        public static let wide = Style(width: .wide)
        public static let abbreviated = Style(width: .abbreviated)
        public static let condensedAbbreviated = Style(width: .condensedAbbreviated)
        public static let narrow = Style(width: .narrow)
        public static let spellOut = Style(width: .spellOut)
    }
}

/// The length of a date range in calendar units, as Foundation's `Date.ComponentsFormatStyle`
/// (iOS 16) formats it: "2 days, 1 hour, 5 minutes" (wide), "2 days, 1 hr, 5 min" (abbreviated),
/// "2d 1h 5m" (narrow). The range is split by the calendar into the chosen fields, largest first;
/// fields that come out zero are left out (all zero gives "0" of the smallest). Weeks and smaller
/// are worded by Foundation's `Duration.UnitsFormatStyle` (ICU's unit names); years and months in
/// the same widths by CLDR's English names, the render's locale. Not Apple API by this name: the
/// value `.components(style:fields:)` makes.
public struct _DateComponentsFormatStyle: FormatStyle, Sendable {
    public typealias FormatInput = Range<Date>
    public typealias FormatOutput = String
    public typealias Style = Date.ComponentsFormatStyle.Style
    public typealias Field = Date.ComponentsFormatStyle.Field

    /// Every field, largest first.
    private static let allFields: [Field] = [.year, .month, .week, .day, .hour, .minute, .second]

    public var style: Style
    public var locale: Locale
    public var calendar: Calendar
    public var fields: Set<Field>?
    /// At most this many fields, largest first (SwiftUI's `SystemFormatStyle` limits them; Foundation's style does not).
    var maxFieldCount = Int.max

    public init(style: Style, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent,
                fields: Set<Field>? = nil) {
        self.style = style; self.locale = locale; self.calendar = calendar; self.fields = fields
    }

    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
    }

    public func format(_ range: Range<Date>) -> String {
        let chosen = Self.allFields.filter { fields?.contains($0) ?? true }
        guard let smallest = chosen.last else { return "" }
        let amounts = Array(split(range, into: chosen).filter { $0.amount != 0 }.prefix(max(maxFieldCount, 1)))
        let shown = amounts.isEmpty ? [(field: smallest, amount: 0)] : amounts
        let parts = shown.map { word(for: $0.amount, of: $0.field) }
        switch style.width {
        case .wide, .abbreviated, .spellOut: return parts.joined(separator: ", ")
        case .narrow, .condensedAbbreviated: return parts.joined(separator: " ")
        }
    }

    /// The range in the chosen fields, largest first, by the calendar.
    private func split(_ range: Range<Date>, into fields: [Field]) -> [(field: Field, amount: Int)] {
        var units: Set<Calendar.Component> = []
        for field in fields { units.insert(Self.component(of: field)) }
        let components = calendar.dateComponents(units, from: range.lowerBound, to: range.upperBound)
        return fields.map { field in
            let component = Self.component(of: field)
            return (field, component == .weekOfMonth ? components.weekOfMonth ?? 0 : components.value(for: component) ?? 0)
        }
    }

    private static func component(of field: Field) -> Calendar.Component {
        [Calendar.Component.year, .month, .weekOfMonth, .day, .hour, .minute, .second][allFields.firstIndex(of: field) ?? 6]
    }

    /// "2 hours", "1 yr", "3d": one field's amount in the style's width.
    private func word(for amount: Int, of field: Field) -> String {
        if style.width == .spellOut {
            let number = NumberFormatter()
            number.numberStyle = .spellOut
            number.locale = locale
            let spelled = number.string(from: NSNumber(value: amount)) ?? "\(amount)"
            return spelled + Style.wide.words(for: amount, of: field).dropFirst("\(amount)".count)
        }
        return style.words(for: amount, of: field)
    }
}

extension Date.ComponentsFormatStyle.Style {
    /// One amount of one field in this width: years and months from CLDR's English unit names,
    /// smaller fields through `Duration.UnitsFormatStyle`.
    fileprivate func words(for amount: Int, of field: Date.ComponentsFormatStyle.Field) -> String {
        let plural = abs(amount) != 1
        switch field {
        case .year:
            switch width {
            case .wide, .spellOut: return "\(amount) year" + (plural ? "s" : "")
            case .abbreviated, .condensedAbbreviated: return "\(amount) yr" + (plural ? "s" : "")
            case .narrow: return "\(amount)y"
            }
        case .month:
            switch width {
            case .wide, .spellOut: return "\(amount) month" + (plural ? "s" : "")
            case .abbreviated, .condensedAbbreviated: return "\(amount) mth" + (plural ? "s" : "")
            case .narrow: return "\(amount)m"
            }
        default:
            let unit: Duration.UnitsFormatStyle.Unit, seconds: Int64
            switch field {
            case .week: (unit, seconds) = (.weeks, 604_800)
            case .day: (unit, seconds) = (.days, 86_400)
            case .hour: (unit, seconds) = (.hours, 3_600)
            case .minute: (unit, seconds) = (.minutes, 60)
            default: (unit, seconds) = (.seconds, 1)
            }
            let unitWidth: Duration.UnitsFormatStyle.UnitWidth
            switch width {
            case .wide, .spellOut: unitWidth = .wide
            case .abbreviated: unitWidth = .abbreviated
            case .condensedAbbreviated: unitWidth = .condensedAbbreviated
            case .narrow: unitWidth = .narrow
            }
            return Duration.seconds(Int64(amount) * seconds)
                .formatted(.units(allowed: [unit], width: unitWidth, zeroValueUnits: .show(length: 1)))
        }
    }
}

extension FormatStyle where Self == _DateComponentsFormatStyle {
    /// The length of a date range in calendar units: `(start..<end).formatted(.components(style: .wide))`.
    public static func components(style: Date.ComponentsFormatStyle.Style,
                                  fields: Set<Date.ComponentsFormatStyle.Field>? = nil) -> Self {
        _DateComponentsFormatStyle(style: style, fields: fields)
    }
}
