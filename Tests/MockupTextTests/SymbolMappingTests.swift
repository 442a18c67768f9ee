import Foundation
import MockupRaster
import Testing
@testable import MockupText

/// Corpus names with no glyph of the same concept yet: they must still warn and draw the placeholder
/// (so this list cannot go stale silently).
let knownUnmappedCorpusNames: Set<String> = ["tuningfork"]

/// The corpus guides' names read live from shared/corpus/guides when that folder is beside the
/// repository (as on developer machines and CI); empty otherwise.
func liveCorpusSymbolNames() throws -> Set<String> {
    let root = library.directory.deletingLastPathComponent()
    let guides = root.deletingLastPathComponent().appendingPathComponent("shared/corpus/guides")
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: guides.path) else { return [] }
    let pattern = try Regex(#"system(?:Name|Image): *"([^"]+)""#)
    var names: Set<String> = []
    for file in files where file.hasSuffix(".md") {
        let text = try String(contentsOf: guides.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: pattern) { names.insert(String(match.output[1].substring!)) }
    }
    return names
}

private let system20 = FontDescriptor(source: .system(.default), size: 20)

/// Total coverage of a symbol's bitmaps at 3×.
private func ink(_ symbol: SymbolImage) throws -> Int {
    try symbol.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache)
        .reduce(0) { $0 + $1.bitmap.pixels.reduce(0) { $0 + Int($1) } }
}

@Suite struct SymbolMappingTests {
    @Test func everyCorpusAndSeedNameResolves() throws {
        let names = Set(corpusSymbolNames).union(try liveCorpusSymbolNames()).union(try guideSymbolNames())
        #expect(names.count >= 200)
        let fonts = FontLibrary(directory: library.directory)
        for name in names.sorted() where !knownUnmappedCorpusNames.contains(name) {
            let symbol = try fonts.symbol(named: name, font: system20)
            #expect(!symbol.isPlaceholder, "\(name) is unmapped")
            #expect(try ink(symbol) > 0, "\(name) draws nothing")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
        for name in knownUnmappedCorpusNames {
            #expect(try fonts.symbol(named: name, font: system20).isPlaceholder, "\(name) is mapped now: drop it from the list")
        }
    }

    /// Names the corpus computes (enum raw values, arrays, ternaries) rather than writing after
    /// `systemName:`, found by a probe of every render.
    @Test func computedCorpusNamesResolve() throws {
        let fonts = FontLibrary(directory: library.directory)
        for name in ["hands.clap.fill", "cloud.sleet", "sun.dust.fill", "gobackward.15", "goforward.15", "arrowtriangle.up", "arrowtriangle.up.fill",
                     "arrowtriangle.down", "arrowtriangle.down.fill", "arrow.triangle.2.circlepath.camera.fill",
                     "xmark.octagon.fill", "waveform.path", "tablecells.fill", "sportscourt.fill", "megaphone.fill",
                     "dot.circle", "cone.fill", "car.side", "brazilianrealsign.circle", "figure.walk.motion",
                     "rectangle.split.2x2", "rectangle.split.2x2.fill", "viewfinder", "slider.vertical.3", "square.3.stack.3d",
                     "cloud.drizzle.fill", "tropicalstorm", "thermometer", "wand.and.rays.inverse", "textformat.alt"] {
            let symbol = try fonts.symbol(named: name, font: system20)
            #expect(!symbol.isPlaceholder, "\(name) is unmapped")
            #expect(try ink(symbol) > 0, "\(name) draws nothing")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
    }

    @Test func aVariantSuffixWithoutABaseNameWarnsAsMalformed() throws {
        let fonts = FontLibrary(directory: library.directory)
        #expect(try fonts.symbol(named: ".fill", font: system20).isPlaceholder)
        #expect(fonts.diagnostics.messages.count == 1)
        #expect(fonts.diagnostics.messages.first?.hasPrefix("Malformed SF Symbol name '.fill'") == true)
        #expect(SymbolNames.isMalformed("star..fill") && !SymbolNames.isMalformed("star.fill"))
    }

    @Test func outlinedTrianglesLeaveTheirMiddleEmpty() throws {
        for name in ["arrowtriangle.up", "arrowtriangle.down", "arrowtriangle.left", "arrowtriangle.right"] {
            let outline = try ink(try library.symbol(named: name, font: system20))
            let solid = try ink(try library.symbol(named: name + ".fill", font: system20))
            #expect(outline > 0 && outline * 5 / 4 < solid, "\(name): outline \(outline), solid \(solid)")
        }
    }

    @Test func tableParsesAndEveryGlyphExists() throws {
        #expect(SymbolNames.malformedLines.isEmpty, "\(SymbolNames.malformedLines)")
        #expect(SymbolNames.table.count >= 620)
        let forkAwesome = try library.face(file: FontFamily.forkAwesomeFile, variations: [:], oblique: false)
        func expectGlyphs(of entry: SymbolNames.Entry, _ name: String) throws {
            switch entry {
            case .material(let glyph), .oriented(_, let glyph):
                #expect(try library.symbolCodepoint(glyph) != nil, "\(name) → \(glyph)")
            case .forkAwesome(let outline, let filled):
                for code in [outline, filled] {
                    #expect(Unicode.Scalar(code).flatMap(forkAwesome.glyph(for:)) != nil, "\(name) → \(code)")
                }
            case .shape(let shape):
                #expect(!shape.path(in: Size(10, 10), filled: false, stroke: 1).isEmpty, "\(name)")
            case .enclosed(_, let inner):
                #expect(SymbolNames.table[inner] != nil, "\(name) encloses unknown \(inner)")
            case .within(let container, let inner, _, _):
                #expect(SymbolNames.table[container] != nil, "\(name) is inside unknown \(container)")
                #expect(SymbolNames.innerSource(inner, filled: false) != nil, "\(name) holds unknown \(inner)")
            case .paired(let outline, let filled):
                try expectGlyphs(of: outline, name)
                try expectGlyphs(of: filled, name)
            }
        }
        for (name, entry) in SymbolNames.table { try expectGlyphs(of: entry, name) }
    }

    @Test func fillRuleSetsTheFillVariant() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        #expect(try SymbolNames.lookup("heart", hasMaterialGlyph: has) == .material("favorite", filled: false))
        #expect(try SymbolNames.lookup("heart.fill", hasMaterialGlyph: has) == .material("favorite", filled: true))
        #expect(try SymbolNames.lookup("paperplane.fill", hasMaterialGlyph: has) == .forkAwesome(0xF1D8))
        #expect(try SymbolNames.lookup("diamond.fill", hasMaterialGlyph: has) == .shape(.rhombus, filled: true))
        #expect(try SymbolNames.lookup("xmark.fill.fill", hasMaterialGlyph: has) == nil)
        // A `.fill` inside the name fills the part before it.
        #expect(try SymbolNames.lookup("person.crop.circle.fill.badge.plus", hasMaterialGlyph: has) == .material("person_add", filled: true))
        #expect(try SymbolNames.lookup("rectangle.fill.on.rectangle.fill", hasMaterialGlyph: has) == .material("filter_none", filled: true))
        #expect(try SymbolNames.lookup("capsule.fill", hasMaterialGlyph: has) == .shape(.capsule, filled: true))
        // A line with two glyphs draws the second for `.fill` (Material's filled gift is its outline one).
        #expect(try SymbolNames.lookup("gift", hasMaterialGlyph: has) == .material("featured_seasonal_and_gifts", filled: false))
        #expect(try SymbolNames.lookup("gift.fill", hasMaterialGlyph: has) == .forkAwesome(0xF06B))
        #expect(SymbolNames.parse("a b|c|d").isEmpty && SymbolNames.parse("a b|").isEmpty)
    }

    @Test func enclosureRulesUseMaterialsCircleGlyphElseDrawTheEnclosure() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        // Material draws `flag_circle` itself.
        #expect(try SymbolNames.lookup("flag.circle.fill", hasMaterialGlyph: has) == .material("flag_circle", filled: true))
        // No `favorite_circle`: the heart goes inside a drawn circle or rounded square.
        #expect(try SymbolNames.lookup("heart.circle", hasMaterialGlyph: has)
                == .enclosed(.material("favorite", filled: false), .circle, filled: false))
        #expect(try SymbolNames.lookup("heart.square.fill", hasMaterialGlyph: has)
                == .enclosed(.material("favorite", filled: true), .square, filled: true))
        #expect(try SymbolNames.lookup("paperplane.circle.fill", hasMaterialGlyph: has)
                == .enclosed(.forkAwesome(0xF1D8), .circle, filled: true))
        // An unmapped inner name, or an enclosure SF does not have, stays unmapped.
        #expect(try SymbolNames.lookup("not.a.symbol.circle", hasMaterialGlyph: has) == nil)
        #expect(try SymbolNames.lookup("heart.triangle", hasMaterialGlyph: has) == nil)
    }

    @Test func filledEnclosureKnocksTheInnerSymbolOut() throws {
        let ring = try library.symbol(named: "heart.circle", font: system20)
        let disc = try library.symbol(named: "heart.circle.fill", font: system20)
        #expect(abs(disc.size.width - 1.2 * 20) < 1e-9 && abs(disc.size.height - 1.2 * 20) < 1e-9)
        /// Coverage at a fraction of the 24-pt box, drawn at 3× (72 px).
        func coverage(_ symbol: SymbolImage, _ fx: Double, _ fy: Double) throws -> UInt8 {
            let placed = try symbol.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache)[0]
            let x = Int(fx * 72) - placed.x, y = Int(fy * 72) - placed.y
            return placed.bitmap.pixels[y * placed.bitmap.width + x]
        }
        #expect(try coverage(disc, 0.5, 0.55) < 40, "the heart's middle is knocked out of the disc")
        #expect(try coverage(disc, 0.5, 0.15) > 215, "the disc is solid between the heart and its edge")
        #expect(try coverage(ring, 0.5, 0.15) < 40, "the ring is open between the heart and its edge")
        #expect(try coverage(ring, 0.5, 0.03) > 215, "the ring's stroke")
    }

    @Test func letterAndViewfinderEnclosures() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        #expect(try SymbolNames.lookup("g.circle.fill", hasMaterialGlyph: has) == .enclosed(.characters("g"), .circle, filled: true))
        #expect(try SymbolNames.lookup("1.square", hasMaterialGlyph: has) == .enclosed(.characters("1"), .square, filled: false))
        #expect(try SymbolNames.lookup("camera.viewfinder", hasMaterialGlyph: has)
                == .enclosed(.material("photo_camera", filled: false), .viewfinder, filled: false))
        #expect(try SymbolNames.lookup("gg.circle", hasMaterialGlyph: has) == nil)
        #expect(try !library.symbol(named: "g.circle.fill", font: system20).isPlaceholder)
    }

    @Test func numbersUpToFiftyAreEnclosedAsSFHasThem() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        #expect(try SymbolNames.lookup("42.circle", hasMaterialGlyph: has) == .enclosed(.characters("42"), .circle, filled: false))
        #expect(try SymbolNames.lookup("07.square.fill", hasMaterialGlyph: has) == .enclosed(.characters("07"), .square, filled: true))
        #expect(try SymbolNames.lookup("51.circle", hasMaterialGlyph: has) == nil, "SF's numbers stop at 50")
        #expect(try SymbolNames.lookup("100.circle", hasMaterialGlyph: has) == nil)
        /// Columns of the 24-pt box at 3× (72 px) with ink in the middle row.
        func inkColumns(_ name: String) throws -> [Int] {
            let placed = try library.symbol(named: name, font: system20).placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache)[0]
            let y = 36 - placed.y
            return (0..<placed.bitmap.width).filter { placed.bitmap.pixels[y * placed.bitmap.width + $0] > 128 }.map { $0 + placed.x }
        }
        // Ring, digits, ring: the two digits sit apart inside the ring, clear of it.
        let columns = try inkColumns("12.circle")
        let runs = columns.reduce(into: [[Int]]()) { runs, x in
            if let last = runs.last?.last, last + 1 == x { runs[runs.count - 1].append(x) } else { runs.append([x]) }
        }
        #expect(runs.count == 4, "left ring, 1, 2, right ring: \(runs.map { ($0.first!, $0.last!) })")
        let digits = try #require(runs.count == 4 ? (runs[1].first!, runs[2].last!) : nil)
        #expect(digits.0 > 72 / 4 - 2 && digits.1 < 72 * 3 / 4 + 2, "the number within the ring's middle")
        #expect(abs((digits.0 + digits.1) / 2 - 36) <= 2, "centred")
    }

    @Test func wrongMeaningSymbolsMapToTheirConcept() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        let expected: [String: SymbolSource] = [
            "paperplane": .forkAwesome(0xF1D9),                        // a paper plane, not Material's `send`
            "diamond.fill": .shape(.rhombus, filled: true),            // a rhombus, not a faceted gem
            "circle.grid.2x2": .shape(.circleGrid2x2, filled: false), // four circles, not four squares
            "square.stack.fill": .material("stack", filled: true),     // stacked squares, not isometric layers
            "chart.bar.fill": .material("signal_cellular_alt", filled: true), // bars rising left to right
            // A solid disc with the person knocked out, not Material's ring around a solid person.
            "person.crop.circle.fill": .enclosed(.material("person", filled: true), .circle, filled: true),
            "airplane": .oriented(.material("flight", filled: false), .turned),           // pointing right, not up
            "bubble.right.fill": .oriented(.material("chat_bubble", filled: true), .mirrored), // its tail on the right
            "arrowshape.turn.up.right": .oriented(.material("reply", filled: false), .mirrored), // not a mail double arrow
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
    }

    @Test func testerReportedNamesDrawTheirConceptOrThePlaceholder() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        let expected: [String: SymbolSource] = [
            "flask.fill": .material("science", filled: true),          // an Erlenmeyer flask
            "hand.pinch": .material("pinch", filled: false),
            "align.horizontal.left": .material("align_horizontal_left", filled: false),
            "align.horizontal.center": .material("align_horizontal_center", filled: false),
            "align.horizontal.right": .material("align_horizontal_right", filled: false),
            "align.vertical.top": .material("align_vertical_top", filled: false),
            "align.vertical.center": .material("align_vertical_center", filled: false),
            "align.vertical.bottom": .material("align_vertical_bottom", filled: false),
            "circle.dotted": .shape(.dottedCircle, filled: false),      // round dots, as circle.dashed has dashes
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
        // No glyph of the same concept in either font (docs/SYMBOLS.md): they stay crossed boxes.
        let fonts = FontLibrary(directory: library.directory)
        for name in ["mouth", "bolt.heart", "bolt.heart.fill", "person.crop.circle.badge.questionmark", "character.bubble", "smoke"] {
            #expect(try fonts.symbol(named: name, font: system20).isPlaceholder, "\(name)")
        }
        // Twelve dots, none touching: the dotted circle's ink is twelve separate blobs around an empty middle.
        let dots = try fonts.symbol(named: "circle.dotted", font: system20)
        let bitmap = try #require(dots.placedGlyphs(origin: .zero, scale: 3, cache: fonts.glyphCache).first).bitmap
        #expect(bitmap.pixels[(bitmap.height / 2) * bitmap.width + bitmap.width / 2] == 0)
        var seen = [Bool](repeating: false, count: bitmap.pixels.count), blobs = 0
        for start in bitmap.pixels.indices where bitmap.pixels[start] >= 128 && !seen[start] {
            blobs += 1
            var stack = [start]
            seen[start] = true
            while let index = stack.popLast() {
                let x = index % bitmap.width
                for next in [index - 1, index + 1, index - bitmap.width, index + bitmap.width]
                where next >= 0 && next < bitmap.pixels.count && abs(next % bitmap.width - x) <= 1 && !seen[next] && bitmap.pixels[next] >= 128 {
                    seen[next] = true
                    stack.append(next)
                }
            }
        }
        #expect(blobs == 12)
    }

    /// Names the rendered app guides wrote that drew crossed boxes, or the wrong concept (`popcorn` was
    /// a film strip), each with its glyph of the same concept (docs/SYMBOLS.md).
    @Test func appGuideNamesDrawTheirConcept() throws {
        let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }
        let expected: [String: SymbolSource] = [
            "moped": .material("two_wheeler", filled: false),
            "moped.fill": .material("two_wheeler", filled: true),
            "frying.pan": .material("skillet", filled: false),
            "frying.pan.fill": .material("skillet", filled: true),
            "star.bubble": .material("reviews", filled: false),
            "star.bubble.fill": .material("reviews", filled: true),
            "externaldrive.connected.to.line.below": .material("hard_drive", filled: false),
            "externaldrive.connected.to.line.below.fill": .material("hard_drive", filled: true),
            "arrow.down.doc": .material("file_save", filled: false),
            "arrow.down.doc.fill": .material("file_save", filled: true),
            "popcorn.fill": .material("fastfood", filled: true),
            "arrow.right.doc.on.clipboard": .material("content_paste_go", filled: false),
            "rectangle.on.rectangle.angled": .material("style", filled: false),
            "hand.draw.fill": .material("gesture", filled: true),
            "capsule.lefthalf.filled": .shape(.capsuleLeftHalfFilled, filled: false),
            "capsule.bottomhalf.filled": .shape(.capsuleBottomHalfFilled, filled: false),
            "pencil.tip": .material("stylus", filled: false),
            "pencil.and.scribble": .material("stylus_note", filled: false),
            "bubbles.and.sparkles.fill": .material("soap", filled: true),
            "flashlight.off.fill": .material("flashlight_off", filled: true),
            "simcard.fill": .material("sim_card", filled: true),
            "location.north.line.fill": .material("navigation", filled: true),
            "calendar.day.timeline.left": .material("view_timeline", filled: false),
            "grid": .material("grid_on", filled: false),
            "binoculars.fill": .forkAwesome(0xF1E5),
            "comb.fill": .shape(.comb, filled: true),
            "carton.fill": .shape(.carton, filled: true),
            "car.side.fill": .shape(.carSide, filled: true),
            "car.side.rear.open.fill": .shape(.carSide, filled: true),
            "cat.fill": .shape(.cat, filled: true),
            "cat": .shape(.cat, filled: false),
            "person.fill.checkmark": .material("how_to_reg", filled: true),
            "testtube.2": .material("labs", filled: false),
            "window.vertical.closed": .material("window", filled: false),
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
    }

    /// `capsule.lefthalf.filled`: the capsule's outline, its left half solid and its right half empty.
    @Test func aHalfFilledCapsuleIsSolidOnThatHalfOnly() throws {
        let capsule = try library.symbol(named: "capsule.lefthalf.filled", font: system20)
        let bitmap = try #require(capsule.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache).first).bitmap
        let middle = bitmap.height / 2
        let coverage = { (x: Int) in bitmap.pixels[middle * bitmap.width + x] }
        let inked = (0..<bitmap.width).filter { coverage($0) > 0 }
        let (left, right) = (try #require(inked.first), try #require(inked.last))
        #expect(coverage(left + (right - left) / 4) == 255)
        #expect(coverage(left + (right - left) * 3 / 4) == 0)
        #expect(inked.contains { $0 > left + (right - left) * 3 / 4 })  // the right end's outline
    }

    /// The object silhouettes cut their details out of the solid form: a cat's eyes, a car's windows.
    @Test func objectShapesCutTheirDetailsOutOfTheSolidForm() throws {
        func coverage(_ name: String, atFractions x: Double, _ y: Double) throws -> UInt8 {
            let symbol = try library.symbol(named: name, font: system20)
            let bitmap = try #require(symbol.placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache).first).bitmap
            let rows = (0..<bitmap.height).filter { row in (0..<bitmap.width).contains { bitmap.pixels[row * bitmap.width + $0] > 0 } }
            let columns = (0..<bitmap.width).filter { column in rows.contains { bitmap.pixels[$0 * bitmap.width + column] > 0 } }
            let (top, bottom) = (try #require(rows.first), try #require(rows.last))
            let (left, right) = (try #require(columns.first), try #require(columns.last))
            let px = left + Int((Double(right - left) * x).rounded()), py = top + Int((Double(bottom - top) * y).rounded())
            return bitmap.pixels[py * bitmap.width + px]
        }
        // The cat's left eye sits at 0.34 across and 0.56 down of its box (ink spans the box within a few %).
        #expect(try coverage("cat.fill", atFractions: 0.33, 0.56) == 0)
        #expect(try coverage("cat.fill", atFractions: 0.5, 0.45) == 255)
        // The car's front window, in its cabin; below it the solid body.
        #expect(try coverage("car.side.fill", atFractions: 0.42, 0.25) == 0)
        #expect(try coverage("car.side.fill", atFractions: 0.42, 0.62) == 255)
    }

    @Test func aMirroredSymbolIsItsGlyphMirrored() throws {
        /// The symbol's ink at 3× with empty rows and columns trimmed, as rows.
        func trimmedInk(_ name: String) throws -> [[Int]] {
            let placed = try #require(try library.symbol(named: name, font: system20)
                .placedGlyphs(origin: Point(0.3, 0.1), scale: 3, cache: library.glyphCache).first)
            let bitmap = placed.bitmap
            let rows = (0..<bitmap.height).map { y in (0..<bitmap.width).map { Int(bitmap.pixels[y * bitmap.width + $0]) } }
            let inkRows = rows.filter { $0.contains { $0 > 0 } }
            let columns = (0..<bitmap.width).filter { x in rows.contains { $0[x] > 0 } }
            return inkRows.map { row in Array(row[columns.first!...columns.last!]) }
        }
        let left = try trimmedInk("bubble.left"), right = try trimmedInk("bubble.right")
        #expect(left.count == right.count && left.first?.count == right.first?.count)
        let difference = zip(left, right).reduce(0) { sum, rows in sum + zip(rows.0, rows.1.reversed()).reduce(0) { $0 + abs($1.0 - $1.1) } }
        let total = left.reduce(0) { $0 + $1.reduce(0, +) }
        #expect(difference * 50 < total, "bubble.right is bubble.left mirrored (up to subpixel placement): \(difference) of \(total)")
    }

    @Test func orientationMapsPixelsOntoPixelsAboutItsPivot() {
        // A 3 × 2 mask at (4, 6): row 0 = 1 2 3, row 1 = 4 5 6.
        var mask = CoverageMask(bounds: IntRect(x: 4, y: 6, width: 3, height: 2))
        mask.pixels = [1, 2, 3, 4, 5, 6]
        // Mirrored about x = 5.5 (x2 = 11): columns 4…6 become 4…6 reversed.
        let mirrored = SymbolOrientation.mirrored.apply(to: mask, pivot: (x2: 11, y2: 14))
        #expect(mirrored.bounds == IntRect(x: 4, y: 6, width: 3, height: 2) && mirrored.pixels == [3, 2, 1, 6, 5, 4])
        // Turned clockwise about the centre of pixel (5, 6) (x2 = 11, y2 = 13): the top row, through the pivot,
        // becomes column 5 read downwards; the row below it becomes column 4.
        #expect(SymbolOrientation.turned.pivot(near: Point(5.5, 6.5)) == (x2: 11, y2: 13))
        let turned = SymbolOrientation.turned.apply(to: mask, pivot: (x2: 11, y2: 13))
        #expect(turned.bounds == IntRect(x: 4, y: 5, width: 2, height: 3) && turned.pixels == [4, 1, 5, 2, 6, 3])
        #expect(turned[5, 6] == 2 && turned[4, 6] == 5, "the pivot pixel keeps its value; the one below it moves left")
        // Turned a half turn about (5.5, 7): the mask upside down and mirrored in place.
        let upended = SymbolOrientation.halfTurned.apply(to: mask, pivot: (x2: 11, y2: 14))
        #expect(upended.bounds == IntRect(x: 4, y: 6, width: 3, height: 2) && upended.pixels == [6, 5, 4, 3, 2, 1])
        // A pivot on a whole point and a half point is moved so that a turn still maps pixels onto pixels.
        #expect(SymbolOrientation.turned.pivot(near: Point(5.5, 6)) == (x2: 11, y2: 13))
    }

    @Test func imageScaleScalesTheBoxAroundTheSameCapHeightCentre() throws {
        let font = FontDescriptor(source: .system(.default), size: 17)
        let medium = try library.symbol(named: "star.fill", font: font)
        let small = try library.symbol(named: "star.fill", font: font, scale: .small)
        let large = try library.symbol(named: "star.fill", font: font, scale: .large)
        #expect(abs(small.size.height / medium.size.height - 0.8) < 1e-9)
        #expect(abs(large.size.height / medium.size.height - 1.3) < 1e-9)
        // Centred on the cap height at every scale: box centre − baseline offset is constant.
        let capCentre = medium.size.height / 2 - medium.baselineOffset
        #expect(abs(large.size.height / 2 - large.baselineOffset - capCentre) < 1e-9)
    }

    @Test func unknownEnclosedNamesStillWarnAndDrawThePlaceholder() throws {
        let fonts = FontLibrary(directory: library.directory)
        let symbol = try fonts.symbol(named: "heart.triangle.fill")
        #expect(symbol.isPlaceholder)
        #expect(fonts.diagnostics.messages.count == 1 && fonts.diagnostics.messages[0].contains("heart.triangle.fill"))
    }
}
