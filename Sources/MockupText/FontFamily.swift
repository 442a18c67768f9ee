/// A bundled family and how its files cover weights and italics.
struct FontFamily: Sendable {
    /// How the family's files are organised.
    enum Files: Sendable {
        /// One variable file for roman and one for italic (paths relative to `Fonts/`).
        case variable(roman: String, italic: String?)
        /// One static file per weight class, roman and (optionally) italic.
        case statics([Int: (roman: String, italic: String?)])
    }
    let name: String
    let files: Files
    /// Whether `opsz` follows the point size (Inter, as SF Pro Text/Display do).
    let opticalSizeFollowsPointSize: Bool
    /// The `opsz` of the static files a name of this family loads on iOS (`Inter-Bold` is Inter's
    /// text cut, opsz 14; `InterDisplay-Bold` its display cut, opsz 32); nil for families without the axis.
    var staticOpticalSize: Double? = nil

    static let inter = FontFamily(name: "Inter", files: .variable(roman: "Inter/Inter[opsz,wght].ttf",
                                                                  italic: "Inter/Inter-Italic[opsz,wght].ttf"),
                                  opticalSizeFollowsPointSize: true, staticOpticalSize: 14)
    /// The variable file by its own name: iOS applies its optical size as it does SF Pro's.
    static let interVariable = FontFamily(name: "InterVariable", files: inter.files, opticalSizeFollowsPointSize: true)
    static let interDisplay = FontFamily(name: "InterDisplay", files: inter.files, opticalSizeFollowsPointSize: true,
                                         staticOpticalSize: 32)
    static let robotoMono = FontFamily(name: "RobotoMono",
                                       files: .variable(roman: "RobotoMono/RobotoMono[wght].ttf",
                                                        italic: "RobotoMono/RobotoMono-Italic[wght].ttf"),
                                       opticalSizeFollowsPointSize: false)
    static let manrope = staticRoman("Manrope", [(200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
                                                 (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold")])
    static let poppins = FontFamily(name: "Poppins", files: .statics(Dictionary(uniqueKeysWithValues:
        [(100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
         (700, "Bold"), (800, "ExtraBold"), (900, "Black")].map { weight, style in
            (weight, (roman: "Poppins/Poppins-\(style).ttf",
                      italic: "Poppins/Poppins-\(style == "Regular" ? "" : style)Italic.ttf"))
        })), opticalSizeFollowsPointSize: false)
    /// Guides' open faces bundled as their variable files (roman only; italics are synthetic): a name
    /// loads the static instance iOS would (`OpenSans-Bold` is `wght` 700 at the default width).
    static let openSans = variableRoman("OpenSans", "OpenSans/OpenSans[wdth,wght].ttf")
    static let plusJakartaSans = variableRoman("PlusJakartaSans", "PlusJakartaSans/PlusJakartaSans[wght].ttf")
    static let roboto = variableRoman("Roboto", "Roboto/Roboto[wdth,wght].ttf")
    static let archivo = variableRoman("Archivo", "Archivo/Archivo[wdth,wght].ttf")
    /// DM Sans's static files (`DMSans-Bold`) are its 14-pt optical size, as its named instances are.
    static let dmSans = FontFamily(name: "DMSans", files: .variable(roman: "DMSans/DMSans[opsz,wght].ttf", italic: nil),
                                   opticalSizeFollowsPointSize: false, staticOpticalSize: 14)
    static let jetBrainsMono = variableRoman("JetBrainsMono", "JetBrainsMono/JetBrainsMono[wght].ttf")
    static let geist = variableRoman("Geist", "Geist/Geist[wght].ttf")
    static let geistMono = variableRoman("GeistMono", "GeistMono/GeistMono[wght].ttf")
    static let jost = variableRoman("Jost", "Jost/Jost[wght].ttf")
    static let sora = variableRoman("Sora", "Sora/Sora[wght].ttf")
    /// Nunito Sans's static faces are its default (and largest) optical size, 12, as the file leaves it.
    static let nunitoSans = variableRoman("NunitoSans", "NunitoSans/NunitoSans[YTLC,opsz,wdth,wght].ttf")
    /// Nunito: by its own names, and the stand-in for SF Pro Rounded (`Font.Design.rounded`, TEXT.md §9.3).
    static let nunito = variableRoman("Nunito", "Nunito/Nunito[wght].ttf")
    static let barlowSemiCondensed = staticRoman("BarlowSemiCondensed", [(400, "Regular"), (500, "Medium"), (600, "SemiBold"),
                                                                         (700, "Bold"), (800, "ExtraBold")])
    /// Source Serif 4: the stand-in for New York (`Font.Design.serif`, TEXT.md §9.4), whose optical
    /// sizes it shares (`opsz` 8–60, following the point size as New York's cuts do); also by its own names.
    static let sourceSerif4 = FontFamily(name: "SourceSerif4",
                                         files: .variable(roman: "SourceSerif4/SourceSerif4[opsz,wght].ttf",
                                                          italic: "SourceSerif4/SourceSerif4-Italic[opsz,wght].ttf"),
                                         opticalSizeFollowsPointSize: true)
    static let notoSans = variableRoman("NotoSans", "NotoSans/NotoSans[wdth,wght].ttf")
    static let cormorantGaramond = variableRoman("CormorantGaramond", "CormorantGaramond/CormorantGaramond[wght].ttf")
    static let spaceGrotesk = variableRoman("SpaceGrotesk", "SpaceGrotesk/SpaceGrotesk[wght].ttf")
    static let playfairDisplay = variableRoman("PlayfairDisplay", "PlayfairDisplay/PlayfairDisplay[wght].ttf")
    static let lora = variableRoman("Lora", "Lora/Lora[wght].ttf")
    static let lato = staticRoman("Lato", [(300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"), (700, "Bold"),
                                           (900, "Black")])
    static let beVietnamPro = staticRoman("BeVietnamPro", [(300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
                                                           (700, "Bold"), (800, "ExtraBold"), (900, "Black")])
    static let ibmPlexMono = staticRoman("IBMPlexMono", [(300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
                                                         (700, "Bold")])
    /// Stand-ins for fonts iOS installs (`IOSInstalledFonts`): Arimo has Arial's (so Helvetica's) widths,
    /// Menlo and DejaVu Sans Mono are both Bitstream Vera Sans Mono reworked, Libre Baskerville is modelled on Baskerville; also by their own names.
    static let arimo = variableRoman("Arimo", "Arimo/Arimo[wght].ttf")
    static let dejaVuSansMono = FontFamily(name: "DejaVuSansMono",
                                           files: .statics([400: (roman: "DejaVuSansMono/DejaVuSansMono.ttf", italic: nil),
                                                            700: (roman: "DejaVuSansMono/DejaVuSansMono-Bold.ttf", italic: nil)]),
                                           opticalSizeFollowsPointSize: false)
    static let libreBaskerville = variableRoman("LibreBaskerville", "LibreBaskerville/LibreBaskerville[wght].ttf")
    static let dejaVuSans = FontFamily(name: "DejaVuSans",
                                       files: .statics([400: (roman: "DejaVuSans/DejaVuSans.ttf", italic: nil)]),
                                       opticalSizeFollowsPointSize: false)

    private static func variableRoman(_ name: String, _ file: String) -> FontFamily {
        FontFamily(name: name, files: .variable(roman: file, italic: nil), opticalSizeFollowsPointSize: false)
    }

    /// A family of static roman files `<name>/<name>-<style>.ttf`, one per weight class.
    private static func staticRoman(_ name: String, _ styles: [(weight: Int, style: String)]) -> FontFamily {
        FontFamily(name: name, files: .statics(Dictionary(uniqueKeysWithValues: styles.map {
            ($0.weight, (roman: "\(name)/\(name)-\($0.style).ttf", italic: nil))
        })), opticalSizeFollowsPointSize: false)
    }

    static let emojiFile = "NotoColorEmoji/NotoColorEmoji.ttf"
    static let symbolsFile = "MaterialSymbols/MaterialSymbolsOutlined.ttf"
    static let symbolCodepointsFile = "MaterialSymbols/MaterialSymbolsOutlined.codepoints"
    static let forkAwesomeFile = "ForkAwesome/ForkAwesome.ttf"

    /// The family for a name's family part (spaces and case ignored), with the fallback it stands for.
    static func named(_ family: String) -> (family: FontFamily, substituteFor: String?)? {
        switch family.replacingOccurrences(of: " ", with: "").lowercased() {
        case "inter": return (.inter, nil)
        case "intervariable": return (.interVariable, nil)
        case "interdisplay": return (.interDisplay, nil)
        case "manrope": return (.manrope, nil)
        case "poppins": return (.poppins, nil)
        case "robotomono": return (.robotoMono, nil)
        case "opensans": return (.openSans, nil)
        case "plusjakartasans": return (.plusJakartaSans, nil)
        case "roboto": return (.roboto, nil)
        case "archivo": return (.archivo, nil)
        case "dmsans": return (.dmSans, nil)
        case "jetbrainsmono": return (.jetBrainsMono, nil)
        case "geist": return (.geist, nil)
        case "geistmono": return (.geistMono, nil)
        case "jost": return (.jost, nil)
        case "sora": return (.sora, nil)
        case "nunitosans": return (.nunitoSans, nil)
        case "nunito": return (.nunito, nil)
        case "barlowsemicondensed": return (.barlowSemiCondensed, nil)
        case "dejavusans": return (.dejaVuSans, nil)
        case "dejavusansmono": return (.dejaVuSansMono, nil)
        case "arimo": return (.arimo, nil)
        case "librebaskerville": return (.libreBaskerville, nil)
        case "sourceserif4": return (.sourceSerif4, nil)
        case "newyork", "newyorksmall", "newyorkmedium", "newyorklarge", "newyorkextralarge": return (.sourceSerif4, "New York")
        case "notosans": return (.notoSans, nil)
        case "cormorantgaramond": return (.cormorantGaramond, nil)
        case "spacegrotesk": return (.spaceGrotesk, nil)
        case "playfairdisplay": return (.playfairDisplay, nil)
        case "lora": return (.lora, nil)
        case "lato": return (.lato, nil)
        case "bevietnampro": return (.beVietnamPro, nil)
        case "ibmplexmono": return (.ibmPlexMono, nil)
        case "sfpro", "sfprotext", "sfprodisplay", "sfui", "sfuitext", "sfuidisplay", ".sfui":
            return (.inter, "SF Pro")
        case "sfprorounded": return (.nunito, "SF Pro Rounded")
        case "sfmono": return (.robotoMono, "SF Mono")
        // Proprietary Coinbase faces → their guide's fallbacks (SF Pro Text / Display, SF Mono) → bundled stand-ins.
        case "coinbasesans": return (.inter, "SF Pro Text")
        case "coinbasedisplay": return (.inter, "SF Pro Display")
        case "coinbasemono": return (.robotoMono, "SF Mono")
        default: return nil
        }
    }
}
