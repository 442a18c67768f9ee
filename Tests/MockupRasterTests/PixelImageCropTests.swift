import Testing
@testable import MockupRaster

@Suite struct PixelImageCropTests {
    @Test func cropKeepsTheRequestedRows() throws {
        var image = try PixelImage(width: 4, height: 6)
        for y in 0..<6 { for x in 0..<4 { image[x, y] = PremultipliedColor(red: UInt8(x), green: UInt8(y), blue: 0, alpha: 255) } }
        let bottom = try image.cropped(to: IntRect(x: 0, y: 4, width: 4, height: 2))
        #expect(bottom.width == 4 && bottom.height == 2)
        #expect(bottom[3, 0] == image[3, 4])
        #expect(bottom[1, 1] == image[1, 5])
    }

    @Test func cropIsClampedAndAnEmptyCropThrows() throws {
        let image = try PixelImage(width: 4, height: 4)
        #expect(try image.cropped(to: IntRect(x: -2, y: 2, width: 10, height: 10)).height == 2)
        #expect(throws: RasterError.self) { try image.cropped(to: IntRect(x: 5, y: 0, width: 2, height: 2)) }
    }
}
