import Foundation
import SupabaseHelpers

/// A Realtime channel: database changes, broadcasts and presence on one topic. Offline, joining
/// fails (`subscribeWithError()` throws, `subscribe()` returns with the channel unsubscribed, as the
/// SDK after its join times out), streams stay open and empty, callbacks are never called.
public final class RealtimeChannelV2: @unchecked Sendable {
    public let topic: String
    public let config: RealtimeChannelConfig

    init(topic: String, config: RealtimeChannelConfig) { self.topic = topic; self.config = config }

    public var status: RealtimeChannelStatus { .unsubscribed }

    /// Joining needs the server.
    public func subscribeWithError() async throws {
        throw RealtimeError("Failed to subscribe to channel '\(topic)': the Realtime server is out of reach")
    }
    /// Joins, ignoring errors: the channel stays unsubscribed.
    public func subscribe() async { try? await subscribeWithError() }
    public func unsubscribe() async {}
    public func updateAuth(jwt: String?) async {}

    // MARK: Database changes

    /// The changes of kind `Action` on `table`: none arrive.
    public func postgresChange<Action: PostgresAction>(_: Action.Type, schema: String = "public", table: String? = nil,
                                                       filter: RealtimePostgresFilter? = nil,
                                                       select: [String]? = nil) -> AsyncStream<Action> {
        AsyncStream { _ in }
    }
    @_disfavoredOverload
    public func postgresChange<Action: PostgresAction>(_: Action.Type, schema: String = "public", table: String? = nil,
                                                       filter: String? = nil, select: [String]? = nil) -> AsyncStream<Action> {
        AsyncStream { _ in }
    }
    /// Calls `callback` on each change of kind `Action`: never, in a render.
    public func onPostgresChange<Action: PostgresAction>(_: Action.Type, schema: String = "public", table: String? = nil,
                                                         filter: RealtimePostgresFilter? = nil, select: [String]? = nil,
                                                         callback: @escaping @Sendable (Action) -> Void) -> RealtimeSubscription {
        RealtimeSubscription()
    }
    @_disfavoredOverload
    public func onPostgresChange<Action: PostgresAction>(_: Action.Type, schema: String = "public", table: String? = nil,
                                                         filter: String? = nil, select: [String]? = nil,
                                                         callback: @escaping @Sendable (Action) -> Void) -> RealtimeSubscription {
        RealtimeSubscription()
    }

    // MARK: Broadcast and presence

    public func broadcastStream(event: String) -> AsyncStream<JSONObject> { AsyncStream { _ in } }
    public func onBroadcast(event: String, callback: @escaping @Sendable (JSONObject) -> Void) -> RealtimeSubscription {
        RealtimeSubscription()
    }
    /// Sending needs the server.
    public func broadcast(event: String, message: some Codable) async throws { throw serverOutOfReach() }
    public func broadcast(event: String, message: JSONObject) async {}
    public func presenceChange() -> AsyncStream<any PresenceAction> { AsyncStream { _ in } }
    public func onPresenceChange(_ callback: @escaping @Sendable (any PresenceAction) -> Void) -> RealtimeSubscription {
        RealtimeSubscription()
    }
    public func track(_ state: some Codable) async throws { throw serverOutOfReach() }
    public func track(state: JSONObject) async {}
    public func untrack() async {}
}

/// A channel's state.
public enum RealtimeChannelStatus: Sendable {
    case unsubscribed, subscribing, subscribed, unsubscribing
}

/// A channel's options.
public struct RealtimeChannelConfig: Sendable {
    public var broadcast = BroadcastJoinConfig()
    public var presence = PresenceJoinConfig()
    public var isPrivate = false
    public init() {}
}

/// Broadcast options of a channel.
public struct BroadcastJoinConfig: Codable, Hashable, Sendable {
    public var acknowledgeBroadcasts = false
    public var receiveOwnBroadcasts = false
    public init(acknowledgeBroadcasts: Bool = false, receiveOwnBroadcasts: Bool = false) {
        self.acknowledgeBroadcasts = acknowledgeBroadcasts; self.receiveOwnBroadcasts = receiveOwnBroadcasts
    }
}

/// Presence options of a channel.
public struct PresenceJoinConfig: Codable, Hashable, Sendable {
    public var key = ""
    public init(key: String = "") { self.key = key }
}

/// What an `onPostgresChange`/`onBroadcast` registration returns: cancelling ends it.
public final class RealtimeSubscription: @unchecked Sendable, Hashable {
    public init() {}
    public func cancel() {}
    public static func == (lhs: RealtimeSubscription, rhs: RealtimeSubscription) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A Realtime failure.
public struct RealtimeError: LocalizedError, Sendable {
    public var errorDescription: String?
    public init(_ errorDescription: String) { self.errorDescription = errorDescription }
}
