import Foundation

/// Declarations added to a guide's runner so that what the guide's code formats in "the device's"
/// locale and time zone (`price.formatted(.currency(code: "USD"))`, `date.formatted()`,
/// `NumberFormatter()`, `Locale.current`) reads as on an iPhone set to US English, in UTC, as the
/// engine's own `Text(_:format:)` does, and its "now" (`Date()`, `Date.now`, `isDateInToday`) is the moment a render
/// shows (`TimelineViewStill.date`), so its output never depends on the machine. Foundation on Linux
/// formats in world English ("US$12.50", "1 Jan 1970") and the machine's zone and clock;
/// declarations in the guide's own module take precedence over Foundation's, so these shadow its
/// defaults without changing the guide's code. A locale, zone or date the code sets itself is kept.
/// Each part is left out when the guide declares one of its names itself. The declarations are public,
/// as Foundation's are, so a public function of the guide's may name them in a default argument
/// (`calendar: Calendar = .current`, `date: Date = .now`), and name Foundation's types by module: the
/// guide may declare its own `Locale` or `Date` (a catalog's page about the environment value).
enum DeviceDefaultsPrelude {
    /// The declarations of the formatting part; a guide that declares any of them keeps Foundation's.
    /// Only declarations that would clash count (a `@State var current: Int` does not).
    static let declaredNames = ["func formatted()", "func formatted(date", "static func currency(", "static var dateTime",
                                "static var current", "static let current", "static var autoupdatingCurrent"]

    /// Whether the code declares one of the clock part's names itself, in an extension of `Date` or
    /// `Calendar` (where it would clash); a `now` of the code's own types (`static let now = Date.now`
    /// on a model) does not count, and reads the render's moment through the prelude.
    static func declaresClock(_ source: String) -> Bool {
        source.contains(#/extension\s+(?:Foundation\.)?(?:Date|Calendar)\b[^{]*\{[^}]*\b(?:init\(\)|init\(timeIntervalSinceNow|static\s+(?:var|let)\s+now\b|var\s+timeIntervalSinceNow\b|func\s+isDateIn(?:Today|Yesterday|Tomorrow)\b)/#)
    }

    /// The prelude for a guide whose code is `source`, without the parts whose names it declares.
    static func source(for source: String) -> String {
        let clockIsOwn = declaresClock(source)
        // A `formatted` property on a type the prelude gives `formatted()` clashes with it too (on iOS, one
        // module's property and Foundation's method of that name live side by side).
        let declaresFormattedProperty = source.contains(
            #/extension\s+(?:Foundation\.)?(?:Date|Decimal|U?Int\d*|Double|Float\d*|CGFloat|Binary\w+|\w+Integer)\b[^{]*\{[^}]*\bvar\s+formatted\b/#)
        guard !declaresFormattedProperty && !declaredNames.contains(where: { source.contains($0) }) else { return clockIsOwn ? "" : clock }
        // A formatter class the code declares a type of its own name for (a catalog's `struct DateFormatter: View`) is its.
        let ownTypes = Set(source.matches(of: #/\b(?:class|struct|enum|actor|typealias)\s+(NumberFormatter|DateFormatter)\b/#).map { String($0.output.1) })
        let formatters = [("NumberFormatter", numberFormatter), ("DateFormatter", dateFormatter)].filter { !ownTypes.contains($0.0) }
        return formatting + formatters.map(\.1).joined() + (clockIsOwn ? "" : clock)
    }

    static let clock = """

        // The render's moment for code that reads the clock (DeviceDefaultsPrelude).
        extension Foundation.Date {
            public init() { self = TimelineViewStill.date }
            public init(timeIntervalSinceNow interval: Foundation.TimeInterval) { self = TimelineViewStill.date.addingTimeInterval(interval) }
            public static var now: Foundation.Date { TimelineViewStill.date }
            public var timeIntervalSinceNow: Foundation.TimeInterval { timeIntervalSince(TimelineViewStill.date) }
        }
        extension Foundation.Calendar {
            public func isDateInToday(_ date: Foundation.Date) -> Bool { isDate(date, inSameDayAs: TimelineViewStill.date) }
            public func isDateInYesterday(_ date: Foundation.Date) -> Bool { __mockupIsDate(date, daysFromNow: -1) }
            public func isDateInTomorrow(_ date: Foundation.Date) -> Bool { __mockupIsDate(date, daysFromNow: 1) }
            private func __mockupIsDate(_ date: Foundation.Date, daysFromNow days: Int) -> Bool {
                self.date(byAdding: .day, value: days, to: TimelineViewStill.date).map { isDate(date, inSameDayAs: $0) } ?? false
            }
        }

        """

    static let numberFormatter = """

        public class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
            public override init() {
                super.init()
                locale = __mockupLocale
            }
            public required init?(coder: Foundation.NSCoder) { super.init(coder: coder) }
        }

        """

    static let dateFormatter = """

        public class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
            public override init() {
                super.init()
                locale = __mockupLocale
                timeZone = __mockupTimeZone
            }
            public required init?(coder: Foundation.NSCoder) { super.init(coder: coder) }
        }

        """

    static let formatting = """

        // The render's locale, time zone and calendar for code that uses the device's (DeviceDefaultsPrelude):
        // those of the engine's environment, as `Text(_:format:)` uses (en_US, UTC, Gregorian).
        private let __mockupDevice = SwiftUI.EnvironmentValues()
        private let __mockupLocale = __mockupDevice.locale
        private let __mockupTimeZone = __mockupDevice.timeZone

        extension Foundation.Locale {
            public static var current: Foundation.Locale { __mockupLocale }
            public static var autoupdatingCurrent: Foundation.Locale { __mockupLocale }
        }

        extension Foundation.TimeZone {
            public static var current: Foundation.TimeZone { __mockupTimeZone }
            public static var autoupdatingCurrent: Foundation.TimeZone { __mockupTimeZone }
        }

        extension Foundation.Calendar {
            public static var current: Foundation.Calendar { __mockupDevice.calendar }
            public static var autoupdatingCurrent: Foundation.Calendar { __mockupDevice.calendar }
        }

        extension Foundation.FormatStyle {
            public static func currency<Value: BinaryFloatingPoint>(code: String) -> Self where Self == Foundation.FloatingPointFormatStyle<Value>.Currency {
                Foundation.FloatingPointFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            public static func currency<Value: BinaryInteger>(code: String) -> Self where Self == Foundation.IntegerFormatStyle<Value>.Currency {
                Foundation.IntegerFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            public static func currency(code: String) -> Self where Self == Foundation.Decimal.FormatStyle.Currency {
                Foundation.Decimal.FormatStyle.Currency(code: code, locale: __mockupLocale)
            }
        }

        extension Foundation.FormatStyle where Self == Foundation.Date.FormatStyle {
            public static var dateTime: Self { Foundation.Date.FormatStyle(locale: __mockupLocale, timeZone: __mockupTimeZone) }
        }

        extension BinaryInteger {
            public func formatted() -> String { Foundation.IntegerFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension BinaryFloatingPoint {
            public func formatted() -> String { Foundation.FloatingPointFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension Foundation.Decimal {
            public func formatted() -> String { Foundation.Decimal.FormatStyle(locale: __mockupLocale).format(self) }
        }

        extension Foundation.Date {
            public func formatted() -> String { formatted(date: .numeric, time: .shortened) }
            public func formatted(date: Foundation.Date.FormatStyle.DateStyle, time: Foundation.Date.FormatStyle.TimeStyle) -> String {
                Foundation.Date.FormatStyle(date: date, time: time, locale: __mockupLocale, timeZone: __mockupTimeZone).format(self)
            }
            public func formatted(_ style: Foundation.Date.FormatStyle) -> String { style.formattedWithUnpaddedHour(self) }
        }

        """
}
