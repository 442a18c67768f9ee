import Foundation

/// A string to localize later, by key (Foundation's on Apple platforms, iOS 16; not in
/// swift-corelibs-foundation, so our SwiftUI declares it, as it re-exports Foundation): a render
/// shows the default value.
public struct LocalizedStringResource: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable,
    CustomStringConvertible {
    public var key: String
    public var defaultValue: String
    public var table: String?
    /// The language to look the string up in (held; a render has only the development language).
    public var locale = Locale.current
    /// The bundle holding the string's table.
    public var bundle = BundleDescription.main

    /// Where a resource's strings table is.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): return true
            case let (.forClass(left), .forClass(right)): return ObjectIdentifier(left) == ObjectIdentifier(right)
            case let (.atURL(left), .atURL(right)): return left == right
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue.text
        self.table = table
        self.locale = locale
    }

    /// A resource whose key is its value, interpolations written out.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        key = keyAndValue.text
        defaultValue = keyAndValue.text
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) { key = value; defaultValue = value; table = nil }

    public init(stringInterpolation: DefaultStringInterpolation) {
        let value = String(stringInterpolation: stringInterpolation)
        key = value; defaultValue = value; table = nil
    }

    public var description: String { defaultValue }
}

extension Text {
    /// Text showing the resource's default value, read as a string literal would be (Markdown included).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(resource.defaultValue))
    }
}

extension String {
    /// The resource's default value (a render has only the development language).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}
