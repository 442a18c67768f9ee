import Testing
@testable import MockupText

@Suite struct ShapingTests {
    let sample = "Available to spend 1234"

    @Test func advancesMatchHarfBuzzAtPinnedInstances() throws {
        #expect(abs(try interWidth(sample, size: 32, wght: 400, opsz: 14) - 358.12) < 0.01)
        #expect(abs(try interWidth(sample, size: 32, wght: 800, opsz: 14) - 375.23) < 0.01)
        #expect(abs(try interWidth(sample, size: 32, wght: 400, opsz: 14, tnum: true) - 368.16) < 0.01)
        #expect(abs(try interWidth(sample, size: 32, wght: 400, opsz: 32) - 328.50) < 0.01)
    }

    @Test func opticalSizeFollowsPointSizeForTheSystemFontOnly() throws {
        let system = TextStyle(font: FontDescriptor(source: .system(.default), size: 32))
        let layout = try TextLayoutEngine.layout(sample, style: system, library: library)
        #expect(layout.lines[0].runs[0].face.variations == ["wght": 400, "opsz": 32])
        #expect(abs(layout.size.width - (328.50 + 23 * SFProMetrics.tracking(pointSize: 32))) < 0.01)
        // A name loads Inter's static text cut (opsz 14) at any size, as iOS loads Inter-Regular.otf.
        let named = try TextLayoutEngine.layout(sample, style: style("Inter-Regular", 32), library: library)
        #expect(abs(named.size.width - 358.12) < 0.01)
        let small = try library.face(for: FontDescriptor(source: .named("Inter-Regular"), size: 11))
        #expect(small.variations["opsz"] == 14)
    }

    @Test func trackingIsAddedBetweenClustersOnly() throws {
        let plain = try TextLayoutEngine.layout("PORTFOLIO", style: style("Inter-Bold", 11), library: library)
        let tracked = try TextLayoutEngine.layout("PORTFOLIO", style: style("Inter-Bold", 11, tracking: 0.6), library: library)
        #expect(abs(tracked.size.width - plain.size.width - 8 * 0.6) < 1e-9)
    }

    @Test func poppinsTabularDigitsAreEmulated() throws {
        let face = try library.face(for: FontDescriptor(source: .named("Poppins-Bold"), size: 20))
        #expect(!face.file.featureTags.contains("tnum"))
        let proportional = try ParagraphShaper(library: library, style: style("Poppins-Bold", 20)).shape("0123456789")
        let tabular = try ParagraphShaper(library: library, style: style("Poppins-Bold", 20, monospacedDigit: true))
            .shape("0123456789")
        #expect(Set(proportional.clusters.map(\.advance)).count > 1)
        let advances = Set(tabular.clusters.map(\.advance))
        #expect(advances.count == 1)
        #expect(advances.first == proportional.clusters.map(\.advance).max())
        // Narrow digits are centred in the wider cell.
        let one = tabular.clusters[1]
        let glyph = tabular.glyphs[one.glyphs.lowerBound]
        #expect(glyph.x > 0)
    }

    @Test func monospacedDigitWidensTheDigitsOnly() throws {
        // Inter's `tnum` would also set "-", "." and ":" on the digit width; Apple's fixed-width digits
        // leave "other characters proportionally spaced".
        let text: Substring = "-48.37 G-STBH 9:41"
        let proportional = try ParagraphShaper(library: library, style: style("Inter", 17)).shape(text)
        let tabular = try ParagraphShaper(library: library, style: style("Inter", 17, monospacedDigit: true)).shape(text)
        let digitAdvances = Set(zip(text, tabular.clusters).filter { $0.0.isNumber }.map(\.1.advance))
        #expect(digitAdvances.count == 1)
        // Other characters keep their own advances; only kerning against a digit may differ (tabular
        // digits are not kerned: "." before "3" loses Inter's 55-unit pair, 0.46 pt).
        for (character, (plain, fixed)) in zip(text, zip(proportional.clusters, tabular.clusters)) where !character.isNumber {
            #expect(abs(plain.advance - fixed.advance) < 0.5, "\(character)")
            if "-.: ".contains(character) { #expect(abs(fixed.advance - (digitAdvances.first ?? 0)) > 1, "\(character)") }
        }
        #expect(try #require(digitAdvances.first) > proportional.clusters[1].advance)   // "4" is widened to "0"'s width
    }

    @Test func fallbackPicksTheCoveringFace() throws {
        let shaper = try ParagraphShaper(library: library, style: style("Poppins-Regular", 17))
        func file(_ c: Character) -> String { (try? shaper.face(for: c).fileName) ?? "no face" }
        #expect(file("A") == "Poppins-Regular.ttf")
        #expect(file("$") == "Poppins-Regular.ttf")
        #expect(file("£") == "Poppins-Regular.ttf")
        #expect(file("•") == "Poppins-Regular.ttf")
        #expect(file("Ξ") == "Inter[opsz,wght].ttf")          // Greek: Poppins lacks it
        #expect(file("₿") == "Inter[opsz,wght].ttf")
        #expect(file("−") == "Poppins-Regular.ttf" || file("−") == "Inter[opsz,wght].ttf")
        #expect(file("💳") == "NotoColorEmoji.ttf")
        #expect(file("👍🏽") == "NotoColorEmoji.ttf")
        #expect(file("🇬🇧") == "NotoColorEmoji.ttf")
        #expect(file("❤️") == "NotoColorEmoji.ttf")             // VS16
        #expect(file("ა") == "DejaVuSans.ttf")                  // Georgian: only the last resort has it
        for face in [try shaper.face(for: "·"), try shaper.face(for: "−"), try shaper.face(for: "Ξ"), try shaper.face(for: "₿")] {
            #expect(!face.isColorBitmapFont)
        }
    }

    /// VS15 asks for the text glyph: the emoji face is tried last, so the outline face that has the
    /// symbol draws it in the text's colour; VS16 still forces the emoji.
    @Test func textPresentationSelectorSkipsTheEmojiFace() throws {
        let shaper = try ParagraphShaper(library: library, style: style("Poppins-Regular", 17))
        for symbol in ["♟", "☺", "✔"] {
            let text = try shaper.face(for: Character(symbol + "\u{FE0E}"))
            #expect(!text.isColorBitmapFont, "\(symbol)")
            #expect(text.fileName == "DejaVuSans.ttf", "\(symbol)")
            #expect(try shaper.face(for: Character(symbol + "\u{FE0F}")).fileName == "NotoColorEmoji.ttf", "\(symbol)")
        }
        let shaped = try shaper.shape(Substring("♟\u{FE0E}"))
        let symbol = try #require(shaped.glyphs.first)
        #expect(symbol.id != 0 && symbol.face.fileName == "DejaVuSans.ttf")
    }

    @Test func boldTextEmboldensTheLastResortFace() throws {
        // "◎" (Solana) is only in DejaVu Sans, whose bold is not bundled: bold text thickens its outline.
        func ink(_ weight: FontWeight) throws -> (face: FontFace, coverage: Int) {
            let descriptor = FontDescriptor(source: .system(.default), size: 18, weight: weight)
            let face = try ParagraphShaper(library: library, style: TextStyle(font: descriptor)).face(for: "◎")
            let layout = try TextLayoutEngine.layout("◎", style: TextStyle(font: descriptor), library: library)
            let pixels = try layout.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache)[0].bitmap.pixels
            return (face, pixels.reduce(0) { $0 + Int($1) })
        }
        let regular = try ink(.regular), bold = try ink(.bold)
        #expect(regular.face.fileName == "DejaVuSans.ttf" && !regular.face.syntheticBold)
        #expect(bold.face.fileName == "DejaVuSans.ttf" && bold.face.syntheticBold)
        #expect(bold.coverage > regular.coverage * 13 / 10)
    }

    @Test func theSystemFontKeepsAnXBetweenNumbersAndArrowsAsTyped() throws {
        // Inter's `calt` makes "3x3" 3×3 and "->" an arrow; SF Pro does neither, so the system font
        // (Inter standing in) switches `calt` off there, and keeps the raised colon of "9:41".
        let system = try ParagraphShaper(library: library, style: TextStyle(font: FontDescriptor(source: .system(.default), size: 17)))
        let named = try ParagraphShaper(library: library, style: style("Inter-Regular", 17))
        func ids(_ shaper: ParagraphShaper, _ text: String) throws -> [UInt32] { try shaper.shape(Substring(text)).glyphs.map(\.id) }
        let face = system.primary
        let x = try #require(face.glyph(for: "x")), hyphen = try #require(face.glyph(for: "-")), colon = try #require(face.glyph(for: ":"))
        #expect(try ids(system, "1920x1080")[4] == x && ids(system, "2 x 3")[2] == x)
        #expect(try ids(system, "a -> b")[2...3] == [hyphen, try #require(face.glyph(for: ">"))])
        #expect(try ids(named, "1920x1080")[4] != x && ids(named, "a -> b").count == 5)
        // Other alternates stay: the colon between digits is Inter's raised form in both.
        #expect(try ids(system, "9:41")[1] != colon && ids(system, "9:41")[1] == ids(named, "9:41")[1])
        #expect(try ids(system, "box 3") == ids(named, "box 3"))
    }

    @Test func emojiSequencesShapeToOneGlyph() throws {
        let shaper = try ParagraphShaper(library: library, style: style("Inter-Regular", 17))
        let shaped = try shaper.shape("👨‍👩‍👧👍🏽🇬🇧")
        #expect(shaped.clusters.count == 3)
        for cluster in shaped.clusters {
            #expect(cluster.glyphs.count == 1)
            #expect(shaped.glyphs[cluster.glyphs.lowerBound].face.isColorBitmapFont)
            #expect(abs(cluster.advance - 17 * 2550 / 2048) < 0.01)
        }
    }

    @Test func guideCharactersNeverShapeToNotdef() throws {
        let shaper = try ParagraphShaper(library: library, style: style("CoinbaseSans-Medium", 16))
        let shaped = try shaper.shape("₿ Ξ £2,418.60 • −3.2% · €")
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 })
    }
}
