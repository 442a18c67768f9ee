import Foundation

/// Declarations added to a guide's runner so that what the guide's code formats in "the device's"
/// locale and time zone (`price.formatted(.currency(code: "USD"))`, `date.formatted()`,
/// `NumberFormatter()`, `Locale.current`) reads as on an iPhone set to US English, in UTC, as the
/// engine's own `Text(_:format:)` does. Foundation on Linux formats in world English ("US$12.50",
/// "1 Jan 1970") and the machine's zone; declarations in the guide's own module take precedence
/// over Foundation's, so these shadow its defaults without changing the guide's code. A locale or
/// zone the code sets itself is kept. Left out when the guide declares one of these names itself.
enum RenderLocalePrelude {
    /// The names the prelude declares; a guide that declares any of them keeps Foundation's.
    static let declaredNames = ["func formatted(", "func currency(", "var dateTime", "var current:", "var autoupdatingCurrent",
                                "class NumberFormatter", "class DateFormatter"]

    /// The prelude for a guide whose code is `source`; empty when the guide declares one of its names.
    static func source(for source: String) -> String {
        declaredNames.contains { source.contains($0) } ? "" : text
    }

    static let text = """

        // The render's locale and time zone for code that uses the device's (RenderLocalePrelude).
        private let __mockupLocale = Locale(identifier: "en_US")
        private let __mockupTimeZone = TimeZone(identifier: "UTC")!

        extension Locale {
            static var current: Locale { __mockupLocale }
            static var autoupdatingCurrent: Locale { __mockupLocale }
        }

        extension TimeZone {
            static var current: TimeZone { __mockupTimeZone }
            static var autoupdatingCurrent: TimeZone { __mockupTimeZone }
        }

        extension Calendar {
            static var current: Calendar {
                var calendar = Calendar(identifier: .gregorian)
                calendar.locale = __mockupLocale
                calendar.timeZone = __mockupTimeZone
                return calendar
            }
            static var autoupdatingCurrent: Calendar { current }
        }

        class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
            override init() {
                super.init()
                locale = __mockupLocale
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
            override init() {
                super.init()
                locale = __mockupLocale
                timeZone = __mockupTimeZone
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        extension FormatStyle {
            static func currency<Value: BinaryFloatingPoint>(code: String) -> Self where Self == FloatingPointFormatStyle<Value>.Currency {
                FloatingPointFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            static func currency<Value: BinaryInteger>(code: String) -> Self where Self == IntegerFormatStyle<Value>.Currency {
                IntegerFormatStyle<Value>.Currency(code: code, locale: __mockupLocale)
            }
            static func currency(code: String) -> Self where Self == Decimal.FormatStyle.Currency {
                Decimal.FormatStyle.Currency(code: code, locale: __mockupLocale)
            }
        }

        extension FormatStyle where Self == Date.FormatStyle {
            static var dateTime: Self { Date.FormatStyle(locale: __mockupLocale, timeZone: __mockupTimeZone) }
        }

        extension BinaryInteger {
            func formatted() -> String { IntegerFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension BinaryFloatingPoint {
            func formatted() -> String { FloatingPointFormatStyle<Self>(locale: __mockupLocale).format(self) }
        }

        extension Decimal {
            func formatted() -> String { Decimal.FormatStyle(locale: __mockupLocale).format(self) }
        }

        extension Date {
            func formatted() -> String { formatted(date: .numeric, time: .shortened) }
            func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
                Date.FormatStyle(date: date, time: time, locale: __mockupLocale, timeZone: __mockupTimeZone).format(self)
            }
        }

        """
}
