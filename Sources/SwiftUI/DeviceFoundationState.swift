import Foundation

// Foundation's device state on iOS, missing from swift-corelibs-foundation: a render's device is
// an iPhone (not a Mac running the app), cool and not in Low Power Mode, its app group containers are temporary folders (nothing a render
// writes is kept), and its iCloud key-value store holds values in memory.

extension ProcessInfo {
    /// Low Power Mode: off.
    public var isLowPowerModeEnabled: Bool { false }

    /// Whether the app is an iPhone or iPad app running on a Mac: no, a render's device is an iPhone.
    public var isiOSAppOnMac: Bool { false }
    /// Whether the app is a Mac Catalyst app: no.
    public var isMacCatalystApp: Bool { false }

    /// The device's thermal state: nominal.
    public var thermalState: ThermalState { .nominal }

    /// How hot the device is.
    public enum ThermalState: Int, Sendable {
        case nominal = 0, fair, serious, critical
    }

    /// Posted when Low Power Mode changes (never, in a render).
    public static let powerStateDidChangeNotification = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
    /// Posted when the thermal state changes (never, in a render).
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension FileManager {
    /// The shared container of an app group: a folder made for it under the temporary directory, so
    /// code that writes there (widgets sharing data) works and nothing outlives the render's machine
    /// session; nil for an empty identifier.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty else { return nil }
        let folder = temporaryDirectory.appendingPathComponent("mockup-app-groups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        try? createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The app's iCloud Drive container: nil, as for a user signed out of iCloud (a render's device
    /// has no account), which is what Apple tells code to expect and handle.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
    /// No iCloud account is signed in.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}

/// The iCloud key-value store: values set are kept in memory for the render; nothing syncs, so no
/// external change is ever posted.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    public static let `default` = NSUbiquitousKeyValueStore()

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public init() {}

    open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }
    open func set(_ anObject: Any?, forKey aKey: String) { lock.withLock { values[aKey] = anObject } }
    open func removeObject(forKey aKey: String) { lock.withLock { values[aKey] = nil } }

    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The number stored under `aKey`, or 0.
    open func longLong(forKey aKey: String) -> Int64 { number(aKey).map { Int64($0) } ?? 0 }
    open func double(forKey aKey: String) -> Double { number(aKey) ?? 0 }
    open func bool(forKey aKey: String) -> Bool { (object(forKey: aKey) as? Bool) ?? ((number(aKey) ?? 0) != 0) }

    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    /// Always succeeds: the store is in memory.
    @discardableResult
    open func synchronize() -> Bool { true }

    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private func number(_ key: String) -> Double? {
        switch object(forKey: key) {
        case let value as Double: return value
        case let value as Int64: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}

/// The keys of an external-change notification's user info, and its reasons.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3
