import Foundation

/// The app's notifications. A render never notifies: authorisation is not determined and asking
/// is answered no (without an error), adding a request fails with `UNError.notificationsNotAllowed`,
/// nothing is pending or delivered, and the delegate is never called. Categories set are kept.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The app's notification center.
    public static func current() -> UNUserNotificationCenter { shared }

    public weak var delegate: UNUserNotificationCenterDelegate?
    private var categories: Set<UNNotificationCategory> = []

    private override init() { super.init() }

    public var supportsContentExtensions: Bool { false }

    /// Asks to notify: a render never allows it, so the answer is false, with no error.
    @preconcurrency public func requestAuthorization(options: UNAuthorizationOptions = [],
                                     completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    @preconcurrency public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Schedules `request`: notifications are not allowed, so the handler gets that error.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        completionHandler?(UNError(.notificationsNotAllowed))
    }
    public func add(_ request: UNNotificationRequest) async throws { throw UNError(.notificationsNotAllowed) }

    @preconcurrency public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler([])
    }
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    public func removeAllPendingNotificationRequests() {}

    @preconcurrency public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
    public func deliveredNotifications() async -> [UNNotification] { [] }
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    public func removeAllDeliveredNotifications() {}

    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }
    @preconcurrency public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(categories)
    }
    public func notificationCategories() async -> Set<UNNotificationCategory> { categories }

    /// Sets the app icon's badge (there is no Home Screen in a render).
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// What the app asks to be allowed.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, authorized, provisional, ephemeral }

/// Whether one kind of notification presentation is on.
public enum UNNotificationSetting: Int, Sendable { case notSupported = 0, disabled, enabled }

/// How alerts are shown.
public enum UNAlertStyle: Int, Sendable { case none = 0, banner, alert }

/// When notification previews show.
public enum UNShowPreviewsSetting: Int, Sendable { case always = 0, whenAuthenticated, never }

/// The app's notification settings: not yet determined, every presentation disabled (CarPlay,
/// critical alerts and announcements not supported), no alert style.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus = UNAuthorizationStatus.notDetermined
    public let soundSetting = UNNotificationSetting.disabled
    public let badgeSetting = UNNotificationSetting.disabled
    public let alertSetting = UNNotificationSetting.disabled
    public let notificationCenterSetting = UNNotificationSetting.disabled
    public let lockScreenSetting = UNNotificationSetting.disabled
    public let carPlaySetting = UNNotificationSetting.notSupported
    public let criticalAlertSetting = UNNotificationSetting.notSupported
    public let announcementSetting = UNNotificationSetting.notSupported
    public let timeSensitiveSetting = UNNotificationSetting.disabled
    public let scheduledDeliverySetting = UNNotificationSetting.disabled
    public let directMessagesSetting = UNNotificationSetting.disabled
    public let alertStyle = UNAlertStyle.none
    public let showPreviewsSetting = UNShowPreviewsSetting.always
    public let providesAppNotificationSettings = false

    override init() { super.init() }
}

/// What the notification center tells its delegate (never, in a render). Every method is optional.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
