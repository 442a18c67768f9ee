import Foundation

/// A string literal for `Text`, possibly with interpolated values that are formatted with the
/// environment's locale when the Text is resolved (`format:`, `specifier:`).
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        case formatted((Locale) -> String)
        /// `"\(Image(systemName: "star"))"`: drawn inline.
        case image(Image)
        /// `"\(Text("bold").bold())"`: a run in its own style.
        case text(Text)
    }

    /// What a key shows: its literal text (which may hold Markdown), the values formatted into it,
    /// and the images and styled Texts interpolated.
    enum Piece {
        case literal(String)
        case value(String)
        case image(Image)
        case text(Text)
    }
    let segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The pieces in `locale`.
    func pieces(in locale: Locale) -> [Piece] {
        segments.map { segment -> Piece in
            switch segment {
            case .literal(let literal): return .literal(literal)
            case .formatted(let format): return .value(format(locale))
            case .image(let image): return .image(image)
            case .text(let text): return .text(text)
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

        /// An image, drawn inline at the text's size (`"\(Image(systemName: "star.fill")) 4.8"`).
        public mutating func appendInterpolation(_ image: Image) { segments.append(.image(image)) }

        /// A Text, drawn in its own style within the surrounding text.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }

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
