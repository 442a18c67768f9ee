import Foundation
import MockupUI

/// The system pasteboard, held in memory (a render has no clipboard to share).
@preconcurrency @MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()
    public var string: String?
    private init() {}
}

/// Impact haptics: a headless render has no haptic engine, so these do nothing.
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Hashable, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle = .medium) { self.style = style }
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Notification haptics (no effect in a render).
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Hashable, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection haptics (no effect in a render).
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
