/// A backdrop material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): as on iOS, what is
/// already drawn behind a shape filled with it is blurred, then the material's tint is laid over it.
/// Tints and the blur radius are in docs/API-SHIMS.md; `.bar` matches the tab bar's chrome.
public struct Material: Hashable, Sendable, ShapeStyle {
    let name: String
    let lightAlpha: Double
    let darkAlpha: Double
    let lightTint: RGBA
    let darkTint: RGBA

    private init(_ name: String, alpha: Double, lightAlpha: Double? = nil, lightTint: RGBA = Material.lightBase,
                 darkTint: RGBA = Material.darkBase) {
        self.name = name; self.lightAlpha = lightAlpha ?? alpha; darkAlpha = alpha; self.lightTint = lightTint
        self.darkTint = darkTint
    }

    /// The Gaussian blur of the backdrop, σ in points (one for every material; approximate).
    public static let backdropBlurRadius = 10.0

    static let lightBase = RGBA(red: 0.97, green: 0.97, blue: 0.97)
    static let darkBase = RGBA(red: 0.11, green: 0.11, blue: 0.118)

    public static let ultraThinMaterial = Material("ultraThinMaterial", alpha: 0.40)
    public static let thinMaterial = Material("thinMaterial", alpha: 0.60)
    /// Light: Apple's iOS 14 design kit's system material fill, F9F9F9 at 78 % (docs/API-SHIMS.md §5).
    public static let regularMaterial = Material("regularMaterial", alpha: 0.75, lightAlpha: 0.78,
                                                 lightTint: RGBA(red: 249 / 255.0, green: 249 / 255.0, blue: 249 / 255.0))
    public static let thickMaterial = Material("thickMaterial", alpha: 0.88)
    public static let ultraThickMaterial = Material("ultraThickMaterial", alpha: 0.94)
    /// The material of system bars (the tab bar's chrome).
    public static let bar = Material("bar", alpha: 0.94, darkTint: RGBA(red: 0.07, green: 0.07, blue: 0.07))

    // SwiftUI's own names on the type (`Material.regular`; `.regularMaterial` as a shape style).
    public static var ultraThin: Material { ultraThinMaterial }
    public static var thin: Material { thinMaterial }
    public static var regular: Material { regularMaterial }
    public static var thick: Material { thickMaterial }
    public static var ultraThick: Material { ultraThickMaterial }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.colorScheme == .dark ? .color(darkTint.opacity(darkAlpha)) : .color(lightTint.opacity(lightAlpha))
    }

    public var _backdropBlur: Double? { Self.backdropBlurRadius }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
