import MockupRaster

/// What the tab bar and the navigation bar draw behind their items when an appearance leaves a value
/// to the system (docs/DEVICES.md, "Bars"): the system chrome material and the scheme's hairline.
enum BarChrome {
    /// The tint of the system chrome material over the bar's backdrop blur.
    static let lightBackground = RGBA(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    static let darkBackground = RGBA(red: 0.07, green: 0.07, blue: 0.07, alpha: 0.94)
    /// The default hairline per scheme, as `UIBarAppearance`'s default shadow colour.
    static let lightHairline = RGBA.black.opacity(0.3)
    static let darkHairline = RGBA.white.opacity(0.15)
    static let hairlineThickness = 0.33

    /// The bar's background: `color` (nil = the material's tint), over a backdrop blur when
    /// `blursBackdrop`.
    static func background(_ color: RGBA?, blursBackdrop: Bool, dark: Bool) -> ViewNode {
        let fill = fill(color ?? (dark ? darkBackground : lightBackground))
        return blursBackdrop ? .effect(.backdropBlur(radius: Material.backdropBlurRadius), child: fill) : fill
    }

    /// The hairline along the bar's edge in `color` (nil = the scheme's default).
    static func hairline(_ color: RGBA?, dark: Bool) -> ViewNode {
        .frame(width: nil, height: hairlineThickness, alignment: .center,
               child: fill(color ?? (dark ? darkHairline : lightHairline)))
    }

    private static func fill(_ color: RGBA) -> ViewNode {
        .shape(ResolvedShape(kind: .rectangle, drawing: .fill(.color(color), evenOdd: false)))
    }
}
