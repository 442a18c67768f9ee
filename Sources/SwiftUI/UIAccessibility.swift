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
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    /// The element VoiceOver has focused: none, as nothing listens to a render.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? { nil }
    /// A rectangle in a view's coordinates, in screen coordinates (a render's screen is its canvas).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }
    /// A path in a view's coordinates, in screen coordinates.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: nil)
        let moved = path.copy() as! UIBezierPath
        moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return moved
    }
    /// Asks to lock the app in a Guided Access session: refused, as a render has no device to lock.
    public static func requestGuidedAccessSession(enabled: Bool, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    /// Which assistive technology `focusedElement(using:)` asks about.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    // Posted when a setting changes; a render's settings never change, so these are never posted.
    public static let voiceOverStatusDidChangeNotification = statusChange("VoiceOverStatusDidChange")
    public static let switchControlStatusDidChangeNotification = statusChange("SwitchControlStatusDidChange")
    public static let reduceMotionStatusDidChangeNotification = statusChange("ReduceMotionStatusDidChange")
    public static let reduceTransparencyStatusDidChangeNotification = statusChange("ReduceTransparencyStatusDidChange")
    public static let boldTextStatusDidChangeNotification = statusChange("BoldTextStatusDidChange")
    public static let darkerSystemColorsStatusDidChangeNotification = statusChange("DarkerSystemColorsStatusDidChange")
    public static let invertColorsStatusDidChangeNotification = statusChange("InvertColorsStatusDidChange")
    public static let grayscaleStatusDidChangeNotification = statusChange("GrayscaleStatusDidChange")
    public static let differentiateWithoutColorDidChangeNotification = statusChange("DifferentiateWithoutColorDidChange")
    public static let buttonShapesEnabledStatusDidChangeNotification = statusChange("ButtonShapesEnabledStatusDidChange")
    public static let onOffSwitchLabelsDidChangeNotification = statusChange("OnOffSwitchLabelsDidChange")
    public static let prefersCrossFadeTransitionsStatusDidChange = statusChange("PrefersCrossFadeTransitionsStatusDidChange")
    public static let videoAutoplayStatusDidChangeNotification = statusChange("VideoAutoplayStatusDidChange")
    public static let closedCaptioningStatusDidChangeNotification = statusChange("ClosedCaptioningStatusDidChange")
    public static let monoAudioStatusDidChangeNotification = statusChange("MonoAudioStatusDidChange")
    public static let shakeToUndoDidChangeNotification = statusChange("ShakeToUndoDidChange")
    public static let speakScreenStatusDidChangeNotification = statusChange("SpeakScreenStatusDidChange")
    public static let speakSelectionStatusDidChangeNotification = statusChange("SpeakSelectionStatusDidChange")
    public static let guidedAccessStatusDidChangeNotification = statusChange("GuidedAccessStatusDidChange")
    public static let assistiveTouchStatusDidChangeNotification = statusChange("AssistiveTouchStatusDidChange")
    public static let elementFocusedNotification = statusChange("ElementFocused")
    public static let announcementDidFinishNotification = statusChange("AnnouncementDidFinish")

    /// The name UIKit gives a notification: `UIAccessibility` + what changed + `Notification`.
    private nonisolated static func statusChange(_ change: String) -> NSNotification.Name {
        NSNotification.Name("UIAccessibility\(change)Notification")
    }

    /// A VoiceOver announcement kind.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }

    /// Posting is ignored: no assistive technology listens to a render.
    public static func post(notification: Notification, argument: Any?) {}
}
