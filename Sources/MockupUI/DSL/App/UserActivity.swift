import Foundation

// Handoff, Spotlight and external events: what a scene advertises (`.userActivity`) and what it
// continues or opens (`.onContinueUserActivity`, `handlesExternalEvents`). A render is launched
// fresh, advertises nothing and is handed nothing: no update or continue handler runs.

/// A user activity, as Foundation's `NSUserActivity` on Apple platforms (swift-corelibs-foundation
/// has none): the state of what the user is doing, for Handoff and Spotlight.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string listed in the app's Info.plist.
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// Whether the activity is the device's current one (`becomeCurrent()`).
    open private(set) var isCurrent = false

    public init(activityType: String) { self.activityType = activityType }

    /// Merges `otherDictionary` into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Makes this the current activity.
    open func becomeCurrent() { isCurrent = true }
    /// Stops this being the current activity.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity.
    open func invalidate() { isCurrent = false }
}

extension NSUserActivity {
    /// Why a typed payload could not be stored or read, as SwiftUI's `NSUserActivity.TypedPayloadError`.
    public enum TypedPayloadError: Error, Hashable, Sendable {
        /// The activity holds no payload of the type asked for.
        case invalidContent
        /// The payload could not be encoded.
        case encodingError
    }

    private static let payloadKey = "SwiftUI.typedPayload"

    /// Stores `payload`, JSON-encoded, in `userInfo`.
    public func setTypedPayload<T: Codable>(_ payload: T) throws {
        guard let data = try? JSONEncoder().encode(payload) else { throw TypedPayloadError.encodingError }
        addUserInfoEntries(from: [Self.payloadKey: data])
    }

    /// The payload stored with `setTypedPayload(_:)`, decoded as `type`.
    public func typedPayload<T: Codable>(_ type: T.Type) throws -> T {
        guard let data = userInfo?[Self.payloadKey] as? Data, let payload = try? JSONDecoder().decode(type, from: data) else {
            throw TypedPayloadError.invalidContent
        }
        return payload
    }
}

extension View {
    /// Advertises an activity of `activityType` while `isActive`, filled in by `update`.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// Advertises an activity of `activityType` for `element` while it is non-nil.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }

    /// Continues an activity of `activityType` handed to the app.
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// Which external events (URLs, activities) this view's scene prefers and allows.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

extension Scene {
    /// Which external events create this scene's windows; a render opens its first window.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
