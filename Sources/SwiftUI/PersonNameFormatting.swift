import Foundation

// Foundation's person-name formatting, which swift-corelibs-foundation lacks: the styles as Apple
// writes an English name (`PersonNameComponentsFormatter.Style`): short "Maya", medium "Maya Chen",
// long "Dr. Maya Lee Chen Jr.", abbreviated "MC" (the initials avatars show).

extension PersonNameComponents {
    /// Writes a name in one of the formatter's styles (`name.formatted(.name(style: .abbreviated))`).
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public enum Style: Int, Codable, Hashable, Sendable {
            case short, medium, long, abbreviated
        }

        public var style: Style
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String {
            switch style {
            case .short:
                return value.nickname ?? value.givenName ?? value.familyName ?? ""
            case .medium:
                return [value.givenName, value.familyName].compactMap { $0 }.joined(separator: " ")
            case .long:
                return [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
                    .compactMap { $0 }.joined(separator: " ")
            case .abbreviated:
                return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined().uppercased()
            }
        }

        public func locale(_ locale: Locale) -> FormatStyle {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The name in the medium style ("Maya Chen").
    public func formatted() -> String { FormatStyle().format(self) }

    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name in `style`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}

/// Formats and reads people's names (English order: given name first).
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case `default` = 0, short, medium, long, abbreviated
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    open var style: Style = .default
    open var isPhonetic = false
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        return formatter.string(from: components)
    }

    open func string(from components: PersonNameComponents) -> String {
        let styles: [Style: PersonNameComponents.FormatStyle.Style] = [.default: .medium, .short: .short, .medium: .medium,
                                                                        .long: .long, .abbreviated: .abbreviated]
        return PersonNameComponents.FormatStyle(style: styles[style] ?? .medium).format(components)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }

    /// A name read from text: the first word the given name, the last the family name, any between
    /// the middle name; nil for empty text.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words.dropFirst().dropLast().joined(separator: " ") }
        return components
    }
}

/// Joins items into a list as the language writes one ("Maya, Jordan, and Priya"), through
/// Foundation's list format style.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Formats each item before joining (else its description).
    open var itemFormatter: Formatter?
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and))
    }

    open func string(from items: [Any]) -> String? {
        let texts = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return texts.formatted(.list(type: .and).locale(locale ?? .current))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
