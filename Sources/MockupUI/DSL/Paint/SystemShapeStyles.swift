/// The system fill colours as a style (`.fill`, iOS 17), for thin and small shapes: UIKit's
/// `systemFill`; its levels (`.fill.secondary` …) are the secondary, tertiary and quaternary system
/// fills (the fifth stays quaternary). Values: SystemMetrics, cited in docs/API-SHIMS.md.
public struct FillShapeStyle: ShapeStyle {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let color = switch level {
        case 0: SystemMetrics.systemFill
        case 1: SystemMetrics.secondaryFill
        case 2: SystemMetrics.tertiaryFill
        default: SystemMetrics.quaternaryFill
        }
        return color.resolvePaint(in: environment)
    }

    /// `UIColor.secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// `UIColor.tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// `UIColor.quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    /// The fifth level (as the fourth).
    public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }
}

/// The colour of placeholder text (`.placeholder`): `UIColor.placeholderText`.
public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        SystemMetrics.placeholder.resolvePaint(in: environment)
    }
}

/// The colour of links (`.link`): `UIColor.link`.
public struct LinkShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        SystemMetrics.link.resolvePaint(in: environment)
    }
}

/// The style of selected content (`.selection`): on iOS the tint colour.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.resolvedTint())
    }
}

/// The window's background (`.windowBackground`): on iOS the system background colour.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        SystemMetrics.background.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour (`UIColor.systemFill`).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection style (the tint).
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window background (the system background).
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
