/// A shape style drawn with a blend mode: what `style.blendMode(_:)` returns.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let mode: BlendMode

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
    public var _renderNote: String? { base._renderNote }
    public var _backdropBlur: Double? { base._backdropBlur }
    public var _shadow: ShadowStyle? { base._shadow }
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
