import Foundation
import MockupAssets

/// A string literal for `Text`, possibly with interpolated values that are formatted with the
/// environment's locale when the Text is resolved (numbers, `format:`, `specifier:`). Two keys are equal when
/// their literal text, the placement of their interpolations and the interpolated values are.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
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
    /// The key as a strings file spells it: the literal text with `%@` (or the specifier) for each
    /// interpolation.
    let key: String
    /// A description of each interpolated value and how it is formatted, for equality.
    let arguments: [String]
    /// The interpolated segments, in order: the arguments of the key's format specifiers.
    let interpolations: [Segment]

    public init(_ value: String) { segments = [.literal(value)]; key = value; arguments = []; interpolations = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        interpolations = stringInterpolation.interpolations
    }

    private init(segments: [Segment], key: String, arguments: [String], interpolations: [Segment]) {
        self.segments = segments; self.key = key; self.arguments = arguments; self.interpolations = interpolations
    }

    /// The key as the app's string table `table` (`Localizable` when nil) translates it, its
    /// interpolations where the translation places them; itself when the table lacks it.
    func localized(table: String? = nil) -> LocalizedStringKey {
        guard let format = AppStringTables.current.format(for: key, table: table) else { return self }
        // A key without interpolations is shown as its translation reads (`100% sure` holds no specifier).
        guard !interpolations.isEmpty else { return LocalizedStringKey(segments: [.literal(format)], key: key, arguments: arguments, interpolations: []) }
        let segments = StringTables.parts(of: format).map { part -> Segment in
            switch part {
            case .literal(let text): .literal(text)
            case .argument(let index): interpolations.indices.contains(index) ? interpolations[index] : .literal("%@")
            }
        }
        return LocalizedStringKey(segments: segments, key: key, arguments: arguments, interpolations: interpolations)
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.arguments == rhs.arguments
    }

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
        var key = ""
        var arguments: [String] = []
        var interpolations: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal))
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Records one interpolated value: its segment, its placeholder in the key, and what it is.
        private mutating func append(_ segment: Segment, placeholder: String = "%@", argument: String) {
            segments.append(segment)
            interpolations.append(segment)
            key += placeholder
            arguments.append(argument)
        }

        /// A string, inserted as is.
        public mutating func appendInterpolation(_ string: String) {
            append(.literal(string), argument: String(reflecting: string))
        }

        /// An image, drawn inline at the text's size (`"\(Image(systemName: "star.fill")) 4.8"`).
        public mutating func appendInterpolation(_ image: Image) {
            append(.image(image), argument: "image \(String(reflecting: image))")
        }

        /// A Text, drawn in its own style within the surrounding text.
        public mutating func appendInterpolation(_ text: Text) {
            append(.text(text), argument: "text \(String(reflecting: text))")
        }

        /// An attributed string, drawn in its runs' styles within the surrounding text.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(.text(Text(attributedString)), argument: "attributed \(String(reflecting: attributedString))")
        }

        /// Any value, as `String(describing:)`.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(.literal(String(describing: value)), argument: String(reflecting: value))
        }

        /// SwiftUI does not interpolate views into text (only `Text` and `Image`).
        @available(*, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types.")
        public mutating func appendInterpolation<T: View>(_ view: T) {}

        /// A number, formatted with its type's default specifier in the environment's locale:
        /// `"\(1285) likes"` reads "1,285 likes" in `en_US` (TEXT.md §10.7).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value._arg, specifier: value._specifier)
        }

        /// A value formatted with a `FormatStyle` in the environment's locale, e.g.
        /// `"\(price, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {
            append(.formatted { format.formattedAtRenderMoment(input, locale: $0) },
                   argument: "\(String(reflecting: input)) as \(String(reflecting: format))")
        }

        /// A value formatted with a printf-style specifier in the environment's locale, e.g.
        /// `"\(pct, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(.formatted { String(format: specifier, locale: $0, value) }, placeholder: specifier,
                   argument: String(reflecting: value))
        }

        /// A value written by `formatter` as `Text(_:formatter:)` writes it; without a formatter,
        /// its description.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendFormatted(subject, formatter: formatter)
        }

        /// An object written by `formatter` as `Text(_:formatter:)` writes it; without a formatter,
        /// its description.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendFormatted(subject, formatter: formatter)
        }

        /// A date written by `formatter` (`"\(date, formatter: dateFormatter)"`). `Date` is reference
        /// convertible on Apple platforms only, so it has this overload of its own.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
            appendFormatted(date, formatter: formatter)
        }

        private mutating func appendFormatted<Subject>(_ subject: Subject, formatter: Formatter?) {
            let argument = "\(String(reflecting: subject)) by \(formatter.map { String(reflecting: $0) } ?? "description")"
            guard let formatter else { return append(.literal(String(describing: subject)), argument: argument) }
            append(.formatted(Text.formatting(subject, formatter: formatter)), argument: argument)
        }

        /// A date in `style`, as `Text(date, style:)` shows it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.formatted(Text.formatting(date, style: style)), argument: "\(date) \(style.name)")
        }

        /// A range of dates, as `Text(dates)` shows it.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            append(.formatted(Text.formatting(dates)), argument: "\(dates)")
        }

        /// A date interval, as `Text(interval)` shows it.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(interval.start...interval.end)
        }

        /// A timer, as `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                                 countsDown: Bool = true, showsHours: Bool = true) {
            let timer = Text.timerString(timerInterval: timerInterval, pauseTime: pauseTime,
                                         countsDown: countsDown, showsHours: showsHours)
            append(.literal(timer), argument: "timer \(timerInterval) \(String(describing: pauseTime)) \(countsDown) \(showsHours)")
        }
    }
}
