/// A backdrop material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// iOS blurs what is behind the view and lays a tint over it. Mockup draws the tint only: over a
/// plain background that is what the material looks like; over busy content the blur is missing,
/// and every shape filled with a material records a render note saying so. Tints are in
/// docs/API-SHIMS.md; `.bar` matches the tab bar's chrome.
public struct Material: Hashable, Sendable, ShapeStyle {
    let name: String
    let lightAlpha: Double
    let darkAlpha: Double
    let lightTint: RGBA
    let darkTint: RGBA

    private init(_ name: String, alpha: Double, lightTint: RGBA = Material.lightBase, darkTint: RGBA = Material.darkBase) {
        self.name = name; lightAlpha = alpha; darkAlpha = alpha; self.lightTint = lightTint; self.darkTint = darkTint
    }

    static let lightBase = RGBA(red: 0.97, green: 0.97, blue: 0.97)
    static let darkBase = RGBA(red: 0.11, green: 0.11, blue: 0.118)

    public static let ultraThinMaterial = Material("ultraThinMaterial", alpha: 0.40)
    public static let thinMaterial = Material("thinMaterial", alpha: 0.60)
    public static let regularMaterial = Material("regularMaterial", alpha: 0.75)
    public static let thickMaterial = Material("thickMaterial", alpha: 0.88)
    public static let ultraThickMaterial = Material("ultraThickMaterial", alpha: 0.94)
    /// The material of system bars (the tab bar's chrome).
    public static let bar = Material("bar", alpha: 0.94, darkTint: RGBA(red: 0.07, green: 0.07, blue: 0.07))

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.colorScheme == .dark ? .color(darkTint.opacity(darkAlpha)) : .color(lightTint.opacity(lightAlpha))
    }

    public var _renderNote: String? { "\(name): backdrop blur not applied (drawn as its tint)" }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
