/// A shape style with its opacity multiplied (`.ultraThinMaterial.opacity(0.8)`, `.tint.opacity(0.2)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: _ShapeStyleWrapper {
    let base: Base
    let opacity: Double

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvePaint(in: environment).faded(by: opacity)
    }

    public var _wrapped: any ShapeStyle { base }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
