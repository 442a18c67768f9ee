import Foundation

/// A kind of notification and the actions it offers.
public final class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public let hiddenPreviewsBodyPlaceholder: String
    public let categorySummaryFormat: String

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String = "", categorySummaryFormat format: String? = nil,
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier; self.actions = actions; self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder; categorySummaryFormat = format ?? ""
        self.options = options
        super.init()
    }

    /// Categories are the same when their identifiers are, as the notification center keys them.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
    public override var hash: Int { identifier.hashValue }
}

/// How a category behaves.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A button on a notification.
public class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil) {
        self.identifier = identifier; self.title = title; self.options = options; self.icon = icon
        super.init()
    }
}

/// An action that asks for text.
public final class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon? = nil,
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle; self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// An action's icon: an SF Symbol or a template image.
public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    public let systemImageName: String?
    public let templateImageName: String?
    public init(systemImageName: String) { self.systemImageName = systemImageName; templateImageName = nil; super.init() }
    public init(templateImageName: String) { self.templateImageName = templateImageName; systemImageName = nil; super.init() }
}
