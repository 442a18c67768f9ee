import Testing
@testable import MockupRaster

/// `ImageSampling`: nearest-neighbour enlargement and repeating image paints.
@Suite struct ImageSamplingTests {
    private let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)

    private func pair() throws -> PixelImage { try PixelImage(width: 2, height: 1, pixels: [red.rawValue, blue.rawValue]) }

    @Test func nearestEnlargesEachPixelAsABlock() throws {
        let canvas = try Canvas(width: 10, height: 2)
        canvas.drawImage(try pair(), transform: .scale(5, 2), sampling: ImageSampling(filter: .nearest))
        for x in 0..<10 { #expect(canvas.image[x, 1] == (x < 5 ? red : blue), "column \(x)") }
        let smooth = try Canvas(width: 10, height: 2)
        smooth.drawImage(try pair(), transform: .scale(5, 2))
        #expect(smooth.image[4, 1] != red)
    }

    @Test func aTiledPaintRepeatsBeyondTheImage() throws {
        let canvas = try Canvas(width: 9, height: 3)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 9, height: 3)),
                    with: .image(try pair(), transform: .translation(1, 0), sampling: ImageSampling(tiles: true)))
        // The pattern starts at x = 1, so column 0 is the blue of the tile before it.
        for x in 0..<9 { #expect(canvas.image[x, 2] == (x % 2 == 1 ? red : blue), "column \(x)") }
        let nearest = try Canvas(width: 8, height: 1)
        nearest.fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 1)),
                     with: .image(try pair(), transform: .scale(2, 1), sampling: ImageSampling(filter: .nearest, tiles: true)))
        #expect((0..<8).map { nearest.image[$0, 0] } == [red, red, blue, blue, red, red, blue, blue])
    }
}
