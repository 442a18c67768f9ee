import Foundation

// Firebase (github.com/firebase/firebase-ios-sdk, Apache-2.0), the backend most app samples use, as
// modules of ours: its API re-declared, not its code. A render is a fresh install with no network:
// nobody is signed in, the databases' local caches are empty, and nothing reaches a server
// (docs/API-SHIMS.md).

/// A configured Firebase app: `FirebaseApp.configure()` in the app's launch.
public final class FirebaseApp: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var apps: [String: FirebaseApp] = [:]
    package static let defaultName = "__FIRAPP_DEFAULT"

    /// The app's name (`__FIRAPP_DEFAULT` for the default app).
    public let name: String
    /// The options it was configured with.
    public let options: FirebaseOptions
    public var isDataCollectionDefaultEnabled = true

    private init(name: String, options: FirebaseOptions) {
        self.name = name
        self.options = options
    }

    /// Configures the default app from the bundle's `GoogleService-Info.plist` (its values when the
    /// folder has one, else placeholders: a render reaches no project).
    public static func configure() {
        configure(options: FirebaseOptions.defaultOptions() ?? FirebaseOptions(googleAppID: "1:0:ios:0", gcmSenderID: "0"))
    }
    public static func configure(options: FirebaseOptions) { configure(name: defaultName, options: options) }
    public static func configure(name: String, options: FirebaseOptions) {
        lock.withLock { apps[name] = apps[name] ?? FirebaseApp(name: name, options: options) }
    }

    /// The default app, once configured.
    public static func app() -> FirebaseApp? { app(name: defaultName) }
    public static func app(name: String) -> FirebaseApp? { lock.withLock { apps[name] } }
    public static var allApps: [String: FirebaseApp]? { lock.withLock { apps.isEmpty ? nil : apps } }

    /// Removes the app.
    public func delete(_ completion: @escaping (Bool) -> Void) {
        FirebaseApp.lock.withLock { FirebaseApp.apps[name] = nil }
        completion(true)
    }
}

/// A Firebase project's identifiers (`GoogleService-Info.plist`).
public final class FirebaseOptions: @unchecked Sendable {
    public var apiKey: String?
    public var bundleID: String
    public var clientID: String?
    public var gcmSenderID: String
    public var projectID: String?
    public var googleAppID: String
    public var databaseURL: String?
    public var storageBucket: String?
    public var appGroupID: String?
    public var deepLinkURLScheme: String?

    public init(googleAppID: String, gcmSenderID: String) {
        self.googleAppID = googleAppID
        self.gcmSenderID = gcmSenderID
        bundleID = Bundle.main.bundleIdentifier ?? ""
    }

    /// The options in the `GoogleService-Info.plist` file at `plistPath`.
    public convenience init?(contentsOfFile plistPath: String) {
        guard let data = FileManager.default.contents(atPath: plistPath),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let appID = plist["GOOGLE_APP_ID"] as? String else { return nil }
        self.init(googleAppID: appID, gcmSenderID: plist["GCM_SENDER_ID"] as? String ?? "")
        apiKey = plist["API_KEY"] as? String
        clientID = plist["CLIENT_ID"] as? String
        projectID = plist["PROJECT_ID"] as? String
        databaseURL = plist["DATABASE_URL"] as? String
        storageBucket = plist["STORAGE_BUCKET"] as? String
        bundleID = plist["BUNDLE_ID"] as? String ?? bundleID
    }

    /// The options in the main bundle's `GoogleService-Info.plist`, if it has one.
    public static func defaultOptions() -> FirebaseOptions? {
        Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist").flatMap(FirebaseOptions.init(contentsOfFile:))
    }
}

/// How much Firebase logs.
public enum FirebaseLoggerLevel: Int, Sendable {
    case error = 3, warning = 4, notice = 5, info = 6, debug = 7
    public static let min = FirebaseLoggerLevel.error
    public static let max = FirebaseLoggerLevel.debug
}

/// Firebase's global settings.
public final class FirebaseConfiguration: @unchecked Sendable {
    public static let shared = FirebaseConfiguration()
    private(set) var loggerLevel = FirebaseLoggerLevel.notice
    public func setLoggerLevel(_ loggerLevel: FirebaseLoggerLevel) { self.loggerLevel = loggerLevel }
}

/// A request waiting for Firebase's servers, which a render never reaches: suspends for good (the
/// still shows the request under way; the render does not wait for it).
package func waitForServer() async {
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
}
