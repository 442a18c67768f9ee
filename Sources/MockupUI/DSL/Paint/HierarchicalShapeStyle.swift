/// The levels of the foreground (`.foregroundStyle(.secondary)`, `.fill(.tertiary)`). With the
/// default foreground they are iOS's label colours (primary, secondary, tertiary, quaternary); with an
/// explicit foreground colour or gradient, that style at the labels' opacity (docs/API-SHIMS.md).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // The style may itself be the foreground: resolve against the foreground outside it.
        var outer = environment
        outer.foregroundStyle = nil
        guard let explicit = environment.foregroundStyle, !(explicit.base is HierarchicalShapeStyle) else {
            return .color(label.resolve(in: environment))
        }
        let dark = environment.colorScheme == .dark
        // Colours and every stop of a gradient take the level's opacity.
        return explicit.opacity([1, 0.6, 0.3, dark ? 0.16 : 0.18][level]).resolvePaint(in: outer)
    }

    /// The label colour of this level.
    private var label: Color {
        switch level {
        case 0: Color.primary
        case 1: Color.secondary
        case 2: Color(provider: .adaptive(light: Color.rgba(0x3C3C43, alpha: 0.3), dark: Color.rgba(0xEBEBF5, alpha: 0.3)))
        default: Color(provider: .adaptive(light: Color.rgba(0x3C3C43, alpha: 0.18), dark: Color.rgba(0xEBEBF5, alpha: 0.16)))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The background of the current context (`.background` as a style): the system background colour.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.colorScheme == .dark ? .black : .white)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The separator colour (`.separator`, iOS 17): 29 % grey-blue in light, 60 % grey in dark.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.colorScheme == .dark ? Color.rgba(0x545458, alpha: 0.6) : Color.rgba(0x3C3C43, alpha: 0.29))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
