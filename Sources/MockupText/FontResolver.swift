/// A font descriptor resolved to a bundled or registered file and instance: what will actually be drawn.
public struct ResolvedFont: Hashable, Sendable {
    /// Family used (`Inter`, `Manrope`, ...; a registered font's own family name).
    public let family: String
    /// File path relative to `Fonts/`, or absolute for a registered (user's) font.
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
    /// SF Pro's vertical metrics and (see `appliesSystemTracking`) tracking table (`SFProMetrics`).
    public let standsInForSystemFont: Bool
    /// The face of a collection file (`.ttc`); 0 otherwise.
    public var faceIndex: Int = 0

    /// Whether SF Pro's tracking table applies: to Inter standing in for SF Pro, not to Nunito for SF
    /// Pro Rounded or Archivo for SF Pro's other widths, whose own spacing is already about as wide as
    /// SF Pro's (TEXT.md §9.3, §9.6).
    public var appliesSystemTracking: Bool { isInterForSFPro }
    /// Inter drawn in place of SF Pro (where SF Pro's tracking applies and Inter's own arrows and
    /// multiplication signs do not: `SFProContextualAlternates`).
    var isInterForSFPro: Bool { standsInForSystemFont && family == FontFamily.inter.name }
}

/// Maps `FontDescriptor`s to registered and bundled files, as iOS resolves names: a registered font
/// first (as an app's own fonts), then a bundled family, then a font iOS installs (through its stand-in,
/// `IOSInstalledFonts`); unknown names fall back to the system font with one warning.
enum FontResolver {
    static func resolve(_ descriptor: FontDescriptor, registered: RegisteredFonts = RegisteredFonts(),
                        diagnostics: Diagnostics) -> ResolvedFont {
        let requestedWeight = descriptor.weight?.value
        switch descriptor.source {
        case .system(let design):
            // SF Mono → Roboto Mono; SF Pro Rounded → Nunito (SF Pro's vertical metrics, its own spacing:
            // TEXT.md §9.3); New York → Source Serif 4 (its own metrics, §9.4); SF Pro → Inter, and at
            // another width Archivo at that width (§9.6).
            if design == .default && descriptor.width != 0 {
                return instance(of: .archivo, weight: requestedWeight ?? 400, italic: descriptor.italic, size: descriptor.size,
                                standsInForSystemFont: true,
                                widthAxisValue: FontDescriptor.widthAxisValue(forWidth: descriptor.width))
            }
            let family: FontFamily = switch design {
            case .monospaced: .robotoMono
            case .rounded: .nunito
            case .serif: .sourceSerif4
            case .default: .inter
            }
            let weight = requestedWeight ?? 400
            return instance(of: family, weight: design == .rounded ? SFProRoundedWeights.nunitoWeight(for: weight) : weight,
                            italic: descriptor.italic, size: descriptor.size,
                            standsInForSystemFont: design == .default || design == .rounded)
        case .named(let name):
            if let face = registered.face(named: name) {
                return instance(of: face, in: registered, weight: requestedWeight, italic: descriptor.italic, size: descriptor.size)
            }
            guard let parts = FontNameParser.parse(name) else { return unknown(name, descriptor, diagnostics: diagnostics) }
            if let match = FontFamily.named(parts.family) {
                return instance(of: match.family, weight: requestedWeight ?? Double(parts.weight ?? 400),
                                italic: descriptor.italic || parts.italic, size: descriptor.size,
                                standsInForSystemFont: match.substituteFor?.hasPrefix("SF Pro") ?? false,
                                opticalSize: match.substituteFor == nil ? match.family.staticOpticalSize : nil,
                                widthAxisValue: parts.condensed ? condensedWidthAxisValue : nil)
            }
            if let standIn = IOSInstalledFonts.standIn(forFamily: parts.family) {
                if let kind = standIn.sameKindOnly {
                    diagnostics.warnOnce(key: "font.ios.\(standIn.iosFamily)",
                                         "'\(name)' is \(standIn.iosFamily), a font iOS installs that Mockup cannot bundle; drawn with \(kind). For the real face, register a licensed copy with --fonts DIR or a Fonts/ folder next to the guide.")
                }
                return instance(of: standIn.family, weight: requestedWeight ?? Double(parts.weight ?? standIn.weight ?? 400),
                                italic: descriptor.italic || parts.italic, size: descriptor.size,
                                opticalSize: standIn.family.staticOpticalSize, widthAxisValue: parts.condensed || standIn.condensed ? condensedWidthAxisValue : nil)
            }
            return unknown(name, descriptor, diagnostics: diagnostics)
        }
    }

    /// The `wdth` of a condensed cut named by its face name (`AvenirNextCondensed-Bold`, `…-CondensedBold`).
    private static let condensedWidthAxisValue = FontDescriptor.widthAxisValue(forWidth: -0.2)

    /// A name neither registered, bundled nor installed on iOS: iOS draws the system font, and so does Mockup, with one warning.
    private static func unknown(_ name: String, _ descriptor: FontDescriptor, diagnostics: Diagnostics) -> ResolvedFont {
        diagnostics.warnOnce(key: "font.\(name)",
                             "Unknown font '\(name)'; using the system font (Inter) as iOS does. Bundled families are listed in Fonts/FONTS.md; register your own files with --fonts DIR or a Fonts/ folder next to the guide.")
        return instance(of: .inter, weight: descriptor.weight?.value ?? 400, italic: descriptor.italic, size: descriptor.size,
                        standsInForSystemFont: true)
    }

    /// A registered face, or with a weight or italic override its family's nearest face (a variable
    /// face keeps its instance and takes the weight on its `wght` axis).
    static func instance(of named: RegisteredFace, in registered: RegisteredFonts, weight: Double?, italic: Bool,
                         size: Double) -> ResolvedFont {
        let wantsItalic = italic || named.italic
        var face = named
        if wantsItalic != named.italic || (weight != nil && !named.hasWeightAxis) {
            face = registered.nearest(inFamily: named.family, weight: weight ?? named.weight, italic: wantsItalic) ?? named
        }
        var variations = face.variations
        if let weight, face.hasWeightAxis { variations["wght"] = weight }
        return ResolvedFont(family: face.family, file: face.path, weight: weight ?? face.weight, italic: wantsItalic,
                            variations: variations, syntheticOblique: wantsItalic && !face.italic, pointSize: size,
                            standsInForSystemFont: false, faceIndex: face.faceIndex)
    }

    /// The file and instance of `family` for a weight, italic flag and point size. `opticalSize` pins
    /// `opsz` (a static instance, as a font file iOS loads by name has); nil lets it follow the size
    /// where the family does. `widthAxisValue` sets a variable file's `wdth` (clamped to the file's axis
    /// when loaded); other files keep their one width.
    static func instance(of family: FontFamily, weight: Double, italic: Bool, size: Double,
                         standsInForSystemFont: Bool = false, opticalSize: Double? = nil,
                         widthAxisValue: Double? = nil) -> ResolvedFont {
        switch family.files {
        case .variable(let roman, let italicFile):
            var variations = ["wght": weight]
            if let widthAxisValue { variations["wdth"] = widthAxisValue }
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
