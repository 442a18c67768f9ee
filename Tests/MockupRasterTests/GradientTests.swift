import Testing
@testable import MockupRaster

@Suite struct GradientTests {
    let blue = SRGBColor(r8: 0, 122, 255)
    let yellow = SRGBColor(r8: 255, 204, 0)

    func channels(_ c: PremultipliedColor) -> [Int] { [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)] }

    @Test func stopsLandExactlyOnTheirColours() {
        let red = SRGBColor(r8: 255, 59, 48), green = SRGBColor(r8: 52, 199, 89)
        let stops = [ColorStop(blue, at: 0), ColorStop(red, at: 0.3), ColorStop(green, at: 0.77), ColorStop(yellow, at: 1)]
        for space in [GradientInterpolation.oklab, .sRGB] {
            let lut = GradientLUT(stops: stops, interpolation: space)
            for stop in stops {
                #expect(lut.color(at: stop.location) == PremultipliedColor(stop.color), "\(space) at \(stop.location)")
            }
        }
    }

    @Test func oklabMidpointMatchesReference() {
        let mid = GradientLUT(stops: [ColorStop(blue, at: 0), ColorStop(yellow, at: 1)]).color(at: 0.5)
        for (got, want) in zip(channels(mid), [148, 174, 181, 255]) { #expect(abs(got - want) <= 1, "\(channels(mid))") }
        let plain = GradientLUT(stops: [ColorStop(blue, at: 0), ColorStop(yellow, at: 1)], interpolation: .sRGB).color(at: 0.5)
        for (got, want) in zip(channels(plain), [128, 163, 128, 255]) { #expect(abs(got - want) <= 1, "\(channels(plain))") }
    }

    @Test func fadeToClearKeepsItsHue() {
        let lut = GradientLUT(stops: [ColorStop(.white.opacity(0.5), at: 0), ColorStop(.clear, at: 1)])
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let c = lut.color(at: t)
            // Premultiplied white: every colour channel equals alpha (no grey fringe).
            #expect(c.red == c.alpha && c.green == c.alpha && c.blue == c.alpha, "t=\(t) \(channels(c))")
        }
        #expect(lut.color(at: 0.5).alpha == 64)
        #expect(lut.color(at: 1) == .clear)
    }

    @Test func hardStopsAndOutOfRangeStops() {
        let lut = GradientLUT(stops: [ColorStop(.black, at: 0.5), ColorStop(.white, at: 0.5), ColorStop(.black, at: .nan)],
                              interpolation: .sRGB)
        // The NaN stop counts as location 0, so 0...0.5 is flat black, then a hard edge to white.
        #expect(lut.color(at: 0.25) == .black)
        #expect(lut.color(at: 0.49) == .black)
        #expect(lut.color(at: 0.51) == .white)
        #expect(lut.color(at: .nan) == .black)
        #expect(GradientLUT(stops: []).color(at: 0.3) == .clear)
        #expect(GradientLUT(stops: [ColorStop(yellow, at: 0.7)]).color(at: 0) == PremultipliedColor(yellow))
    }

    @Test func premultipliedColourFromStraight() {
        let c = PremultipliedColor(SRGBColor(r8: 255, 128, 0, alpha: 0.5))
        #expect(channels(c) == [128, 64, 0, 128])
        #expect(c.unpremultiplied == (255, 128, 0, 128))
        #expect(PremultipliedColor(SRGBColor(red: .nan, green: 2, blue: -1, alpha: 1)) == PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255))
    }

    /// The gradient and coverage loops' trap-free `Int(_:)`: equal around every integer and half
    /// integer up to the 1023.5 those loops can reach (where rounding edges are), and at a stride between.
    @Test func truncatedIndexMatchesIntConversion() {
        var values: [Float] = stride(from: 0, through: 1100, by: 0.0137).map { Float($0) }
        for half in 0...2200 {
            var below = Float(half) / 2, above = below
            for _ in 0..<32 { values += [below, above]; below = below.nextDown; above = above.nextUp }
        }
        for v in values where v >= 0 { #expect(truncatedIndex(v) == Int(v), "\(v)") }
        #expect((0 ..< 1 << 25).contains(truncatedIndex(.nan)) && (0 ..< 1 << 25).contains(truncatedIndex(.infinity)))
    }
}
