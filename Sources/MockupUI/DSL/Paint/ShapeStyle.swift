/// Something a shape or text can be painted with: a colour, a gradient, the foreground or tint.
public protocol ShapeStyle: Sendable {
    /// The concrete style a custom style stands for in an environment (iOS 17); the built-in styles
    /// leave it `Never` and resolve to paint directly.
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment` (what a custom style implements).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint for this style in `environment`.
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
    /// What the paint leaves out of the real style, recorded as a
    /// render note where a shape is filled with it (a style drawn approximately); nil = drawn as SwiftUI draws it.
    var _renderNote: String? { get }
    /// A material's backdrop blur radius in points: what is behind a shape filled with this style
    /// is blurred before the paint is drawn; nil = no backdrop.
    var _backdropBlur: Double? { get }
    /// The shadow a shape filled with this style casts (`.fill(.blue.shadow(.drop(radius: 4)))`).
    var _shadow: ShadowStyle? { get }
    /// How what is painted with this style blends with what is behind it (`.red.blendMode(.multiply)`).
    var _blendMode: BlendMode? { get }
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) resolves to paint directly (resolvePaint(in:))")
    }
}

extension ShapeStyle {
    /// A custom style's paint: the paint of the style it resolves to.
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        resolve(in: environment).resolvePaint(in: environment)
    }

    public var _renderNote: String? { nil }
    public var _backdropBlur: Double? { nil }
    public var _shadow: ShadowStyle? { nil }
    public var _blendMode: BlendMode? { nil }

    /// `node`, painted with this style, with the style's shadow and blend mode.
    func applyingEffects(to node: ViewNode, in environment: EnvironmentValues) -> ViewNode {
        let shadowed = _shadow.map { $0.apply(to: node, in: environment) } ?? node
        return _blendMode.map { .effect(.blend($0), child: shadowed) } ?? shadowed
    }
}

/// A shape style made from another (type-erased, faded, with a shadow or a blend mode): its render
/// note, backdrop blur, shadow and blend mode are the wrapped style's unless it sets its own, so a new
/// effect is forwarded here once rather than in every wrapper.
public protocol _ShapeStyleWrapper: ShapeStyle {
    /// The style this one is made from.
    var _wrapped: any ShapeStyle { get }
}

extension _ShapeStyleWrapper {
    public var _renderNote: String? { _wrapped._renderNote }
    public var _backdropBlur: Double? { _wrapped._backdropBlur }
    public var _shadow: ShadowStyle? { _wrapped._shadow }
    public var _blendMode: BlendMode? { _wrapped._blendMode }
}

/// A type-erased shape style.
public struct AnyShapeStyle: _ShapeStyleWrapper {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvePaint(in: environment)
    }
    public var _wrapped: any ShapeStyle { base }
}

/// The current foreground style (`.foreground`): what `.foregroundStyle` set, else the label colour.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.resolvedForeground()
    }
}

/// The current tint (`.tint`): what `.tint` set (a colour or any style), else the system accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard environment.tint == nil, let style = environment.tintStyle else { return .color(environment.resolvedTint()) }
        var outer = environment
        outer.tintStyle = nil
        return style.resolvePaint(in: outer)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// `Never` is the `Resolved` type of styles that resolve to paint directly (as in SwiftUI).
extension Never: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        preconditionFailure("Never is not a style to draw")
    }
}
