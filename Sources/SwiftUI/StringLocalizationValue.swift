import Foundation

extension String {
    /// A localizable string with interpolated values (Foundation's `String.LocalizationValue`, iOS 15;
    /// not in swift-corelibs-foundation). A render has only the development language, so the value
    /// is its text with each interpolation written out (a format style's output where one is given).
    public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation,
        CustomStringConvertible {
        /// The text with its interpolations written out.
        public let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        public var description: String { text }

        /// The interpolations a localizable string takes: any value as `"\(value)"` writes it, or a
        /// value through a format style.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(value)
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { text += value.defaultValue }
        }
    }

    /// The string in the development language (the only one a render has): `keyAndValue` as written.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The string for `key` in the development language: its default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}

extension AttributedString {
    /// Options for localized attributed strings (Foundation's, not in swift-corelibs-foundation);
    /// held: a render's strings carry no replacement indices.
    public struct FormattingOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let applyReplacementIndexAttribute = FormattingOptions(rawValue: 1 << 0)
    }

    /// The localized string as attributed text, its Markdown read as a string literal in `Text` is
    /// (inline syntax, whitespace kept); plain when it is not valid Markdown.
    public init(localized keyAndValue: String.LocalizationValue, options: AttributedString.FormattingOptions = [],
                table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = Self.markdown(keyAndValue.text)
    }

    /// The attributed text for `key`: its default value, Markdown read.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue,
                options: AttributedString.FormattingOptions = [], table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = Self.markdown(defaultValue.text)
    }

    /// The resource's default value as attributed text, Markdown read.
    public init(localized resource: LocalizedStringResource) {
        self = Self.markdown(resource.defaultValue)
    }

    private static func markdown(_ text: String) -> AttributedString {
        (try? AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
            ?? AttributedString(text)
    }
}
