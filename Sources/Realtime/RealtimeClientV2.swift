import Foundation

/// Supabase Realtime's client: its channels. A render has no connection: the socket never
/// connects (`status` stays `.disconnected`) and no channel receives anything.
public final class RealtimeClientV2: @unchecked Sendable {
    private let lock = NSLock()
    private var channelsByTopic: [String: RealtimeChannelV2] = [:]

    public let url: URL

    public init(url: URL) { self.url = url }

    public var status: RealtimeClientStatus { .disconnected }
    public var channels: [String: RealtimeChannelV2] { lock.withLock { channelsByTopic } }

    /// The channel of `topic` (prefixed `realtime:` as the SDK names it), made on first use.
    public func channel(_ topic: String, options: @Sendable (inout RealtimeChannelConfig) -> Void = { _ in }) -> RealtimeChannelV2 {
        var config = RealtimeChannelConfig()
        options(&config)
        let name = "realtime:\(topic)"
        return lock.withLock {
            if let channel = channelsByTopic[name] { return channel }
            let channel = RealtimeChannelV2(topic: name, config: config)
            channelsByTopic[name] = channel
            return channel
        }
    }

    public func addChannel(_ channel: RealtimeChannelV2) { lock.withLock { channelsByTopic[channel.topic] = channel } }
    public func removeChannel(_ channel: RealtimeChannelV2) async { _ = lock.withLock { channelsByTopic.removeValue(forKey: channel.topic) } }
    public func removeAllChannels() async { lock.withLock { channelsByTopic.removeAll() } }
    public func connect() async {}
    public func disconnect(code: Int? = nil, reason: String? = nil) {}
    public func setAuth(_ token: String? = nil) async {}
}

/// The socket's state.
public enum RealtimeClientStatus: Sendable, CustomStringConvertible {
    case disconnected, connecting, connected

    public var description: String {
        switch self {
        case .disconnected: "Disconnected"
        case .connecting: "Connecting"
        case .connected: "Connected"
        }
    }
}

/// Realtime's socket options.
public struct RealtimeClientOptions: Sendable {
    public var headers: [String: String]
    public var heartbeatInterval: TimeInterval
    public var reconnectDelay: TimeInterval
    public var timeoutInterval: TimeInterval
    public var disconnectOnSessionLoss: Bool
    public var connectOnSubscribe: Bool

    public init(headers: [String: String] = [:], heartbeatInterval: TimeInterval = 25, reconnectDelay: TimeInterval = 7,
                timeoutInterval: TimeInterval = 10, disconnectOnSessionLoss: Bool = true, connectOnSubscribe: Bool = true) {
        self.headers = headers; self.heartbeatInterval = heartbeatInterval; self.reconnectDelay = reconnectDelay
        self.timeoutInterval = timeoutInterval; self.disconnectOnSessionLoss = disconnectOnSessionLoss
        self.connectOnSubscribe = connectOnSubscribe
    }
}
