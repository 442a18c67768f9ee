import Foundation

/// Where a view is relative to the visible region of its scroll view, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Inside the visible region (as far in as the configuration's threshold).
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
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind
    /// How much of the view is visible where it reaches the identity phase (Mockup's choice: all of it).
    var visibleThreshold = 1.0
    /// The pace of an interactive transition from just hidden (0) to the threshold (1).
    var timingCurve = UnitCurve.easeInOut

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

    /// The phase changes with an animation once the threshold is crossed: a still shows the phase.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    /// The phase changes with `animation` once the threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// The effect is interpolated as the view scrolls in, from just hidden to the threshold.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    /// The effect is interpolated along `timingCurve` as the view scrolls in.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        var configuration = ScrollTransitionConfiguration.interactive
        configuration.timingCurve = timingCurve
        return configuration
    }
    /// No transition: the view stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// The configuration with the animation it uses.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// The configuration with the point at which the view counts as visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.visibleThreshold = min(max(threshold.amount, 0), 1)
        return configuration
    }

    /// The phase of a view `visible` (0…1) in the scroll view on `side`, and how far (0…1) its effect is
    /// from the identity phase's towards that phase's.
    func phase(visible: Double, side: ScrollTransitionPhase) -> (phase: ScrollTransitionPhase, amount: Double) {
        guard kind != .identity, visibleThreshold > 0, visible < visibleThreshold - 1e-9 else { return (.identity, 0) }
        switch kind {
        case .animated: return (side, 1)
        default: return (side, 1 - timingCurve.value(at: visible / visibleThreshold))
        }
    }
}

extension View {
    /// Applies `transition` as the view scrolls in and out of view. A still shows every view at
    /// rest, so the transition is applied in the `.identity` phase.
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` with separate configurations for each edge; a still shows the
    /// `.identity` phase.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration,
                                                  bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        drawnWithOwnGeometry { proxy in
            let identity = transition(EmptyVisualEffect(), .identity)
            guard let placement = ScrollTransitionPlacement(proxy, axis: axis) else { return AnyView(self).applying(identity) }
            let configuration = placement.side == .topLeading ? topLeading : bottomTrailing
            let (phase, amount) = configuration.phase(visible: placement.visible, side: placement.side)
            guard phase != .identity else { return AnyView(self).applying(identity) }
            return AnyView(self).applying(identity.interpolated(towards: transition(EmptyVisualEffect(), phase), amount: amount))
        }
    }
}

/// Where a view lies in the visible region of its scroll view: the fraction of it inside along the
/// axis, and the edge it is nearer.
private struct ScrollTransitionPlacement {
    let visible: Double
    let side: ScrollTransitionPhase

    /// From the view's own geometry; nil outside a scroll view. Without an axis, the axis along which
    /// less of the view shows.
    @MainActor init?(_ proxy: GeometryProxy, axis: Axis?) {
        guard let viewport = proxy.bounds(of: .scrollView), proxy.size.width > 0, proxy.size.height > 0 else { return nil }
        func along(_ axis: Axis) -> (visible: Double, side: ScrollTransitionPhase) {
            let (start, length, viewStart, viewEnd) = axis == .horizontal
                ? (0.0, proxy.size.width, viewport.minX, viewport.maxX) : (0.0, proxy.size.height, viewport.minY, viewport.maxY)
            let overlap = max(0, min(start + length, viewEnd) - max(start, viewStart))
            let side: ScrollTransitionPhase = start + length / 2 < (viewStart + viewEnd) / 2 ? .topLeading : .bottomTrailing
            // A view longer than the viewport is as visible as it can be when it fills it.
            return (overlap / min(length, viewEnd - viewStart), side)
        }
        let chosen = axis.map(along) ?? [along(.horizontal), along(.vertical)].min { $0.visible < $1.visible }!
        (visible, side) = chosen
    }
}
