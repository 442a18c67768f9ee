/// A key for a custom environment value, as SwiftUI's `EnvironmentKey`:
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.light }
/// extension EnvironmentValues {
///     var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key`: the nearest ancestor's `.environment(\.custom, …)`, else its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { customValues[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { customValues[ObjectIdentifier(key)] = newValue }
    }
}
