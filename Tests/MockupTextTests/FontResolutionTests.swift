import Testing
@testable import MockupText

@Suite struct FontResolutionTests {
    func resolve(_ name: String, size: Double = 16, weight: FontWeight? = nil, italic: Bool = false) -> ResolvedFont {
        library.resolve(FontDescriptor(source: .named(name), size: size, weight: weight, italic: italic))
    }

    @Test func guideNamesResolveToFilesAndWeights() {
        let inter = resolve("Inter-ExtraBold")
        #expect(inter.file == "Inter/Inter[opsz,wght].ttf" && inter.weight == 800 && !inter.italic)
        #expect(resolve("Inter-Regular").weight == 400)
        #expect(resolve("Manrope-SemiBold").file == "Manrope/Manrope-SemiBold.ttf")
        #expect(resolve("Manrope-Bold").file == "Manrope/Manrope-Bold.ttf")
        #expect(resolve("Manrope-Black").file == "Manrope/Manrope-ExtraBold.ttf")   // nearest static weight
        let mono = resolve("RobotoMono-Medium")
        #expect(mono.file == "RobotoMono/RobotoMono[wght].ttf" && mono.variations == ["wght": 500])
        #expect(resolve("Poppins-Bold").file == "Poppins/Poppins-Bold.ttf")
        #expect(resolve("Poppins-Semibold").file == "Poppins/Poppins-SemiBold.ttf")
        #expect(resolve("Poppins-Italic").file == "Poppins/Poppins-Italic.ttf")
        #expect(resolve("Poppins-BoldItalic").file == "Poppins/Poppins-BoldItalic.ttf")
        let heavy = resolve("Inter-HeavyItalic")
        #expect(heavy.file == "Inter/Inter-Italic[opsz,wght].ttf" && heavy.weight == 800 && !heavy.syntheticOblique)
        #expect(resolve("Inter-Thin").weight == 100 && resolve("Inter-Black").weight == 900)
        #expect(resolve("Inter-Light").weight == 300 && resolve("Inter-ExtraLight").weight == 200)
    }

    @Test func explicitWeightAndItalicOverrideTheName() {
        #expect(resolve("Inter-Regular", weight: .bold).variations["wght"] == 700)
        let manropeItalic = resolve("Manrope-Regular", italic: true)
        #expect(manropeItalic.file == "Manrope/Manrope-Regular.ttf" && manropeItalic.syntheticOblique)
    }

    @Test func coinbaseNamesUseTheirDocumentedFallbacks() {
        let sans = resolve("CoinbaseSans-Semibold")
        #expect(sans.family == "Inter" && sans.weight == 600)
        let display = resolve("CoinbaseDisplay-Bold", size: 40)
        #expect(display.family == "Inter" && display.weight == 700 && display.variations["opsz"] == 40)
        let mono = resolve("CoinbaseMono-Medium")
        #expect(mono.family == "RobotoMono" && mono.weight == 500)
        #expect(library.diagnostics.messages.allSatisfy { !$0.contains("Coinbase") })
    }

    @Test func systemFontsMapToInterAndRobotoMono() {
        let system = library.resolve(FontDescriptor(source: .system(.default), size: 17, weight: .semibold))
        #expect(system.family == "Inter" && system.variations == ["wght": 600, "opsz": 17])
        let mono = library.resolve(FontDescriptor(source: .system(.monospaced), size: 13))
        #expect(mono.family == "RobotoMono")
    }

    /// New York is drawn with Source Serif 4 at the point size's optical size, with its own metrics
    /// and spacing, without a warning; the family's own names and New York's load it too.
    @Test func serifDesignIsSourceSerifAtItsOpticalSize() {
        let diagnostics = Diagnostics()
        let serif = FontResolver.resolve(FontDescriptor(source: .system(.serif), size: 28, weight: .bold), diagnostics: diagnostics)
        #expect(serif.file == "SourceSerif4/SourceSerif4[opsz,wght].ttf" && serif.variations == ["wght": 700, "opsz": 28])
        #expect(!serif.standsInForSystemFont && !serif.appliesSystemTracking)
        let italic = FontResolver.resolve(FontDescriptor(source: .system(.serif), size: 17, italic: true), diagnostics: diagnostics)
        #expect(italic.file == "SourceSerif4/SourceSerif4-Italic[opsz,wght].ttf" && !italic.syntheticOblique)
        #expect(diagnostics.messages.isEmpty)
        #expect(resolve("NewYork-Semibold").file == "SourceSerif4/SourceSerif4[opsz,wght].ttf")
        #expect(resolve("SourceSerif4-Black").weight == 900)
    }

    /// The open faces guides name (Lato, Noto Sans, Be Vietnam Pro, IBM Plex Mono, …) are bundled.
    @Test func bundledOpenFacesResolveByTheirNames() {
        #expect(resolve("Lato-Bold").file == "Lato/Lato-Bold.ttf")
        #expect(resolve("Lato-Heavy").file == "Lato/Lato-Black.ttf", "Heavy (800): the nearest, heavier static weight")
        #expect(resolve("BeVietnamPro-SemiBold").file == "BeVietnamPro/BeVietnamPro-SemiBold.ttf")
        #expect(resolve("IBMPlexMono-Medium").file == "IBMPlexMono/IBMPlexMono-Medium.ttf")
        let noto = resolve("NotoSans-Medium")
        #expect(noto.file == "NotoSans/NotoSans[wdth,wght].ttf" && noto.variations == ["wght": 500])
        for name in ["CormorantGaramond-Bold", "SpaceGrotesk-Medium", "PlayfairDisplay-Black", "Lora-Regular"] {
            #expect(resolve(name).family == name.split(separator: "-")[0].description, "\(name)")
        }
    }

    @Test func roundedDesignIsNunitoWithSFProMetricsAndNoWarning() {
        let diagnostics = Diagnostics()
        let rounded = FontResolver.resolve(FontDescriptor(source: .system(.rounded), size: 17, weight: .heavy),
                                           diagnostics: diagnostics)
        // Heavy takes the Nunito weight whose stem is Inter's at 800 (docs/TEXT.md §9.3).
        #expect(rounded.file == "Nunito/Nunito[wght].ttf" && rounded.variations == ["wght": 860])
        #expect(SFProRoundedWeights.nunitoWeight(for: 400) == 490 && SFProRoundedWeights.nunitoWeight(for: 550) == 670)
        #expect(SFProRoundedWeights.nunitoWeight(for: 50) == 200 && SFProRoundedWeights.nunitoWeight(for: 1000) == 950)
        #expect(rounded.standsInForSystemFont && !rounded.appliesSystemTracking)
        #expect(diagnostics.messages.isEmpty)
        // By its own name Nunito is a plain face: its own metrics.
        #expect(!resolve("Nunito-Bold").standsInForSystemFont)
    }

    @Test func systemWidthsAreArchivoAtTheirWidthClass() {
        func resolve(_ width: Double, _ design: FontDesign = .default, weight: FontWeight? = nil) -> ResolvedFont {
            var font = FontDescriptor(source: .system(design), size: 28, weight: weight)
            font.width = width
            return FontResolver.resolve(font, diagnostics: Diagnostics())
        }
        let expanded = resolve(0.2, weight: .black)
        #expect(expanded.file == "Archivo/Archivo[wdth,wght].ttf" && expanded.variations == ["wght": 900, "wdth": 125])
        #expect(expanded.standsInForSystemFont && !expanded.appliesSystemTracking)
        #expect(resolve(-0.2).variations == ["wght": 400, "wdth": 75])
        #expect(resolve(-0.3).variations == ["wght": 400, "wdth": 62.5])
        #expect(resolve(0).family == "Inter" && resolve(0).appliesSystemTracking)
        // iOS gives widths to SF Pro only: the other designs and named faces keep their own.
        #expect(resolve(-0.2, .rounded).file == "Nunito/Nunito[wght].ttf")
        #expect(resolve(0.2, .serif).variations["wdth"] == nil)
        var named = FontDescriptor(source: .named("Roboto-Medium"), size: 17)
        named.width = -0.2
        #expect(FontResolver.resolve(named, diagnostics: Diagnostics()).variations == ["wght": 500])
    }

    @Test func bundledGuideFamiliesResolveToTheStaticInstanceOfTheirName() {
        let cases: [(String, String, [String: Double])] = [
            ("OpenSans-Bold", "OpenSans/OpenSans[wdth,wght].ttf", ["wght": 700]),
            ("OpenSans-ExtraBold", "OpenSans/OpenSans[wdth,wght].ttf", ["wght": 800]),
            ("PlusJakartaSans-SemiBold", "PlusJakartaSans/PlusJakartaSans[wght].ttf", ["wght": 600]),
            ("Roboto-Medium", "Roboto/Roboto[wdth,wght].ttf", ["wght": 500]),
            ("Archivo-Black", "Archivo/Archivo[wdth,wght].ttf", ["wght": 900]),
            ("Archivo-Regular", "Archivo/Archivo[wdth,wght].ttf", ["wght": 400]),   // the file's default is 600
            ("DMSans-Bold", "DMSans/DMSans[opsz,wght].ttf", ["wght": 700, "opsz": 14]),
            ("JetBrainsMono-Regular", "JetBrainsMono/JetBrainsMono[wght].ttf", ["wght": 400]),
            ("GeistMono-Medium", "GeistMono/GeistMono[wght].ttf", ["wght": 500]),
            ("Jost-SemiBold", "Jost/Jost[wght].ttf", ["wght": 600]),
            ("Nunito-ExtraBold", "Nunito/Nunito[wght].ttf", ["wght": 800]),
            ("NunitoSans-Black", "NunitoSans/NunitoSans[YTLC,opsz,wdth,wght].ttf", ["wght": 900]),
            ("Sora-SemiBold", "Sora/Sora[wght].ttf", ["wght": 600]),
            ("Geist-Medium", "Geist/Geist[wght].ttf", ["wght": 500]),
        ]
        for (name, file, variations) in cases {
            let font = resolve(name)
            #expect(font.file == file && font.variations == variations && !font.standsInForSystemFont, "\(name)")
        }
        #expect(resolve("BarlowSemiCondensed-Bold").file == "BarlowSemiCondensed/BarlowSemiCondensed-Bold.ttf")
        #expect(resolve("BarlowSemiCondensed-Black").file == "BarlowSemiCondensed/BarlowSemiCondensed-ExtraBold.ttf")
        let italic = resolve("OpenSans-SemiBoldItalic")
        #expect(italic.file == "OpenSans/OpenSans[wdth,wght].ttf" && italic.syntheticOblique)
        #expect(!resolve("RobotoMono-Regular").file.hasPrefix("Roboto/"))
    }

    @Test func everyBundledGuideFamilyLoadsAndDraws() throws {
        let fonts = library.reporting(to: Diagnostics())
        for name in ["OpenSans-Bold", "PlusJakartaSans-Bold", "Roboto-Regular", "Archivo-Bold", "DMSans-Bold",
                     "JetBrainsMono-Regular", "GeistMono-Medium", "Jost-SemiBold", "Nunito-Bold", "BarlowSemiCondensed-Bold",
                     "NunitoSans-ExtraBold", "Sora-Bold", "Geist-SemiBold"] {
            let layout = try TextLayoutEngine.layout("Checkout 42", style: style(name, 16), library: fonts)
            #expect(layout.size.width > 60 && layout.size.width < 130, "\(name): \(layout.size.width)")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
    }

    @Test func unknownNameFallsBackToSystemWithOneWarning() {
        let diagnostics = Diagnostics()
        for _ in 0..<3 {
            let font = FontResolver.resolve(FontDescriptor(source: .named("GTWalsheim-Bold"), size: 15), diagnostics: diagnostics)
            #expect(font.family == "Inter" && font.weight == 400)
        }
        #expect(diagnostics.messages.count == 1)
        #expect(diagnostics.messages.first?.contains("GTWalsheim-Bold") == true)
    }

    /// Fonts iOS installs draw with an open look-alike and no warning (TEXT.md §9.5).
    @Test func fontsIOSInstallsDrawWithTheirLookAlikes() {
        let diagnostics = Diagnostics()
        func font(_ name: String) -> ResolvedFont {
            FontResolver.resolve(FontDescriptor(source: .named(name), size: 17), diagnostics: diagnostics)
        }
        let avenir = font("AvenirNext-DemiBold")
        #expect(avenir.file == "NunitoSans/NunitoSans[YTLC,opsz,wdth,wght].ttf" && avenir.variations == ["wght": 600])
        #expect(font("Avenir Next").variations == ["wght": 400], "the family name loads its regular face")
        #expect(font("AvenirNextCondensed-Bold").variations == ["wght": 700, "wdth": 75])
        #expect(font("Avenir-Heavy").variations == ["wght": 800])
        let helvetica = font("HelveticaNeue-CondensedBold")
        #expect(helvetica.file == "Arimo/Arimo[wght].ttf" && helvetica.variations == ["wght": 700, "wdth": 75],
                "Arimo has no width axis: the face keeps its width when loaded")
        #expect(font("Arial-BoldItalicMT").family == "Arimo" && font("Arial-BoldItalicMT").italic)
        #expect(font("ArialMT").weight == 400 && font("Helvetica").family == "Arimo")
        #expect(font("ArialRoundedMTBold").family == "Nunito" && font("ArialRoundedMTBold").weight == 700)
        #expect(font("Menlo-Bold").file == "DejaVuSansMono/DejaVuSansMono-Bold.ttf")
        #expect(font("Menlo-Regular").file == "DejaVuSansMono/DejaVuSansMono.ttf")
        #expect(font("Futura-CondensedExtraBold").family == "Jost" && font("Futura-CondensedExtraBold").weight == 800)
        #expect(font("Baskerville-SemiBold").file == "LibreBaskerville/LibreBaskerville[wght].ttf")
        #expect(font("BodoniSvtyTwoITCTT-Book").family == "PlayfairDisplay" && font("Didot-Bold").family == "PlayfairDisplay")
        #expect(font("PingFangSC-Semibold").family == "Inter")
        #expect(diagnostics.messages.isEmpty, "\(diagnostics.messages)")
    }

    /// Installed fonts without an open look-alike draw with a bundled face of their kind and one
    /// warning per family that says so.
    @Test func fontsIOSInstallsWithoutALookAlikeDrawWithTheirKindAndWarn() {
        let diagnostics = Diagnostics()
        func font(_ name: String) -> ResolvedFont {
            FontResolver.resolve(FontDescriptor(source: .named(name), size: 17), diagnostics: diagnostics)
        }
        let georgia = font("Georgia-Bold")
        #expect(georgia.family == "SourceSerif4" && georgia.weight == 700 && !georgia.standsInForSystemFont)
        #expect(font("Georgia").weight == 400)
        #expect(font("TimesNewRomanPS-BoldMT").family == "SourceSerif4")
        #expect(font("CourierNewPSMT").family == "RobotoMono" && font("Courier-Bold").weight == 700)
        #expect(font("GillSans-SemiBold").family == "Inter" && font("Optima-ExtraBlack").weight == 950)
        #expect(diagnostics.messages.count == 6, "one per family: \(diagnostics.messages)")
        #expect(diagnostics.messages.first == "'Georgia-Bold' is Georgia, a font iOS installs that Mockup cannot bundle; drawn with an open serif (Source Serif 4). For the real face, register a licensed copy with --fonts DIR or a Fonts/ folder next to the guide.")
    }

    @Test func everyLookAlikeFileLoadsAndDraws() throws {
        let fonts = library.reporting(to: Diagnostics())
        for name in ["Arimo-Bold", "HelveticaNeue-Medium", "Menlo-Regular", "Menlo-Bold", "Baskerville-Bold", "AvenirNext-Bold"] {
            let layout = try TextLayoutEngine.layout("Checkout 42", style: style(name, 16), library: fonts)
            #expect(layout.size.width > 60 && layout.size.width < 130, "\(name): \(layout.size.width)")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
    }

    @Test func variableInstancesAreClampedToTheAxes() throws {
        let mono = try library.face(for: FontDescriptor(source: .named("RobotoMono-Black"), size: 12))
        #expect(mono.variations["wght"] == 700)
        let manrope = try library.face(for: FontDescriptor(source: .named("Manrope-Regular"), size: 12))
        #expect(manrope.variations.isEmpty && manrope.fileName == "Manrope-Regular.ttf")
    }
}
