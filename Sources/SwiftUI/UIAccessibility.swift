import Foundation

/// UIKit's accessibility settings, as a render has them: iOS's defaults (every option off), so
/// code that branches on them draws its default look. SwiftUI code reads the same settings from
/// the environment (`accessibilityReduceMotion` …), where a scene can set them.
@preconcurrency @MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }

    /// A VoiceOver announcement kind.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posting is ignored: no assistive technology listens to a render.
    public static func post(notification: Notification, argument: Any?) {}
}
