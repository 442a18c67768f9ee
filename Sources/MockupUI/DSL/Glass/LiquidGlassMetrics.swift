/// How Mockup draws iOS 26's Liquid Glass: as a material (the backdrop blurred, a frosting colour
/// laid over it), the tint, and a thin light rim. One value per iOS look, as `SystemChromeMetrics`:
/// every value is Mockup's choice (docs/API-SHIMS.md §12), kept here so that a look measured from
/// iOS 26 can sit beside it.
struct LiquidGlassMetrics: Sendable {
    /// A glass variant's Gaussian backdrop blur (σ, points) and its frosting per colour scheme.
    struct Frost: Sendable {
        var blurRadius: Double
        var light: RGBA
        var dark: RGBA
    }

    var regular: Frost
    var clear: Frost
    /// The opacity of `Glass.tint(_:)`'s colour over the frosting.
    var tintOpacity: Double
    /// The opacity of the tint filling a `.glassProminent` button.
    var prominentTintOpacity: Double
    /// The rim along the glass shape's edge, inside it: width in points and colour per scheme. The
    /// light scheme's rim is a light grey, so glass over white (where the frost vanishes) keeps its outline.
    var rimWidth: Double
    var lightRim: RGBA
    var darkRim: RGBA

    /// What a render notes once where glass is drawn.
    static let renderNote = "iOS 26 Liquid Glass"
    static let drawnAs = "drawn as a material approximation: blurred backdrop, tint and a light rim, without refraction"

    /// iOS 26's glass as the iOS 17/18 look draws it.
    static let iOS26 = LiquidGlassMetrics(
        regular: Frost(blurRadius: 8, light: RGBA(red: 1, green: 1, blue: 1, alpha: 0.55),
                       dark: RGBA(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.55)),
        clear: Frost(blurRadius: 3, light: RGBA(red: 1, green: 1, blue: 1, alpha: 0.2),
                     dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2)),
        tintOpacity: 0.5, prominentTintOpacity: 1,
        rimWidth: 1, lightRim: RGBA(red: 0.85, green: 0.85, blue: 0.86, alpha: 0.8),
        darkRim: RGBA(red: 1, green: 1, blue: 1, alpha: 0.25))

    /// The frost of `variant` (nil for `.identity`, which draws nothing).
    func frost(_ variant: Glass.Variant) -> Frost? {
        switch variant {
        case .regular: return regular
        case .clear: return clear
        case .identity: return nil
        }
    }
}
