import Foundation

/// Where a view is relative to the visible region of its scroll view, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Inside the visible region: a still shows every visible view in this phase.
    case identity
    /// Entering or leaving at the top or leading edge.
    case topLeading
    /// Entering or leaving at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is in the visible region.
    public var isIdentity: Bool { self == .identity }
    /// -1 at the top/leading edge, 0 inside, 1 at the bottom/trailing edge.
    public var value: Double {
        switch self {
        case .identity: 0
        case .topLeading: -1
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scroll position, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// When a view counts as visible: the fraction of it inside the visible region.
    public struct Threshold: Sendable {
        let amount: Double
        /// Fully visible.
        public static let visible = Threshold(amount: 1)
        /// Fully hidden.
        public static let hidden = Threshold(amount: 0)
        /// Centred in the visible region.
        public static let centered = Threshold(amount: 0.5)
        /// `amount` (0…1) of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
        /// This threshold moved `amount` of the way to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(amount: self.amount + (other.amount - self.amount) * amount)
        }
        /// This threshold with the visible region inset by `distance` points.
        public func inset(by distance: Double) -> Threshold { self }
    }

    /// The phase changes with an animation once the threshold is crossed.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// The phase changes with `animation` once the threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// The phase follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// The phase follows the scroll position along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { .interactive }
    /// No transition: the view stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// The configuration with the animation it uses.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// The configuration with the point at which the view counts as visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
}

extension View {
    /// Applies `transition` as the view scrolls in and out of view. A still shows every view at
    /// rest, so the transition is applied in the `.identity` phase.
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        AnyView(self).applying(transition(EmptyVisualEffect(), .identity))
    }

    /// Applies `transition` with separate configurations for each edge; a still shows the
    /// `.identity` phase.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration,
                                                  bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        AnyView(self).applying(transition(EmptyVisualEffect(), .identity))
    }
}
