import CoreLocation
import Foundation

/// A notification to schedule: its content and when to deliver it.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    /// Nil delivers at once.
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
        super.init()
    }
}

/// When a notification is delivered. A render never delivers one, so no trigger has a next date.
public class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats; super.init() }
}

/// Delivers after a number of seconds.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it would fire next: never, in a render.
    public func nextTriggerDate() -> Date? { nil }
}

/// Delivers at the dates matching some calendar components.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// When it would fire next: never, in a render.
    public func nextTriggerDate() -> Date? { nil }
}

/// Delivers when the device enters or leaves a region (a render has no location).
public final class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let region: CLRegion

    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}

/// A remote notification's trigger.
public final class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
