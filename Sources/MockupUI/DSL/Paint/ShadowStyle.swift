import Foundation

/// A shadow as part of a shape style (`Color.blue.shadow(.drop(radius: 4))`), as SwiftUI's
/// `ShadowStyle`.
public struct ShadowStyle: Equatable, Sendable {
    let isInner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow behind the shape: its alpha blurred, tinted and offset.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, on top of its fill.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }

    /// `node` (a shape, text or symbol painted with a style that has this shadow) with the shadow:
    /// a drop shadow is the view shadow effect; an inner shadow is drawn inside the node's alpha,
    /// over its paint (RENDERING.md §6.3).
    func apply(to node: ViewNode, in environment: EnvironmentValues) -> ViewNode {
        let color = color.rgba(in: environment), radius = Double(radius), x = Double(x), y = Double(y)
        return .effect(isInner ? .innerShadow(color: color, radius: radius, x: x, y: y)
                               : .shadow(color: color, radius: radius, x: x, y: y), child: node)
    }
}

extension EnvironmentValues {
    /// `node`, painted with the foreground style, with that style's shadow and blend mode if it has
    /// them (`.foregroundStyle(.red.shadow(.inner(radius: 4)))` on a text, symbol or shape).
    func withForegroundShadow(_ node: ViewNode) -> ViewNode {
        foregroundStyle?.applyingEffects(to: node, in: self) ?? node
    }
}

/// A shape style with a shadow: what `style.shadow(_:)` returns.
public struct _ShadowShapeStyle<Base: ShapeStyle>: _ShapeStyleWrapper {
    let base: Base
    let shadow: ShadowStyle

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
    public var _wrapped: any ShapeStyle { base }
    public var _shadow: ShadowStyle? { shadow }
}

extension ShapeStyle {
    /// This style with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with `style`'s shadow (`.fill(.shadow(.drop(radius: 2)))`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
