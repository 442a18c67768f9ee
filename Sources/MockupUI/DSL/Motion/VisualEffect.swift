import Foundation

/// Effects that change how a view draws but not its layout (`visualEffect`, `scrollTransition`),
/// as SwiftUI's `VisualEffect`. Each effect method appends the view modifier of the same name, so
/// an effect draws exactly as that modifier does.
public protocol VisualEffect {
    /// The modifiers this effect applies, in order.
    var _steps: [VisualEffectStep] { get }
}

/// One view modifier of a visual effect, with the numbers it takes (an offset's x and y, a scale, an
/// opacity), which a scroll transition interpolates between two effects of the same shape.
public struct VisualEffectStep {
    let values: [Double]
    let apply: @MainActor (AnyView, [Double]) -> AnyView

    /// This step with its values `amount` of the way to `other`'s, when both are the same modifier
    /// (the same number of values); else the nearer of the two.
    func interpolated(towards other: VisualEffectStep, amount: Double) -> VisualEffectStep {
        guard values.count == other.values.count, !values.isEmpty else { return amount < 0.5 ? self : other }
        return VisualEffectStep(values: zip(values, other.values).map { $0 + ($1 - $0) * amount }, apply: other.apply)
    }
}

/// The effect that changes nothing: what `visualEffect` and `scrollTransition` closures start from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [VisualEffectStep] { [] }
}

/// Effects chained by the `VisualEffect` methods.
public struct _ChainedVisualEffect: VisualEffect {
    public let _steps: [VisualEffectStep]
}

extension VisualEffect {
    /// The effect with a modifier taking `values` appended.
    func then<V: View>(_ values: Double..., modify: @escaping @MainActor (AnyView, [Double]) -> V) -> _ChainedVisualEffect {
        _ChainedVisualEffect(_steps: _steps + [VisualEffectStep(values: values) { AnyView(modify($0, $1)) }])
    }

    public func offset(_ offset: CGSize) -> _ChainedVisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ChainedVisualEffect { then(x, y) { $0.offset(x: $1[0], y: $1[1]) } }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then(x, y) { $0.scaleEffect(x: $1[0], y: $1[1], anchor: anchor) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then(angle.degrees) { $0.rotationEffect(.degrees($1[0]), anchor: anchor) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> _ChainedVisualEffect {
        then(angle.degrees) { $0.rotation3DEffect(.degrees($1[0]), axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective) }
    }
    public func opacity(_ opacity: Double) -> _ChainedVisualEffect { then(opacity) { $0.opacity($1[0]) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ChainedVisualEffect {
        then(radius) { $0.blur(radius: $1[0], opaque: opaque) }
    }
    public func brightness(_ amount: Double) -> _ChainedVisualEffect { then(amount) { $0.brightness($1[0]) } }
    public func contrast(_ amount: Double) -> _ChainedVisualEffect { then(amount) { $0.contrast($1[0]) } }
    public func saturation(_ amount: Double) -> _ChainedVisualEffect { then(amount) { $0.saturation($1[0]) } }
    public func grayscale(_ amount: Double) -> _ChainedVisualEffect { then(amount) { $0.grayscale($1[0]) } }
    public func hueRotation(_ angle: Angle) -> _ChainedVisualEffect { then(angle.degrees) { $0.hueRotation(.degrees($1[0])) } }
    public func colorMultiply(_ color: Color) -> _ChainedVisualEffect { then { view, _ in view.colorMultiply(color) } }

    /// This effect `amount` of the way to `other` (0: this one, 1: `other`), step by step.
    func interpolated(towards other: some VisualEffect, amount: Double) -> _ChainedVisualEffect {
        let (mine, theirs) = (_steps, other._steps)
        guard mine.count == theirs.count else { return _ChainedVisualEffect(_steps: amount < 0.5 ? mine : theirs) }
        return _ChainedVisualEffect(_steps: zip(mine, theirs).map { $0.interpolated(towards: $1, amount: amount) })
    }
}

extension View {
    /// Applies `effect` to the view, drawn with the view's own geometry.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        drawnWithOwnGeometry { proxy in AnyView(self).applying(effect(EmptyVisualEffect(), proxy)) }
    }

    /// The view laid out as usual, drawn by `draw` from its own geometry: it sizes itself hidden,
    /// and `draw`'s view fills that size (what `visualEffect` and `GeometryEffect` draw with).
    func drawnWithOwnGeometry<V: View>(_ draw: @escaping @MainActor (GeometryProxy) -> V) -> some View {
        hidden().overlay(alignment: .topLeading) {
            GeometryReader { proxy in draw(proxy) }
        }
    }
}

extension AnyView {
    /// This view with `effect`'s modifiers applied.
    func applying(_ effect: some VisualEffect) -> AnyView {
        effect._steps.reduce(self) { view, step in step.apply(view, step.values) }
    }
}
