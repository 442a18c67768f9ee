import Foundation
import MockupUI

/// UIKit's haptic feedback generators. A headless render has no haptic engine, so preparing and
/// playing feedback does nothing; the API is whole so code that plays haptics compiles and runs.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The view the feedback is tied to (iOS 17.5); held.
    public private(set) weak var view: UIView?

    public init() {}
    /// A generator for feedback in `view` (iOS 17.5).
    public init(view: UIView) { self.view = view }

    /// Readies the engine for feedback soon: nothing to ready in a render.
    open func prepare() {}
}

/// Impacts: a tap of a given weight.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Hashable, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) { self.style = style; super.init() }
    public override convenience init() { self.init(style: .medium) }
    /// A generator for impacts in `view` (iOS 17.5).
    public init(style: FeedbackStyle = .medium, view: UIView) { self.style = style; super.init(view: view) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    /// An impact at a point of the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {}
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Outcomes: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Hashable, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// An outcome at a point of the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// A selection moving through values (a picker's detents).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
    /// A change at a point of the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {}
}

/// Feedback for drawing and moving things on a canvas (iOS 17.5): snapping to guides and alignments.
@preconcurrency @MainActor
open class UICanvasFeedbackGenerator: UIFeedbackGenerator {
    open func alignmentOccurred(at location: CGPoint) {}
    open func pathCompleted(at location: CGPoint) {}
}
