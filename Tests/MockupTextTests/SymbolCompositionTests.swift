import MockupRaster
import Testing
@testable import MockupText

private let system20 = FontDescriptor(source: .system(.default), size: 20)

/// A symbol's coverage at 3× on a fixed canvas, its box's top-left at the origin.
private func canvas(_ name: String, width: Int = 90, height: Int = 90) throws -> [[Int]] {
    var rows = [[Int]](repeating: [Int](repeating: 0, count: width), count: height)
    for placed in try library.symbol(named: name, font: system20).placedGlyphs(origin: .zero, scale: 3, cache: library.glyphCache) {
        let bitmap = placed.bitmap
        for y in 0..<bitmap.height where (0..<height).contains(placed.y + y) {
            for x in 0..<bitmap.width where (0..<width).contains(placed.x + x) {
                rows[placed.y + y][placed.x + x] = max(rows[placed.y + y][placed.x + x], Int(bitmap.pixels[y * bitmap.width + x]))
            }
        }
    }
    return rows
}

@Suite struct SymbolCompositionTests {
    private let has: (String) throws -> Bool = { try library.symbolCodepoint($0) != nil }

    /// Names testers writing design guides found drawn as crossed boxes, with the `.fill` forms SF has.
    @Test func designGuideNamesDrawAGlyph() throws {
        let fonts = FontLibrary(directory: library.directory)
        let names = ["lock.rectangle.stack", "lock.rectangle.stack.fill", "circle.hexagonpath", "circle.hexagonpath.fill",
                     "bolt.shield", "bolt.shield.fill", "lightbulb.max", "lightbulb.max.fill", "lightbulb.slash",
                     "lightbulb.slash.fill", "square.split.bottomrightquarter", "square.split.bottomrightquarter.fill",
                     "text.insert", "delete.backward", "delete.backward.fill", "shoe", "shoe.fill", "shoe.2", "shoe.2.fill",
                     "goforward.45", "gobackward.45", "goforward.60", "goforward.90", "text.line.first.and.arrowtriangle.forward",
                     "arkit", "cube.transparent", "cube.transparent.fill", "cabinet", "cabinet.fill", "lamp.floor",
                     "lamp.floor.fill", "square.stack.3d.down.right", "square.stack.3d.down.right.fill",
                     "circle.dashed.inset.filled", "camera.filters", "perspective"]
        for name in names {
            let symbol = try fonts.symbol(named: name, font: system20)
            #expect(!symbol.isPlaceholder, "\(name) is unmapped")
            #expect(try canvas(name).joined().contains { $0 > 0 }, "\(name) draws nothing")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
        let expected: [String: SymbolSource] = [
            "delete.backward": .material("backspace", filled: false),   // the backspace key, as delete.left
            "lightbulb.max": .oriented(.material("wb_incandescent", filled: false), .halfTurned),  // rays around an upright bulb
            "lightbulb.slash": .material("light_off", filled: false),
            "shoe.fill": .material("steps", filled: true),
            "camera.filters": .shape(.cameraFilters, filled: false),
            "bolt.shield.fill": .within(.material("bolt", filled: true), container: .material("shield", filled: true),
                                        placement: SymbolPlacement(scale: 0.5, dx: 0, dy: -0.03), knockout: true),
            "circle.dashed.inset.filled": .within(.material("circle", filled: true), container: .shape(.dashedCircle, filled: false),
                                                  placement: SymbolPlacement(scale: 0.6, dx: 0, dy: 0), knockout: false),
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
        // No climbing figure in either font (docs/SYMBOLS.md).
        #expect(try fonts.symbol(named: "figure.climbing", font: system20).isPlaceholder)
    }

    /// A knocked-out inner symbol leaves a hole in the solid container: the shield's middle is empty where the
    /// bolt is; outlined, the bolt is inked inside the empty shield.
    @Test func aFilledContainerHasItsInnerSymbolCutOut() throws {
        let solid = try canvas("bolt.shield.fill"), plain = try canvas("shield.fill")
        let outline = try canvas("bolt.shield"), empty = try canvas("shield")
        let box = try library.symbol(named: "shield.fill", font: system20).size
        // The bolt's centre: the box's, 0.03 box heights up (its table line), at 3×.
        let (x, y) = (Int(box.width * 1.5), Int(box.height * 1.5 - box.height * 3 * 0.03))
        #expect(plain[y][x] == 255 && solid[y][x] == 0, "\(plain[y][x]) \(solid[y][x])")
        let middle = (y - 6)...(y + 6)
        let boltInk = middle.reduce(0) { $0 + outline[$1][(x - 6)...(x + 6)].reduce(0, +) }
        #expect(middle.reduce(0) { $0 + empty[$1][(x - 6)...(x + 6)].reduce(0, +) } == 0 && boltInk > 255 * 20, "\(boltInk)")
    }

    /// Every `gobackward.N` / `goforward.N` is the one arrow of its direction with N in its middle.
    @Test func numberedSkipsAreTheirArrowWithTheNumberInside() throws {
        for direction in ["gobackward", "goforward"] {
            let arrow = try canvas(direction)
            let box = try library.symbol(named: direction, font: system20).size
            // The number's area around the arc's centre (0.075 box heights below the box's), at 3×: clear of
            // the ring (0.35 box heights out) and below the arrowhead (which reaches 0.2 above the centre).
            let centre = (x: box.width * 1.5, y: box.height * 1.5 + box.height * 3 * 0.075), unit = box.height * 3
            func isInside(_ x: Int, _ y: Int) -> Bool {
                let dx = (Double(x) + 0.5 - centre.x) / unit, dy = (Double(y) + 0.5 - centre.y) / unit
                return abs(dx) < 0.26 && dy > -0.16 && dy < 0.19
            }
            let arrowInside = arrow.enumerated().reduce(0) { sum, row in
                sum + row.element.enumerated().filter { isInside($0.offset, row.offset) }.reduce(0) { $0 + $1.element }
            }
            #expect(arrowInside == 0, "\(direction)'s middle is empty")
            let arrowSource = try #require(try SymbolNames.lookup(direction, hasMaterialGlyph: has))
            for number in [5, 10, 15, 30, 45, 60, 75, 90] {
                let name = "\(direction).\(number)"
                #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has)
                        == .within(.characters("\(number)"), container: arrowSource,
                                   placement: SymbolPlacement(scale: 0.34, dx: 0, dy: 0.075), knockout: false), "\(name)")
                let numbered = try canvas(name)
                var inside = 0, outsideDifference = 0
                for y in 0..<numbered.count {
                    for x in 0..<numbered[y].count {
                        if isInside(x, y) { inside += numbered[y][x] } else { outsideDifference += abs(numbered[y][x] - arrow[y][x]) }
                    }
                }
                #expect(inside > 255 * 20, "\(name) has its number inside: \(inside)")
                #expect(outsideDifference == 0, "\(name) is \(direction)'s arrow outside the number: \(outsideDifference)")
            }
        }
    }

    /// Real SF names the testers' guides drew as crossed boxes, with the `.fill` forms SF has.
    @Test func testerGuideNamesDrawAGlyph() throws {
        let fonts = FontLibrary(directory: library.directory)
        let names = ["fish", "fish.fill", "tram.fill.tunnel", "road.lanes", "dot.radiowaves.right", "dot.radiowaves.forward",
                     "airplay.audio", "airplay.video", "thermometer.low", "thermometer.high", "cable.connector",
                     "cable.connector.horizontal", "iphone.rear.camera", "video.bubble", "video.bubble.fill",
                     "bubble.left.and.exclamationmark.bubble.right", "quote.bubble.fill", "moon.zzz.fill"]
        for name in names {
            #expect(!(try fonts.symbol(named: name, font: system20)).isPlaceholder, "\(name) is unmapped")
            #expect(try canvas(name, width: 110).joined().contains { $0 > 0 }, "\(name) draws nothing")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
        let expected: [String: SymbolSource] = [
            "airplay.audio": .material("airplay", filled: false),
            "thermometer.low": .material("thermometer_loss", filled: false),
            "cable.connector.horizontal": .oriented(.material("cable", filled: false), .turned),
            "fish.fill": .shape(.fish, filled: true),
            "dot.radiowaves.forward": .shape(.dotRadiowavesRight, filled: false),
            "quote.bubble": .within(.forkAwesome(0xF10D), container: .material("chat_bubble", filled: false),
                                    placement: SymbolPlacement(scale: 0.45, dx: 0, dy: -0.06), knockout: false),
            "moon.zzz.fill": .within(.characters("ZZZ"), container: .material("bedtime", filled: true),
                                     placement: SymbolPlacement(scale: 0.24, dx: 0.27, dy: -0.27), knockout: false),
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
    }

    /// `quote.bubble` is the speech bubble with a quote inside (the `.fill` form cut out of the solid
    /// bubble); `moon.zzz` the moon with letters in its hollow, inked in both forms; `lock.icloud`, `plus.rectangle`
    /// and the windshield their mark in the container; `thermometer.sun` the thermometer with a sun beside it.
    @Test func composedNamesKeepTheirContainerAndAddTheirInnerSymbol() throws {
        for (name, container, cutOut) in [("quote.bubble", "bubble.left", false), ("quote.bubble.fill", "bubble.left.fill", true),
                                          ("moon.zzz", "moon", false), ("moon.zzz.fill", "moon.fill", false),
                                          ("lock.icloud", "icloud", false), ("lock.icloud.fill", "icloud.fill", true),
                                          ("plus.rectangle.fill", "rectangle.fill", true), ("xmark.bin", "archivebox", false),
                                          ("windshield.front.and.heat.waves", "perspective", false),
                                          ("thermometer.sun", "thermometer", false), ("thermometer.sun.fill", "thermometer.fill", false)] {
            let whole = try canvas(name), alone = try canvas(container)
            var kept = true, added = 0, removed = 0
            for (wholeRow, aloneRow) in zip(whole, alone) {
                for (w, a) in zip(wholeRow, aloneRow) {
                    added += max(w - a, 0)
                    removed += max(a - w, 0)
                    if a == 255 && w < 128 && !cutOut { kept = false }
                }
            }
            #expect(kept, "\(name) keeps all of \(container)")
            if cutOut {
                #expect(removed > 255 * 20 && added == 0, "\(name): \(removed) cut out of \(container), \(added) added")
            } else {
                #expect(added > 255 * 20, "\(name) adds \(added) to \(container)")
            }
        }
    }

    /// `fish`: a solid fish with its eye knocked out, or an outline with an empty middle and a solid eye;
    /// `dot.radiowaves.right`: a dot at the box's left and waves to its right only.
    @Test func fishAndRadiowavesAreDrawnAsShapes() throws {
        // Box 24 pt tall at 3×: 72 pixels. The eye at (1.08, 0.42) box heights, the body's middle at (0.7, 0.5).
        let solid = try canvas("fish.fill", width: 110), outline = try canvas("fish", width: 110)
        #expect(solid[30][77] == 0 && solid[36][50] == 255 && solid[30][70] == 255, "\(solid[30][77]) \(solid[36][50])")
        #expect(outline[30][77] == 255 && outline[36][50] == 0, "\(outline[30][77]) \(outline[36][50])")
        // The dot's centre 0.52 box heights and half a stroke (2.4 pt) left of the right edge (0.75 wide):
        // 4.32 pt = 13 px; the outer wave crosses the middle row 0.52 box heights right of it (50 px).
        let waves = try canvas("dot.radiowaves.right")
        #expect(waves[36][13] == 255 && waves[36][50] > 200 && waves[36][25] == 0, "\(waves[36][13]) \(waves[36][50]) \(waves[36][25])")
        #expect(waves.joined().reduce(0, +) > 0 && waves.allSatisfy { $0[0..<4].allSatisfy { $0 == 0 } })
    }

    /// Real SF names the testers' home, car and device guides drew as crossed boxes, with their `.fill`
    /// forms and the siblings the same glyph or composition covers.
    @Test func homeCarAndDeviceNamesDrawAGlyph() throws {
        let fonts = FontLibrary(directory: library.directory)
        let names = ["xmark.bin", "xmark.bin.fill", "xmark.bin.circle.fill", "sun.haze", "sun.haze.fill", "pencil.line",
                     "plus.rectangle", "plus.rectangle.fill", "minus.rectangle.fill", "xmark.rectangle", "checkmark.rectangle.fill",
                     "lock.icloud", "lock.icloud.fill", "key.icloud.fill", "person.icloud", "exclamationmark.icloud.fill",
                     "person.crop.rectangle.stack", "person.crop.rectangle.stack.fill", "exclamationmark.2",
                     "battery.100percent", "battery.75percent", "battery.50percent", "battery.25percent", "battery.0percent",
                     "car.top.door.front.left.open", "car.top.door.front.left.open.fill", "car.top.door.rear.right.open",
                     "car.top.door.front.left.and.front.right.and.rear.left.and.rear.right.open.fill", "car.top.door.sliding.left.open",
                     "video.doorbell", "video.doorbell.fill", "web.camera", "web.camera.fill", "door.garage.closed",
                     "door.garage.open.fill", "door.garage.double.bay.closed", "phone.arrow.down.left", "phone.arrow.down.left.fill",
                     "phone.arrow.up.right.fill", "phone.arrow.right.fill", "tv.and.hifispeaker.fill", "tv.and.mediabox",
                     "homepod", "homepod.fill", "homepod.2.fill", "homepodmini.fill", "homepod.and.homepodmini",
                     "hifispeaker.and.homepod.fill", "homepod.and.appletv", "waveform.and.mic", "bolt.horizontal",
                     "bolt.horizontal.fill", "bolt.horizontal.circle.fill", "steeringwheel", "carseat.left.fill", "carseat.right",
                     "carseat.left.and.heat.waves", "carseat.left.and.heat.waves.fill", "carseat.right.and.heat.waves.fill",
                     "windshield.front.and.heat.waves", "windshield.rear.and.heat.waves", "heat.waves", "thermometer.sun.fill"]
        for name in names {
            #expect(!(try fonts.symbol(named: name, font: system20)).isPlaceholder, "\(name) is unmapped")
            #expect(try canvas(name, width: 110).joined().contains { $0 > 0 }, "\(name) draws nothing")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
        let expected: [String: SymbolSource] = [
            "battery.100percent": .material("battery_full_alt", filled: false),   // SF Symbols 5's spelling of battery.100
            "battery.25percent": .material("battery_low", filled: false),
            "phone.arrow.down.left.fill": .material("phone_callback", filled: true),
            "steeringwheel": .material("search_hands_free", filled: false),
            "web.camera.fill": .material("camera_video", filled: true),
            "lock.icloud.fill": .within(.material("lock", filled: true), container: .material("cloud", filled: true),
                                        placement: SymbolPlacement(scale: 0.42, dx: 0, dy: 0.07), knockout: true),
            "carseat.left": .oriented(.material("airline_seat_recline_normal", filled: false), .mirrored),
        ]
        for (name, source) in expected {
            #expect(try SymbolNames.lookup(name, hasMaterialGlyph: has) == source, "\(name)")
        }
    }

    /// `gift.fill` is solid (Fork Awesome's gift, its ribbon knocked out), where Material's filled gift is its
    /// outline; `thermometer.sun` holds its sun in a wider box, a solid disc in the `.fill` form and a ring in the outline.
    @Test func filledGiftIsSolidAndThermometerSunHoldsItsSun() throws {
        // Box 24 pt tall at 3×: 72 pixels; the gift's body is its lower half, a quarter of its width in.
        let outline = try canvas("gift"), solid = try canvas("gift.fill")
        let giftWidth = Int(try library.symbol(named: "gift", font: system20).size.width * 3)
        #expect(outline[52][giftWidth / 4] == 0 && solid[52][giftWidth / 4] == 255,
                "\(outline[52][giftWidth / 4]) \(solid[52][giftWidth / 4]) of \(giftWidth)")
        let thermometer = try library.symbol(named: "thermometer", font: system20).size.width
        let withSun = try library.symbol(named: "thermometer.sun", font: system20).size.width
        #expect(withSun > thermometer + 6, "\(thermometer) → \(withSun)")
        // The sun's centre: 0.42 box heights (10.08 pt) right of the thermometer's centre, 0.2 (14.4 px) above the middle row.
        let x = Int(((thermometer / 2 + 10.08) * 3).rounded()), y = 36 - 14
        let solidSun = try canvas("thermometer.sun.fill"), outlineSun = try canvas("thermometer.sun")
        #expect(solidSun[y][x] == 255 && outlineSun[y][x] == 0, "\(solidSun[y][x]) \(outlineSun[y][x]) at \(x), \(y)")
    }
}
