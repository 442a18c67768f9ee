import Foundation

// How assistive technologies interact with a view: where it is activated, touched directly,
// zoomed or scrolled, and how it shows in the Large Content Viewer. None changes a still image.

/// How a direct-touch area behaves under VoiceOver, as SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver does not speak when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area takes direct touches only once the user activates it.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A zoom performed with an assistive technology, as SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction {
    /// Whether the zoom goes in or out.
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    /// The zoom's centre in the view's unit space.
    public let location: UnitPoint
    /// The zoom's centre in the view's coordinates.
    public let point: CGPoint
}

extension View {
    /// Where assistive technologies activate the view, in its coordinates.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// Where assistive technologies activate the view, in its unit space.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Lets touches through to the view while VoiceOver runs.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                         options: AccessibilityDirectTouchOptions = []) -> some View { self }

    /// The action a VoiceOver zoom gesture performs; no one zooms a still.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    /// The action an assistive-technology scroll performs; no one scrolls a still.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Whether assistive technologies treat the view as interactive.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Shows the view itself, enlarged, in the Large Content Viewer.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the Large Content Viewer when the user long-presses the view.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Keeps the view's colours when Smart Invert is on (off in a render, so nothing changes).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
