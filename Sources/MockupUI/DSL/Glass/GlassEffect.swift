/// The shape `glassEffect(_:in:)` draws its glass in by default: a capsule, as SwiftUI's
/// `DefaultGlassEffectShape`.
public struct DefaultGlassEffectShape: Sendable {
    public init() {}
}

extension DefaultGlassEffectShape: _BuiltInShape {
    public var _kind: ShapeKind { Capsule()._kind }
}

extension View {
    /// iOS 26's Liquid Glass behind this view, in `shape` over the view's bounds: drawn as a
    /// material (the backdrop blurred and frosted, `.clear` thinner than `.regular`), the glass's
    /// tint, and a light rim, with a render note; `.identity` draws nothing. The view's layout is
    /// unchanged.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if let frost = LiquidGlassMetrics.iOS26.frost(glass.variant) {
                GlassSurface(shape: shape, frost: frost, tint: glass.tintColor.map { AnyShapeStyle($0) },
                             tintOpacity: LiquidGlassMetrics.iOS26.tintOpacity)
            }
        }
    }
}
