import Foundation

extension Product {
    /// How long one period of a subscription (or of an offer) lasts: `value` × `unit`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The calendar unit of a period.
        public enum Unit: Hashable, Sendable, Comparable {
            case day
            case week
            case month
            case year

            /// The unit's name, in English.
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            var calendarComponent: Calendar.Component {
                switch self {
                case .day: .day
                case .week: .weekOfYear
                case .month: .month
                case .year: .year
                }
            }
        }

        public let unit: Unit
        public let value: Int

        init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// The dates one period covers from `referenceDate`, in the Gregorian calendar.
        public func dateRange(referenceDate: Date = .now) -> Range<Date> {
            let end = Calendar(identifier: .gregorian).date(byAdding: unit.calendarComponent, value: value,
                                                            to: referenceDate) ?? referenceDate
            return referenceDate..<end
        }

        /// The period's date range formatted with `format`.
        public func formatted<S: FormatStyle>(_ format: S, referenceDate: Date = .now) -> S.FormatOutput
        where S.FormatInput == Range<Date> {
            format.format(dateRange(referenceDate: referenceDate))
        }
    }
}

extension Product.SubscriptionPeriod: CustomDebugStringConvertible {
    public var debugDescription: String { "\(value) \(unit)" }
}

extension Product.SubscriptionPeriod.Unit: CustomDebugStringConvertible {
    public var debugDescription: String { localizedDescription }
}

extension DateComponents {
    /// The components of one subscription period (`DateComponents(month: 1)` for a month).
    public init(subscriptionPeriod period: Product.SubscriptionPeriod) {
        self.init()
        setValue(period.value, for: period.unit.calendarComponent)
    }
}
