/// A font descriptor resolved to a bundled file and instance: what will actually be drawn.
public struct ResolvedFont: Hashable, Sendable {
    /// Bundled family used (`Inter`, `Manrope`, ...).
    public let family: String
    /// File path relative to `Fonts/`.
    public let file: String
    /// Requested weight class (100...900).
    public let weight: Double
    public let italic: Bool
    /// Axis settings requested from a variable file (clamped to the file's axes when loaded).
    public let variations: [String: Double]
    /// True when italic was asked for and the family has no italic face.
    public let syntheticOblique: Bool
    public let pointSize: Double
    /// Drawn in place of SF Pro (the system font, or a name iOS would draw with it): laid out with
    /// SF Pro's vertical metrics and tracking table (`SFProMetrics`).
    public let standsInForSystemFont: Bool
}

/// Maps `FontDescriptor`s to bundled files, as iOS resolves names (unknown names fall back to the
/// system font with one warning).
enum FontResolver {
    static func resolve(_ descriptor: FontDescriptor, diagnostics: Diagnostics) -> ResolvedFont {
        let requestedWeight = descriptor.weight?.value
        switch descriptor.source {
        case .system(let design):
            let family: FontFamily = design == .monospaced ? .robotoMono : .inter
            if design == .rounded || design == .serif {
                diagnostics.warnOnce(key: "design.\(design)",
                                     "Font design .\(design) has no bundled face; drawing it with Inter (the SF Pro stand-in).")
            }
            return instance(of: family, weight: requestedWeight ?? 400, italic: descriptor.italic, size: descriptor.size,
                            standsInForSystemFont: family.name == FontFamily.inter.name)
        case .named(let name):
            guard let parts = FontNameParser.parse(name), let match = FontFamily.named(parts.family) else {
                diagnostics.warnOnce(key: "font.\(name)",
                                     "Unknown font '\(name)'; using the system font (Inter) as iOS does. Bundled families: Inter, Manrope, Poppins, RobotoMono (see Fonts/FONTS.md).")
                return instance(of: .inter, weight: requestedWeight ?? 400, italic: descriptor.italic, size: descriptor.size,
                                standsInForSystemFont: true)
            }
            return instance(of: match.family, weight: requestedWeight ?? Double(parts.weight ?? 400),
                            italic: descriptor.italic || parts.italic, size: descriptor.size,
                            standsInForSystemFont: match.substituteFor?.hasPrefix("SF Pro") ?? false,
                            opticalSize: match.substituteFor == nil ? match.family.staticOpticalSize : nil)
        }
    }

    /// The file and instance of `family` for a weight, italic flag and point size. `opticalSize` pins
    /// `opsz` (a static instance, as a font file iOS loads by name has); nil lets it follow the size
    /// where the family does.
    static func instance(of family: FontFamily, weight: Double, italic: Bool, size: Double,
                         standsInForSystemFont: Bool = false, opticalSize: Double? = nil) -> ResolvedFont {
        switch family.files {
        case .variable(let roman, let italicFile):
            var variations = ["wght": weight]
            if let opticalSize { variations["opsz"] = opticalSize }
            else if family.opticalSizeFollowsPointSize { variations["opsz"] = size }
            let useItalic = italic && italicFile != nil
            return ResolvedFont(family: family.name, file: useItalic ? italicFile! : roman, weight: weight,
                                italic: italic, variations: variations, syntheticOblique: italic && !useItalic,
                                pointSize: size, standsInForSystemFont: standsInForSystemFont)
        case .statics(let byWeight):
            let nearest = byWeight.keys.min { a, b in
                let da = abs(Double(a) - weight), db = abs(Double(b) - weight)
                return da != db ? da < db : a > b   // ties go to the heavier face
            }!
            let files = byWeight[nearest]!
            let italicFile = italic ? files.italic : nil
            return ResolvedFont(family: family.name, file: italicFile ?? files.roman, weight: weight, italic: italic,
                                variations: [:], syntheticOblique: italic && italicFile == nil, pointSize: size,
                                standsInForSystemFont: standsInForSystemFont)
        }
    }
}
