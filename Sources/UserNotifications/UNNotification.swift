import Foundation

/// A delivered notification (none is delivered in a render).
public final class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) { self.date = date; self.request = request; super.init() }
}

/// The user's answer to a notification (none comes in a render).
public class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    /// An action's identifier, or `UNNotificationDefaultActionIdentifier` / `…DismissActionIdentifier`.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification; self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The user's answer with text.
public final class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String
    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action identifier of opening the app from the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification shows while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A User Notifications error.
public struct UNError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100, attachmentUnrecognizedType, attachmentInvalidFileSize, attachmentNotInDataStore,
             attachmentMoveIntoDataStoreFailed, attachmentCorrupt
        case notificationInvalidNoDate = 1400, notificationInvalidNoContent
        case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid
        case badgeInputInvalid = 1600
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "UNErrorDomain" }
    public var errorCode: Int { code.rawValue }
}
