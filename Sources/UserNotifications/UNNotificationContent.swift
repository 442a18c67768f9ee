import Foundation

/// What a notification shows: read-only (see `UNMutableNotificationContent`).
public class UNNotificationContent: NSObject, @unchecked Sendable {
    public fileprivate(set) var title = ""
    public fileprivate(set) var subtitle = ""
    public fileprivate(set) var body = ""
    public fileprivate(set) var badge: NSNumber?
    public fileprivate(set) var sound: UNNotificationSound?
    public fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    public fileprivate(set) var categoryIdentifier = ""
    public fileprivate(set) var threadIdentifier = ""
    public fileprivate(set) var targetContentIdentifier: String?
    public fileprivate(set) var launchImageName = ""
    public fileprivate(set) var attachments: [UNNotificationAttachment] = []
    public fileprivate(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    public fileprivate(set) var relevanceScore: Double = 0
    public fileprivate(set) var filterCriteria: String?

    public override init() { super.init() }
}

/// What a notification shows, as the app builds it.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue }
    }
    public override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel } set { super.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    public override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive = 0, active, timeSensitive, critical }

/// A notification's sound (none plays in a render).
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name, or nil for the system sound.
    let name: UNNotificationSoundName?
    let isCritical: Bool

    private init(name: UNNotificationSoundName?, isCritical: Bool) {
        self.name = name; self.isCritical = isCritical
        super.init()
    }

    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, isCritical: false) }

    public static var `default`: UNNotificationSound { UNNotificationSound(name: nil, isCritical: false) }
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true) }
    public static var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, isCritical: false) }
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { .defaultCritical }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true)
    }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        criticalSoundNamed(name)
    }
    public static func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: false)
    }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A file shown with a notification. Making one throws when there is no file at the URL, as on iOS.
public final class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else { throw UNError(.attachmentInvalidURL) }
        self.identifier = identifier
        url = URL
        type = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String ?? ""
        super.init()
    }
}

// Attachment options.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"
