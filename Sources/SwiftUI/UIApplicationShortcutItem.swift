import Foundation

/// A Home Screen quick action (`UIApplication.shortcutItems`), as UIKit's `UIApplicationShortcutItem`.
/// A render shows no Home Screen; the items are held.
@preconcurrency @MainActor
open class UIApplicationShortcutItem {
    open internal(set) var type: String
    open internal(set) var localizedTitle: String
    open internal(set) var localizedSubtitle: String?
    open internal(set) var icon: UIApplicationShortcutIcon?
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    open internal(set) var targetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?,
                icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// A copy whose properties can be set.
    public func mutableCopy() -> Any {
        let copy = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                    icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }
}

/// A quick action whose properties can be set.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String { get { super.type } set { super.type = newValue } }
    open override var localizedTitle: String { get { super.localizedTitle } set { super.localizedTitle = newValue } }
    open override var localizedSubtitle: String? { get { super.localizedSubtitle } set { super.localizedSubtitle = newValue } }
    open override var icon: UIApplicationShortcutIcon? { get { super.icon } set { super.icon = newValue } }
    open override var userInfo: [String: any NSSecureCoding]? { get { super.userInfo } set { super.userInfo = newValue } }
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue }
    }
}

/// A quick action's icon: a system icon, an SF Symbol or an image of the app's.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
             cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
             alarm, bookmark, shuffle, audio, update
    }

    public let systemImageName: String?
    public let templateImageName: String?
    public let type: IconType?

    public init(type: IconType) { self.type = type; systemImageName = nil; templateImageName = nil }
    public init(systemImageName: String) { self.systemImageName = systemImageName; templateImageName = nil; type = nil }
    public init(templateImageName: String) { self.templateImageName = templateImageName; systemImageName = nil; type = nil }
}
