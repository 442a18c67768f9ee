import Foundation

/// Firebase Cloud Messaging. A render registers with no server: there is no token, its requests
/// fail at once, and no message arrives.
public final class Messaging: @unchecked Sendable {
    private static let shared = Messaging()
    public static func messaging() -> Messaging { shared }
    public weak var delegate: (any MessagingDelegate)?
    public var apnsToken: Data?
    public var isAutoInitEnabled = true
    /// The registration token: none without a server.
    public private(set) var fcmToken: String?

    public func token(completion: @escaping (String?, (any Error)?) -> Void) {
        completion(nil, MessagingError.noNetwork)
    }
    public func token() async throws -> String { throw MessagingError.noNetwork }
    public func deleteToken(completion: @escaping ((any Error)?) -> Void) { completion(nil) }
    public func subscribe(toTopic topic: String, completion: (((any Error)?) -> Void)? = nil) {
        completion?(MessagingError.noNetwork)
    }
    public func subscribe(toTopic topic: String) async throws { throw MessagingError.noNetwork }
    public func unsubscribe(fromTopic topic: String, completion: (((any Error)?) -> Void)? = nil) {
        completion?(MessagingError.noNetwork)
    }
    public func setAPNSToken(_ apnsToken: Data, type: MessagingAPNSTokenType) { self.apnsToken = apnsToken }
    @discardableResult
    public func appDidReceiveMessage(_ message: [AnyHashable: Any]) -> MessagingMessageInfo { MessagingMessageInfo() }
}

/// Hears about the registration token.
public protocol MessagingDelegate: AnyObject {
    func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?)
}
extension MessagingDelegate {
    public func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {}
}

public enum MessagingAPNSTokenType: Int, Sendable { case unknown, sandbox, prod }

/// What Messaging made of a received message.
public final class MessagingMessageInfo: @unchecked Sendable {
    public let status = MessagingMessageStatus.unknown
}
public enum MessagingMessageStatus: Int, Sendable { case unknown, new }

/// Messaging's error codes.
public enum MessagingError: Int, Error, Sendable {
    case unknown = 0, authentication = 1, noAccess = 2, timeout = 3, network = 4, operationInProgress = 5, invalidRequest = 7,
         invalidTopicName = 8
    static let noNetwork = MessagingError.network
}
