import Foundation

/// A string to localize later, by key (Foundation's on Apple platforms, iOS 16; not in
/// swift-corelibs-foundation, so App Intents declares it): a render shows the default value.
public struct LocalizedStringResource: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable,
    CustomStringConvertible {
    public let key: String
    public let defaultValue: String
    public let table: String?

    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue ?? "\(key)"
        self.table = table
    }

    public init(stringLiteral value: String) { key = value; defaultValue = value; table = nil }

    public init(stringInterpolation: DefaultStringInterpolation) {
        let value = String(stringInterpolation: stringInterpolation)
        key = value; defaultValue = value; table = nil
    }

    public var description: String { defaultValue }
}
