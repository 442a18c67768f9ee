import Foundation

/// Effects that change how a view draws but not its layout (`visualEffect`, `scrollTransition`),
/// as SwiftUI's `VisualEffect`. Each effect method appends the view modifier of the same name, so
/// an effect draws exactly as that modifier does.
public protocol VisualEffect {
    /// The modifiers this effect applies, in order.
    var _steps: [VisualEffectStep] { get }
}

/// One view modifier of a visual effect.
public struct VisualEffectStep {
    let apply: @MainActor (AnyView) -> AnyView
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
    func then<V: View>(_ modify: @escaping @MainActor (AnyView) -> V) -> _ChainedVisualEffect {
        _ChainedVisualEffect(_steps: _steps + [VisualEffectStep { AnyView(modify($0)) }])
    }

    public func offset(_ offset: CGSize) -> _ChainedVisualEffect { then { $0.offset(offset) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ChainedVisualEffect { then { $0.offset(x: x, y: y) } }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then { $0.scaleEffect(scale, anchor: anchor) }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then { $0.scaleEffect(x: scale.width, y: scale.height, anchor: anchor) }
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then { $0.scaleEffect(x: x, y: y, anchor: anchor) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ChainedVisualEffect {
        then { $0.rotationEffect(angle, anchor: anchor) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> _ChainedVisualEffect {
        then { $0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective) }
    }
    public func opacity(_ opacity: Double) -> _ChainedVisualEffect { then { $0.opacity(opacity) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ChainedVisualEffect {
        then { $0.blur(radius: radius, opaque: opaque) }
    }
    public func brightness(_ amount: Double) -> _ChainedVisualEffect { then { $0.brightness(amount) } }
    public func contrast(_ amount: Double) -> _ChainedVisualEffect { then { $0.contrast(amount) } }
    public func saturation(_ amount: Double) -> _ChainedVisualEffect { then { $0.saturation(amount) } }
    public func grayscale(_ amount: Double) -> _ChainedVisualEffect { then { $0.grayscale(amount) } }
    public func hueRotation(_ angle: Angle) -> _ChainedVisualEffect { then { $0.hueRotation(angle) } }
    public func colorMultiply(_ color: Color) -> _ChainedVisualEffect { then { $0.colorMultiply(color) } }
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
        effect._steps.reduce(self) { view, step in step.apply(view) }
    }
}
