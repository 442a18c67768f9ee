/// The levels of the foreground (`.foregroundStyle(.secondary)`, `.fill(.tertiary)`). With the
/// default foreground they are iOS's label colours (primary, secondary, tertiary, quaternary); with an
/// explicit foreground colour or gradient, that style at the labels' opacity (docs/API-SHIMS.md).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity each level gives an explicit foreground style (the label colours' alphas; the
    /// fifth level has no UIKit label colour and takes half the fourth's).
    static func opacity(ofLevel level: Int, dark: Bool) -> Double {
        [1, 0.6, 0.3, dark ? 0.16 : 0.18, dark ? 0.08 : 0.09][level]
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // The style may itself be the foreground: resolve against the foreground outside it.
        var outer = environment
        outer.foregroundStyle = nil
        guard let explicit = environment.foregroundStyle, !(explicit.base is HierarchicalShapeStyle) else {
            return .color(label.rgba(in: environment))
        }
        let dark = environment.colorScheme == .dark
        // Colours and every stop of a gradient take the level's opacity.
        return explicit.opacity(Self.opacity(ofLevel: level, dark: dark)).resolvePaint(in: outer)
    }

    /// The label colour of this level.
    private var label: Color {
        switch level {
        case 0: UIKitSystemColor.label.color
        case 1: UIKitSystemColor.secondaryLabel.color
        case 2: UIKitSystemColor.tertiaryLabel.color
        case 3: UIKitSystemColor.quaternaryLabel.color
        default: Color(provider: .adaptive(light: Color.rgba(0x3C3C43, alpha: 0.09), dark: Color.rgba(0xEBEBF5, alpha: 0.08)))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A level of another style (`Color.blue.secondary`): the style at that level's opacity.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let opacity = HierarchicalShapeStyle.opacity(ofLevel: level, dark: environment.colorScheme == .dark)
        return base.opacity(opacity).resolvePaint(in: environment)
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

/// The background of the current context (`.background` as a style): the style set with
/// `backgroundStyle(_:)`, else the system background colour. Its levels (`.background.secondary`)
/// are UIKit's secondary and tertiary system backgrounds; the fourth and fifth stay tertiary.
public struct BackgroundStyle: ShapeStyle {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let custom = environment[BackgroundStyleKey.self] {
            return level == 0 ? custom.resolvePaint(in: environment)
                : HierarchicalShapeStyleModifier(base: custom, level: level).resolvePaint(in: environment)
        }
        let color = switch level {
        case 0: SystemMetrics.background
        case 1: SystemMetrics.secondaryBackground
        default: SystemMetrics.tertiaryBackground
        }
        return color.resolvePaint(in: environment)
    }

    /// `UIColor.secondarySystemBackground`.
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// `UIColor.tertiarySystemBackground`.
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
    /// The fourth level (as the third).
    public var quaternary: BackgroundStyle { BackgroundStyle(level: 3) }
    /// The fifth level (as the third).
    public var quinary: BackgroundStyle { BackgroundStyle(level: 4) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The style `backgroundStyle(_:)` sets; nil = the system background.
struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension View {
    /// Sets the style `.background` resolves to in this view's descendants.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[BackgroundStyleKey.self] = AnyShapeStyle(style) })
    }
}

/// The separator colour (`.separator`, iOS 17): 29 % grey-blue in light, 60 % grey in dark.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        UIKitSystemColor.separator.color.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension EnvironmentValues {
    /// The foreground after `foregroundStyle(style)`. A level (`.secondary`) is a level of the
    /// foreground set outside, as SwiftUI's hierarchical styles are: the level's own style from
    /// `foregroundStyle(_:_:)`, else the outer style at the level's opacity (white text's
    /// `.secondary` is white at 60 %). Any other style replaces the foreground.
    func foreground(afterSetting style: AnyShapeStyle) -> AnyShapeStyle {
        guard let level = (style.base as? HierarchicalShapeStyle)?.level,
              let outer = foregroundStyle, !(outer.base is HierarchicalShapeStyle) else { return style }
        if level > 0, level - 1 < foregroundLevelStyles.count { return foregroundLevelStyles[level - 1] }
        let root = (outer.base as? HierarchicalShapeStyleModifier<AnyShapeStyle>)?.base ?? outer
        return AnyShapeStyle(HierarchicalShapeStyleModifier(base: root, level: level))
    }
}
