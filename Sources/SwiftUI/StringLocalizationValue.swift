import Foundation
import MockupUI

extension String {
    /// A localizable string with interpolated values (Foundation's `String.LocalizationValue`, iOS 15;
    /// not in swift-corelibs-foundation): its text with each interpolation written out (a format
    /// style's output where one is given), and its key, `%@` for each interpolation, which the app's
    /// string tables translate (`AppStringTables`).
    public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation,
        CustomStringConvertible {
        /// The text with its interpolations written out.
        public let text: String
        /// The key a string table has it under: the literal text, `%@` for each interpolation.
        let key: String
        /// The interpolations written out, in order.
        let values: [String]

        public init(_ value: String) { text = value; key = value.replacingOccurrences(of: "%", with: "%%"); values = [] }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text; key = stringInterpolation.key; values = stringInterpolation.values
        }

        /// The text as the app's string table `table` translates it, the interpolations written in.
        func localized(table: String?) -> String {
            AppStringTables.string(for: key, table: table, values: values) ?? text
        }

        public var description: String { text }

        /// The interpolations a localizable string takes: any value as `"\(value)"` writes it, or a
        /// value through a format style.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            var key = ""
            var values: [String] = []
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) {
                text += literal
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }
            private mutating func append(_ written: String) { text += written; key += "%@"; values.append(written) }
            public mutating func appendInterpolation<T>(_ value: T) { append("\(value)") }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append(format.format(value))
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { append(value.defaultValue) }
        }
    }

    /// The string as the app's string table `table` (`Localizable` when nil) translates it, else
    /// `keyAndValue` as written.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.localized(table: table)
    }

    /// The string for `key` in the app's string table `table`, else its default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = AppStringTables.format(for: "\(key)", table: table) ?? defaultValue.text
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
