import Foundation
import Testing
@testable import MockupRaster

@Suite struct CompositingTests {
    let white = PremultipliedColor.white
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path { Path(rect: Rect(x: x, y: y, width: w, height: h)) }
    func rgba(_ c: PremultipliedColor) -> [Int] { [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)] }

    @Test func sourceOverOfKnownValues() throws {
        let canvas = try Canvas(width: 8, height: 8, background: white)
        canvas.fill(rect(0, 0, 4, 8), with: .color(SRGBColor(r8: 255, 0, 0, alpha: 0.5)))
        #expect(rgba(canvas.image[1, 1]) == [255, 127, 127, 255])
        #expect(canvas.image[6, 1] == white)
        let clear = try Canvas(width: 4, height: 4)
        clear.fill(rect(0, 0, 4, 4), with: .color(SRGBColor(r8: 255, 0, 0, alpha: 0.5)))
        clear.fill(rect(0, 0, 4, 4), with: .color(SRGBColor(r8: 0, 0, 255, alpha: 0.5)))
        // blue·½ + red·½·(1 − ½), alpha ½ + ½·½
        #expect(rgba(clear.image[2, 2]) == [64, 0, 128, 192])
        // Exact div255 rounding for one partial pixel: half-covered column.
        let edge = try Canvas(width: 4, height: 1, background: white)
        edge.fill(rect(0, 0, 1.5, 1), with: .solid(.black))
        #expect(rgba(edge.image[1, 0]) == [127, 127, 127, 255])
    }

    @Test func groupOpacityDiffersFromPerShapeOpacity() throws {
        let red = PaintSource.color(SRGBColor(r8: 255, 0, 0)), blue = PaintSource.color(SRGBColor(r8: 0, 0, 255))
        let perShape = try Canvas(width: 30, height: 10, background: white)
        perShape.fill(rect(0, 0, 20, 10), with: red, opacity: 0.5)
        perShape.fill(rect(10, 0, 20, 10), with: blue, opacity: 0.5)
        let group = try Canvas(width: 30, height: 10, background: white)
        group.withLayer(bounds: Rect(x: 0, y: 0, width: 30, height: 10), opacity: 0.5) {
            group.fill(rect(0, 0, 20, 10), with: red)
            group.fill(rect(10, 0, 20, 10), with: blue)
        }
        #expect(rgba(perShape.image[15, 5]) == [127, 63, 191, 255])
        #expect(rgba(group.image[15, 5]) == [127, 127, 255, 255])
        // Outside the overlap both agree.
        #expect(perShape.image[5, 5] == group.image[5, 5])
        #expect(perShape.image[25, 5] == group.image[25, 5])
        #expect(group.layerDepth == 0)
    }

    @Test func nestedClipsMultiplyCoverage() throws {
        let canvas = try Canvas(width: 40, height: 40, background: white)
        canvas.pushClip(rect(0, 0, 10.5, 40))
        canvas.pushClip(rect(0, 0, 40, 20.5))
        canvas.fill(rect(0, 0, 40, 40), with: .solid(.black))
        canvas.popClip()
        canvas.popClip()
        #expect(canvas.image[5, 5] == .black)
        #expect(canvas.image[5, 30] == white)
        #expect(canvas.image[30, 5] == white)
        #expect(rgba(canvas.image[10, 5]) == [127, 127, 127, 255])  // ½ coverage
        #expect(rgba(canvas.image[10, 20]) == [191, 191, 191, 255])  // ½ · ½ = 64/255
        // After popping, drawing is unclipped again.
        canvas.fill(rect(30, 30, 5, 5), with: .solid(.black))
        #expect(canvas.image[32, 32] == .black)
    }

    @Test func clipInsideLayerAppliesOnlyThere() throws {
        let canvas = try Canvas(width: 20, height: 20, background: white)
        canvas.pushClip(rect(0, 0, 10, 20))
        canvas.withLayer(clip: rect(0, 0, 20, 10)) {
            canvas.fill(rect(0, 0, 20, 20), with: .solid(.black))
        }
        canvas.popClip()
        #expect(canvas.image[5, 5] == .black)
        #expect(canvas.image[15, 5] == white)
        #expect(canvas.image[5, 15] == white)
    }

    @Test func layerShadowLandsAtItsOffsetWithItsColour() throws {
        let canvas = try Canvas(width: 160, height: 100, background: white)
        let shadow = DropShadow(color: PremultipliedColor(SRGBColor(r8: 255, 0, 0)), sigma: 2, offset: Point(40, 10))
        canvas.withLayer(bounds: Rect(x: 20, y: 20, width: 30, height: 30), shadow: shadow) {
            canvas.fill(rect(20, 20, 30, 30), with: .color(SRGBColor(r8: 0, 0, 255)))
        }
        #expect(rgba(canvas.image[35, 35]) == [0, 0, 255, 255])  // the content, above its shadow
        #expect(rgba(canvas.image[75, 45]) == [255, 0, 0, 255])  // shadow core, offset by (40, 10)
        #expect(canvas.image[75, 15] == white)  // above the shadow
        #expect(canvas.image[120, 45] == white)  // right of it
        // The blurred edge: pixel 90 is centred 0.5 px outside the shadow's edge at x = 90.
        let edge = canvas.image[90, 45]
        let expected = 255 * (1 - 0.5 * (1 - erf(0.5 / (2 * 2.0.squareRoot()))))
        #expect(abs(Double(edge.green) - expected) <= 4, "\(rgba(edge))")
        #expect(edge.red == 255)
    }

    @Test func pathShadowMatchesLayerShadow() throws {
        let shadow = DropShadow(color: PremultipliedColor(SRGBColor(r8: 0, 0, 0, alpha: 0.5)), sigma: 20, offset: Point(0, 12))
        let card = Path(roundedRect: Rect(x: 60, y: 50, width: 120, height: 80), cornerRadius: 16)
        let direct = try Canvas(width: 240, height: 200, background: white)
        direct.drawShadow(of: card, shadow: shadow)
        direct.fill(card, with: .solid(white))
        let layered = try Canvas(width: 240, height: 200, background: white)
        layered.withLayer(bounds: Rect(x: 60, y: 50, width: 120, height: 80), shadow: shadow) {
            layered.fill(card, with: .solid(white))
        }
        var worst = 0
        for (a, b) in zip(direct.image.pixels, layered.image.pixels) {
            worst = max(worst, abs(Int(a & 0xFF) - Int(b & 0xFF)))
        }
        #expect(worst <= 3)
        #expect(direct.image[120, 150].red < 235)  // visibly darker below the card
        #expect(direct.image[120, 150].red > 128)
    }

    @Test func blurLayerSpreadsContentAndKeepsEnergy() throws {
        let canvas = try Canvas(width: 120, height: 120)
        canvas.withLayer(bounds: Rect(x: 40, y: 40, width: 40, height: 40), blur: 6) {
            canvas.fill(rect(40, 40, 40, 40), with: .solid(.black))
        }
        let energy = canvas.image.pixels.reduce(0) { $0 + Int($1 >> 24) }
        #expect(abs(Double(energy) / Double(40 * 40 * 255) - 1) < 0.01)
        #expect(canvas.image[60, 60].alpha == 255)
        #expect(canvas.image[36, 60].alpha > 0)  // blurred past the original edge
    }

    @Test func gradientFillMapsThroughTheTransform() throws {
        let canvas = try Canvas(width: 100, height: 10)
        let lut = GradientLUT(stops: [ColorStop(.black, at: 0), ColorStop(.white, at: 1)], interpolation: .sRGB)
        // Gradient from x = 0 to 50 in user space, scaled ×2 into device space.
        canvas.fill(rect(0, 0, 50, 5), with: .linearGradient(lut, start: Point(0, 0), end: Point(50, 0)),
                    transform: .scale(2, 2))
        #expect(canvas.image[0, 0].red <= 2)
        #expect(abs(Int(canvas.image[50, 5].red) - 128) <= 2)
        #expect(canvas.image[99, 9] .red >= 253)
        let radial = try Canvas(width: 41, height: 41)
        radial.fill(rect(0, 0, 41, 41), with: .radialGradient(lut, center: Point(20.5, 20.5), startRadius: 0, endRadius: 20))
        #expect(radial.image[20, 20].red <= 10)
        #expect(abs(Int(radial.image[30, 20].red) - 128) <= 8)
        #expect(radial.image[0, 0] == .white)
    }

    @Test func drawMaskPaintsThroughCoverage() throws {
        var mask = CoverageMask(bounds: IntRect(x: 2, y: 3, width: 3, height: 1))
        mask.pixels = [255, 128, 0]
        let canvas = try Canvas(width: 10, height: 10, background: white)
        canvas.drawMask(mask, dx: 1, with: .solid(.black))
        #expect(canvas.image[3, 3] == .black)
        #expect(rgba(canvas.image[4, 3]) == [127, 127, 127, 255])
        #expect(canvas.image[5, 3] == white)
        #expect(canvas.image[2, 3] == white)
    }
}

@Suite struct CanvasStrokeTests {
    @Test func strokeCoversTheLineWidthWithRoundCaps() throws {
        let canvas = try Canvas(width: 60, height: 20)
        var line = Path()
        line.move(to: Point(10, 10))
        line.line(to: Point(50, 10))
        canvas.stroke(line, style: StrokeOptions(lineWidth: 4, lineCap: .round, lineJoin: .round), with: .solid(.black))
        #expect(canvas.image[30, 8].alpha == 255 && canvas.image[30, 11].alpha == 255)
        #expect(canvas.image[30, 6].alpha == 0 && canvas.image[30, 13].alpha == 0)
        #expect(canvas.image[8, 9].alpha > 200)  // inside the round cap (radius 2 around x = 10)
        #expect(canvas.image[5, 10].alpha == 0)
        // Area ≈ length · width + π r².
        let area = Double(canvas.image.pixels.reduce(0) { $0 + Int($1 >> 24) }) / 255
        #expect(abs(area - (40 * 4 + Double.pi * 4)) < 0.5)
    }
}
