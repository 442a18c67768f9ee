import Foundation

/// A string literal for `Text`, possibly with interpolated values that are formatted with the
/// environment's locale when the Text is resolved (`format:`, `specifier:`).
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        case formatted((Locale) -> String)
    }
    let segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text in `locale`.
    func string(in locale: Locale) -> String {
        segments.reduce(into: "") { text, segment in
            switch segment {
            case .literal(let literal): text += literal
            case .formatted(let format): text += format(locale)
            }
        }
    }

    /// Collects literal and interpolated segments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }

        /// A string, inserted as is.
        public mutating func appendInterpolation(_ string: String) { segments.append(.literal(string)) }

        /// Any value, as `String(describing:)`.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.literal(String(describing: value)))
        }

        /// A floating-point value, formatted like SwiftUI's default `%lf`.
        public mutating func appendInterpolation(_ value: Double) {
            appendInterpolation(value, specifier: "%lf")
        }

        /// A value formatted with a `FormatStyle` in the environment's locale, e.g.
        /// `"\(price, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            segments.append(.formatted { format.locale($0).format(input) })
        }

        /// A value formatted with a printf-style specifier in the environment's locale, e.g.
        /// `"\(pct, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.formatted { String(format: specifier, locale: $0, value) })
        }
    }
}
