import Testing
@testable import MockupRaster

@Suite struct CanvasTests {
    @Test func badSizesThrowClearErrors() {
        for (w, h) in [(0, 10), (10, 0), (-5, 10), (10, -1)] {
            #expect(throws: RasterError.invalidSize(width: w, height: h)) { try Canvas(width: w, height: h) }
        }
        for (w, h) in [(16385, 10), (10, 20000), (9000, 9000)] {
            #expect(throws: RasterError.sizeTooLarge(width: w, height: h)) { try Canvas(width: w, height: h) }
        }
        #expect(RasterError.invalidSize(width: 0, height: 3).description.contains("at least 1 pixel"))
        #expect(RasterError.sizeTooLarge(width: 9000, height: 9000).description.contains("16384 pixels per side and 64 Mpx"))
        #expect(throws: RasterError.self) { try PixelImage(width: 2, height: 2, pixels: [0]) }
    }

    @Test func clearSetsEveryPixel() throws {
        let canvas = try Canvas(width: 5, height: 3)
        let color = PremultipliedColor(SRGBColor(r8: 10, 20, 30))
        canvas.clear(color)
        #expect(canvas.image.pixels.allSatisfy { $0 == color.rawValue })
    }

    @Test func nonFiniteCoordinatesNeverCrash() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var path = Path()
        path.move(to: Point(.nan, 3))
        path.line(to: Point(10, .infinity))
        path.line(to: Point(5, 5))
        path.close()
        canvas.fill(path, with: .solid(.black))
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 5, height: 5)), with: .solid(.black),
                    transform: Transform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let lut = GradientLUT(stops: [ColorStop(.black, at: 0), ColorStop(.white, at: 1)])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)),
                    with: .linearGradient(lut, start: Point(.nan, 0), end: Point(1, .infinity)))
        canvas.drawShadow(of: path, shadow: DropShadow(color: .black, sigma: .nan, offset: Point(.nan, 1)))
        canvas.withLayer(bounds: Rect(x: .nan, y: 0, width: .infinity, height: 5), opacity: .nan, blur: .nan) {
            canvas.fill(path, with: .solid(.white))
        }
        canvas.pushClip(path)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(.white))
        #expect(!canvas.diagnostics.isClean)
        // The degenerate linear gradient paints its last colour.
        #expect(canvas.image[10, 10] == .white || canvas.image[10, 10].alpha == 255)
    }

    @Test func imagesDrawExactlyAtIdentityAndAreaAverageWhenShrunk() throws {
        var checker = try PixelImage(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { checker[x, y] = (x + y) % 2 == 0 ? .black : .white } }
        let copy = try Canvas(width: 64, height: 64)
        copy.drawImage(checker, transform: .identity)
        #expect(copy.image == checker)
        let shrunk = try Canvas(width: 16, height: 16)
        shrunk.drawImage(checker, in: Rect(x: 0, y: 0, width: 16, height: 16))
        for y in 2..<14 { for x in 2..<14 {
            #expect(abs(Int(shrunk.image[x, y].red) - 128) <= 1, "\(x),\(y): \(shrunk.image[x, y])")
        } }
        let faded = try Canvas(width: 64, height: 64)
        faded.drawImage(checker, transform: .identity, opacity: 0.5)
        #expect(faded.image[0, 0].alpha == 128)
    }
}
