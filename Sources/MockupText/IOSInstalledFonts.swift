/// The font families iOS 17 and 18 install, which an app draws by name without shipping them
/// (`Font.custom("AvenirNext-Bold", size:)`, `UIFont(name: "Georgia", size:)`), and what Mockup draws
/// for each. Apple's list: "Fonts for Apple platforms", iOS 17 (developer.apple.com/fonts/system-fonts/).
/// None of these faces may be redistributed, so each has a bundled stand-in:
/// - a look-alike, drawn without a warning: an open face with the same widths (Arimo has Arial's,
///   which are Helvetica's) or built from the same design (Menlo and DejaVu Sans Mono are both Bitstream Vera
///   Sans Mono reworked, Jost revives Futura, Libre Baskerville Baskerville);
/// - otherwise a bundled face of the same kind (a serif for Georgia), with a warning naming both.
/// The list is iOS-version-specific: a later iOS's list would sit beside this one.
enum IOSInstalledFonts {
    /// What Mockup draws for one installed family.
    struct StandIn: Sendable {
        /// The family as iOS names it ("Avenir Next").
        let iosFamily: String
        let family: FontFamily
        /// Nil for a look-alike; else the stand-in's kind and name, for the warning ("an open serif (Source Serif 4)").
        let sameKindOnly: String?
        /// The weight a name without a weight word means (`ArialRoundedMTBold` is bold).
        var weight: Int? = nil
        /// The family is a narrower cut (`AvenirNextCondensed-…`).
        var condensed = false
    }

    private static let serif = "an open serif (Source Serif 4)"
    private static let sans = "the system font's stand-in (Inter)"
    private static let mono = "the system monospaced font's stand-in (Roboto Mono)"
    private static let decorative = "the system font's stand-in (Inter): no open face of its kind is bundled"

    /// Every installed family by the spellings of its PostScript and family names (lowercased, spaces removed).
    private static let byName: [String: StandIn] = {
        let families: [([String], StandIn)] = [
            (["helvetica"], StandIn(iosFamily: "Helvetica", family: .arimo, sameKindOnly: nil)),
            (["helveticaneue"], StandIn(iosFamily: "Helvetica Neue", family: .arimo, sameKindOnly: nil)),
            (["arial", "arialmt"], StandIn(iosFamily: "Arial", family: .arimo, sameKindOnly: nil)),
            (["arialroundedmtbold"], StandIn(iosFamily: "Arial Rounded MT Bold", family: .nunito, sameKindOnly: nil, weight: 700)),
            (["avenir"], StandIn(iosFamily: "Avenir", family: .nunitoSans, sameKindOnly: nil)),
            (["avenirnext"], StandIn(iosFamily: "Avenir Next", family: .nunitoSans, sameKindOnly: nil)),
            (["avenirnextcondensed"], StandIn(iosFamily: "Avenir Next Condensed", family: .nunitoSans, sameKindOnly: nil,
                                              condensed: true)),
            (["futura"], StandIn(iosFamily: "Futura", family: .jost, sameKindOnly: nil)),
            (["menlo"], StandIn(iosFamily: "Menlo", family: .dejaVuSansMono, sameKindOnly: nil)),
            (["baskerville"], StandIn(iosFamily: "Baskerville", family: .libreBaskerville, sameKindOnly: nil)),
            (["didot"], StandIn(iosFamily: "Didot", family: .playfairDisplay, sameKindOnly: nil)),
            (["bodonisvtytwoitctt", "bodonisvtytwoositctt", "bodonisvtytwoscitctt", "bodoni72", "bodoni72oldstyle",
              "bodoni72smallcaps"], StandIn(iosFamily: "Bodoni 72", family: .playfairDisplay, sameKindOnly: nil)),
            (["dincondensed"], StandIn(iosFamily: "DIN Condensed", family: .barlowSemiCondensed, sameKindOnly: nil)),
            (["pingfangsc", "pingfangtc", "pingfanghk", "applesdgothicneo", "hiraginosans"],
             StandIn(iosFamily: "PingFang, Hiragino Sans and Apple SD Gothic Neo", family: .inter, sameKindOnly: nil)),

            (["georgia"], StandIn(iosFamily: "Georgia", family: .sourceSerif4, sameKindOnly: serif)),
            (["timesnewroman", "timesnewromanps", "timesnewromanpsmt"],
             StandIn(iosFamily: "Times New Roman", family: .sourceSerif4, sameKindOnly: serif)),
            (["palatino"], StandIn(iosFamily: "Palatino", family: .sourceSerif4, sameKindOnly: serif)),
            (["hoeflertext"], StandIn(iosFamily: "Hoefler Text", family: .sourceSerif4, sameKindOnly: serif)),
            (["cochin"], StandIn(iosFamily: "Cochin", family: .sourceSerif4, sameKindOnly: serif)),
            (["charter"], StandIn(iosFamily: "Charter", family: .sourceSerif4, sameKindOnly: serif)),
            (["copperplate"], StandIn(iosFamily: "Copperplate", family: .sourceSerif4, sameKindOnly: serif)),
            (["americantypewriter"], StandIn(iosFamily: "American Typewriter", family: .sourceSerif4, sameKindOnly: serif)),
            (["rockwell"], StandIn(iosFamily: "Rockwell", family: .sourceSerif4, sameKindOnly: serif)),
            (["stixtwotext"], StandIn(iosFamily: "STIX Two Text", family: .sourceSerif4, sameKindOnly: serif)),
            (["gillsans"], StandIn(iosFamily: "Gill Sans", family: .inter, sameKindOnly: sans)),
            (["optima"], StandIn(iosFamily: "Optima", family: .inter, sameKindOnly: sans)),
            (["trebuchetms"], StandIn(iosFamily: "Trebuchet MS", family: .inter, sameKindOnly: sans)),
            (["verdana"], StandIn(iosFamily: "Verdana", family: .inter, sameKindOnly: sans)),
            (["dinalternate"], StandIn(iosFamily: "DIN Alternate", family: .inter, sameKindOnly: sans)),
            (["courier"], StandIn(iosFamily: "Courier", family: .robotoMono, sameKindOnly: mono)),
            (["couriernew", "couriernewps", "couriernewpsmt"],
             StandIn(iosFamily: "Courier New", family: .robotoMono, sameKindOnly: mono)),
            (["chalkboardse"], StandIn(iosFamily: "Chalkboard SE", family: .inter, sameKindOnly: decorative)),
            (["chalkduster"], StandIn(iosFamily: "Chalkduster", family: .inter, sameKindOnly: decorative)),
            (["markerfelt"], StandIn(iosFamily: "Marker Felt", family: .inter, sameKindOnly: decorative)),
            (["noteworthy"], StandIn(iosFamily: "Noteworthy", family: .inter, sameKindOnly: decorative)),
            (["bradleyhanditctt", "bradleyhand"], StandIn(iosFamily: "Bradley Hand", family: .inter, sameKindOnly: decorative)),
            (["papyrus"], StandIn(iosFamily: "Papyrus", family: .inter, sameKindOnly: decorative)),
            (["snellroundhand"], StandIn(iosFamily: "Snell Roundhand", family: .inter, sameKindOnly: decorative)),
            (["zapfino"], StandIn(iosFamily: "Zapfino", family: .inter, sameKindOnly: decorative)),
            (["savoyeletplain", "savoyelet"], StandIn(iosFamily: "Savoye LET", family: .inter, sameKindOnly: decorative)),
            (["partyletplain", "partylet"], StandIn(iosFamily: "Party LET", family: .inter, sameKindOnly: decorative)),
            (["academyengravedletplain", "academyengravedlet"],
             StandIn(iosFamily: "Academy Engraved LET", family: .inter, sameKindOnly: decorative)),
        ]
        var table: [String: StandIn] = [:]
        for (names, standIn) in families { for name in names { table[name] = standIn } }
        return table
    }()

    /// The installed families as iOS names them ("Avenir Next").
    static var familyNames: [String] { Set(byName.values.map(\.iosFamily)).sorted() }

    /// The stand-in for a name's family part (`AvenirNext` of `AvenirNext-Bold`, or `Avenir Next`), if iOS installs it.
    static func standIn(forFamily family: String) -> StandIn? {
        byName[family.replacingOccurrences(of: " ", with: "").lowercased()]
    }
}
