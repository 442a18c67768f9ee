import Foundation

/// A modifier that draws its content through a projection computed from the content's size, as
/// SwiftUI's `GeometryEffect` (shakes, flips, skews written as custom effects). Layout is
/// unchanged; a still draws the effect at its current `animatableData`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection to draw the content through, given the content's size.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The effect, not seen by the layout of the content's geometry readers (the same in a still).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// `content` drawn through the projection of its own size.
    @MainActor func draw(_ content: AnyView) -> some View {
        content.drawnWithOwnGeometry { proxy in content.projectionEffect(effectValue(size: proxy.size)) }
    }
}

/// A geometry effect that layout ignores (`GeometryEffect.ignoredByLayout()`).
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    @preconcurrency @MainActor public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
