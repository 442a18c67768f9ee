import Foundation

/// Firebase Remote Config. A render fetches nothing: values are the in-app defaults the code sets
/// (`setDefaults`), and fetches fail at once as with no network.
public final class RemoteConfig: @unchecked Sendable {
    private static let shared = RemoteConfig()
    public static func remoteConfig() -> RemoteConfig { shared }
    public var configSettings = RemoteConfigSettings()
    public private(set) var lastFetchStatus = RemoteConfigFetchStatus.noFetchYet
    public private(set) var lastFetchTime: Date?
    private var defaults: [String: NSObject] = [:]

    public func setDefaults(_ defaults: [String: NSObject]?) { self.defaults = defaults ?? [:] }
    /// The defaults in the bundle's plist `fileName`.
    public func setDefaults(fromPlist fileName: String?) {
        guard let fileName, let url = Bundle.main.url(forResource: fileName, withExtension: "plist"), let data = try? Data(contentsOf: url),
              let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return }
        defaults = values.compactMapValues { $0 as? NSObject }
    }
    public func defaultValue(forKey key: String?) -> RemoteConfigValue? { key.flatMap { defaults[$0] }.map(RemoteConfigValue.init) }
    public func configValue(forKey key: String?) -> RemoteConfigValue {
        defaultValue(forKey: key) ?? RemoteConfigValue(nil)
    }
    public subscript(key: String) -> RemoteConfigValue { configValue(forKey: key) }
    public func allKeys(from source: RemoteConfigSource) -> [String] { source == .default ? defaults.keys.sorted() : [] }

    public func fetch(completionHandler: ((RemoteConfigFetchStatus, (any Error)?) -> Void)? = nil) { failFetch(completionHandler) }
    public func fetch(withExpirationDuration expirationDuration: TimeInterval,
                      completionHandler: ((RemoteConfigFetchStatus, (any Error)?) -> Void)? = nil) { failFetch(completionHandler) }
    public func fetchAndActivate(completionHandler: ((RemoteConfigFetchAndActivateStatus, (any Error)?) -> Void)? = nil) {
        lastFetchStatus = .failure
        completionHandler?(.error, RemoteConfigError.internalError)
    }
    public func fetchAndActivate() async throws -> RemoteConfigFetchAndActivateStatus {
        lastFetchStatus = .failure
        throw RemoteConfigError.internalError
    }
    /// Fails as with no network: throws, and `lastFetchStatus` becomes `.failure`.
    public func fetch() async throws -> RemoteConfigFetchStatus {
        lastFetchStatus = .failure
        throw RemoteConfigError.internalError
    }
    public func fetch(withExpirationDuration expirationDuration: TimeInterval) async throws -> RemoteConfigFetchStatus {
        try await fetch()
    }
    public func activate(completion: ((Bool, (any Error)?) -> Void)? = nil) { completion?(false, nil) }
    /// Nothing was fetched, so activating changes nothing.
    public func activate() async throws -> Bool { false }
    public func ensureInitialized(completionHandler: @escaping ((any Error)?) -> Void) { completionHandler(nil) }
    public func ensureInitialized() async throws {}

    /// Listens for config updates pushed in real time; a render has no connection, so the listener
    /// is never called.
    @discardableResult
    public func addOnConfigUpdateListener(remoteConfigUpdateCompletion listener: @escaping (RemoteConfigUpdate?, (any Error)?) -> Void)
        -> ConfigUpdateListenerRegistration {
        ConfigUpdateListenerRegistration()
    }

    private func failFetch(_ completion: ((RemoteConfigFetchStatus, (any Error)?) -> Void)?) {
        lastFetchStatus = .failure
        completion?(.failure, RemoteConfigError.internalError)
    }
}

/// The keys a real-time config update changed.
public final class RemoteConfigUpdate: @unchecked Sendable {
    public let updatedKeys: Set<String>
    init(updatedKeys: Set<String>) { self.updatedKeys = updatedKeys }
}

/// A real-time update listener's registration.
public final class ConfigUpdateListenerRegistration: @unchecked Sendable {
    /// Stops listening.
    public func remove() {}
}

/// How often fetches may run.
public final class RemoteConfigSettings: @unchecked Sendable {
    public var minimumFetchInterval: TimeInterval = 43_200
    public var fetchTimeout: TimeInterval = 60
    public init() {}
}

/// A config value, read as the type the app wants.
public final class RemoteConfigValue: @unchecked Sendable {
    private let value: NSObject?
    init(_ value: NSObject?) { self.value = value }
    public var source: RemoteConfigSource { value == nil ? .static : .default }
    public var stringValue: String {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        case let data as Data: String(decoding: data, as: UTF8.self)
        default: ""
        }
    }
    public var numberValue: NSNumber { (value as? NSNumber) ?? NSNumber(value: Double(stringValue) ?? 0) }
    public var boolValue: Bool { (value as? NSNumber)?.boolValue ?? ["true", "1", "yes", "y", "on", "t"].contains(stringValue.lowercased()) }
    public var dataValue: Data { (value as? Data) ?? Data(stringValue.utf8) }
    public var jsonValue: Any? { try? JSONSerialization.jsonObject(with: dataValue) }
    /// The value as `T`: strings, booleans and numbers from their own readings (as Firebase decodes
    /// them), anything else from the value's JSON.
    public func decoded<T: Decodable>(asType: T.Type = T.self) throws -> T {
        switch T.self {
        case is String.Type, is String?.Type: return Optional(stringValue) as! T
        case is Bool.Type, is Bool?.Type: return Optional(boolValue) as! T
        case is Int.Type, is Int?.Type: return Optional(numberValue.intValue) as! T
        case is Double.Type, is Double?.Type: return Optional(numberValue.doubleValue) as! T
        case is Float.Type, is Float?.Type: return Optional(numberValue.floatValue) as! T
        case is Data.Type, is Data?.Type: return Optional(dataValue) as! T
        default: return try JSONDecoder().decode(T.self, from: dataValue)
        }
    }
}

public enum RemoteConfigSource: Int, Sendable { case remote, `default`, `static` }
public enum RemoteConfigFetchStatus: Int, Sendable { case noFetchYet, success, failure, throttled }
public enum RemoteConfigFetchAndActivateStatus: Int, Sendable { case successFetchedFromRemote, successUsingPreFetchedData, error }
public enum RemoteConfigError: Int, Error, Sendable { case unknown = 8001, throttled = 8002, internalError = 8003 }
