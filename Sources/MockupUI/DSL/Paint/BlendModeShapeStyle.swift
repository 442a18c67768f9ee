/// A shape style drawn with a blend mode: what `style.blendMode(_:)` returns.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: _ShapeStyleWrapper {
    let base: Base
    let mode: BlendMode

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
    public var _wrapped: any ShapeStyle { base }
    public var _blendMode: BlendMode? { mode }
}

extension ShapeStyle {
    /// This style, blended with what is behind it by `mode`.
    public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> { _BlendModeShapeStyle(base: self, mode: mode) }
}

extension ShapeStyle where Self == _BlendModeShapeStyle<ForegroundStyle> {
    /// The foreground style, blended with what is behind it by `mode` (`.fill(.blendMode(.multiply))`).
    public static func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<ForegroundStyle> {
        _BlendModeShapeStyle(base: ForegroundStyle(), mode: mode)
    }
}
