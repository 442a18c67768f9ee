import Foundation

/// Declarations added to a guide's runner so that what the guide's code formats in "the device's"
/// locale and time zone (`price.formatted(.currency(code: "USD"))`, `date.formatted()`,
/// `NumberFormatter()`, `Locale.current`) reads as on an iPhone set to US English, in UTC, as the
/// engine's own `Text(_:format:)` does, and its "now" (`Date()`, `Date.now`) is the moment a render
/// shows (`TimelineViewStill.date`), so its output never depends on the machine. Foundation on Linux
/// formats in world English ("US$12.50", "1 Jan 1970") and the machine's zone and clock;
/// declarations in the guide's own module take precedence over Foundation's, so these shadow its
/// defaults without changing the guide's code. A locale, zone or date the code sets itself is kept.
/// Each part is left out when the guide declares one of its names itself. The declarations are public,
/// as Foundation's are, so a public function of the guide's may name them in a default argument
/// (`calendar: Calendar = .current`, `date: Date = .now`).
enum DeviceDefaultsPrelude {
    /// The declarations of the formatting part; a guide that declares any of them keeps Foundation's.
    /// Only declarations that would clash count (a `@State var current: Int` does not).
    static let declaredNames = ["func formatted()", "func formatted(date", "static func currency(", "static var dateTime",
                                "static var current", "static let current", "static var autoupdatingCurrent",
                                "class NumberFormatter", "class DateFormatter"]

    /// The declarations of the clock part.
    static let clockNames = ["static var now", "static let now", "var timeIntervalSinceNow", "init(timeIntervalSinceNow"]

    /// The prelude for a guide whose code is `source`, without the parts whose names it declares.
    static func source(for source: String) -> String {
        let declaresDateInit = source.contains(#/extension\s+Date\b[^{]*\{[^}]*\binit\(\)/#)
        let clockIsOwn = declaresDateInit || clockNames.contains { source.contains($0) }
        return (declaredNames.contains { source.contains($0) } ? "" : formatting) + (clockIsOwn ? "" : clock)
    }

    static let clock = """

        // The render's moment for code that reads the clock (DeviceDefaultsPrelude).
        extension Date {
            public init() { self = TimelineViewStill.date }
            public init(timeIntervalSinceNow interval: TimeInterval) { self = TimelineViewStill.date.addingTimeInterval(interval) }
            public static var now: Date { TimelineViewStill.date }
            public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(TimelineViewStill.date) }
        }

        """

    static let formatting = """

        // The render's locale, time zone and calendar for code that uses the device's (DeviceDefaultsPrelude):
        // those of the engine's environment, as `Text(_:format:)` uses (en_US, UTC, Gregorian).
        private let __mockupDevice = EnvironmentValues()
        private let __mockupLocale = __mockupDevice.locale
        private let __mockupTimeZone = __mockupDevice.timeZone

        extension Locale {
            public static var current: Locale { __mockupLocale }
            public static var autoupdatingCurrent: Locale { __mockupLocale }
        }

        extension TimeZone {
            public static var current: TimeZone { __mockupTimeZone }
            public static var autoupdatingCurrent: TimeZone { __mockupTimeZone }
        }

        extension Calendar {
            public static var current: Calendar { __mockupDevice.calendar }
            public static var autoupdatingCurrent: Calendar { __mockupDevice.calendar }
        }

        public class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
            public override init() {
                super.init()
                locale = __mockupLocale
            }
            public required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        public class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
            public override init() {
                super.init()
                locale = __mockupLocale
                timeZone = __mockupTimeZone
            }
            public required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        extension FormatStyle {
            public static func currency<Value: BinaryFloatingPoint>(code: String) -> Self where Self == FloatingPointFormatStyle<Value>.Currency {
                FloatingPointFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            public static func currency<Value: BinaryInteger>(code: String) -> Self where Self == IntegerFormatStyle<Value>.Currency {
                IntegerFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            public static func currency(code: String) -> Self where Self == Decimal.FormatStyle.Currency {
                Decimal.FormatStyle.Currency(code: code, locale: __mockupLocale)
            }
        }

        extension FormatStyle where Self == Date.FormatStyle {
            public static var dateTime: Self { Date.FormatStyle(locale: __mockupLocale, timeZone: __mockupTimeZone) }
        }

        extension BinaryInteger {
            public func formatted() -> String { IntegerFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension BinaryFloatingPoint {
            public func formatted() -> String { FloatingPointFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension Decimal {
            public func formatted() -> String { Decimal.FormatStyle(locale: __mockupLocale).format(self) }
        }

        extension Date {
            public func formatted() -> String { formatted(date: .numeric, time: .shortened) }
            public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
                Date.FormatStyle(date: date, time: time, locale: __mockupLocale, timeZone: __mockupTimeZone).format(self)
            }
        }

        """
}
