import SwiftUI

/// A view property holding a Remote Config value (Firebase 10's SwiftUI wrapper,
/// `@RemoteConfigProperty(key: "screenType", fallback: nil) var screenType: String?`): the in-app
/// default for `key` decoded as `T`, else `fallback` — a render fetches nothing, so no update arrives.
@propertyWrapper
public struct RemoteConfigProperty<T: Decodable>: DynamicProperty {
    /// The config key.
    public let key: String
    private let fallback: T

    public init(key: String, fallback: T) {
        self.key = key
        self.fallback = fallback
    }

    public var wrappedValue: T {
        let value = RemoteConfig.remoteConfig().configValue(forKey: key)
        guard value.source != .static else { return fallback }
        return (try? value.decoded(asType: T.self)) ?? fallback
    }
}
