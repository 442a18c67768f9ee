import Foundation

/// A running Live Activity. A render starts none: `request` throws `.unsupported`, `activities` is
/// empty and the authorization info reports Live Activities as disabled.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active
    public private(set) var pushToken: Data?

    private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString; self.attributes = attributes; self.content = content
    }

    /// The app's running activities of this type: none in a render.
    public static var activities: [Activity<Attributes>] { [] }

    /// Activities started elsewhere (push, another device): none arrive in a render.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }

    /// The activity's state changes: none in a render.
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }

    /// The activity's content updates: none in a render.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }

    /// The activity's push tokens: none in a render.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }

    /// Starts a Live Activity: a render has no Lock Screen or Dynamic Island to show it on.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts a Live Activity (iOS 16.1 form): throws as `request(attributes:content:pushType:)`.
    @available(*, deprecated, message: "use request(attributes:content:pushType:)")
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
}

/// A Live Activity's life cycle.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active, ended, dismissed, stale, pending
}

/// How a Live Activity is updated remotely.
public struct PushType: Equatable, Sendable {
    let name: String
    /// Updates through the activity's push token.
    public static let token = PushType(name: "token")
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Equatable, Sendable {
    enum Moment: Equatable, Sendable { case standard, immediate, after(Date) }
    let moment: Moment
    public static let `default` = ActivityUIDismissalPolicy(moment: .standard)
    public static let immediate = ActivityUIDismissalPolicy(moment: .immediate)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(moment: .after(date)) }
}

/// The alert an update shows on devices without a Dynamic Island.
public struct AlertConfiguration: Sendable {
    public let title: String
    public let body: String
    public let sound: AlertSound
    public init(title: String, body: String, sound: AlertSound) { self.title = title; self.body = body; self.sound = sound }

    /// The sound of an update's alert.
    public struct AlertSound: Equatable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
}

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier
    case persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}

/// Whether the user allows Live Activities: a render reports them disabled.
public final class ActivityAuthorizationInfo: @unchecked Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}
