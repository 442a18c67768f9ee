import Testing
@testable import MockupRaster

@Suite struct ImageDifferenceTests {
    @Test func identicalImagesHaveNoDifference() throws {
        let image = try PixelImage(width: 8, height: 4, color: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 255))
        let difference = ImageDifference(expected: image, actual: image)
        #expect(difference.isIdentical)
        #expect(difference.bounds == nil)
    }

    @Test func countsChangedPixelsAndTheirBounds() throws {
        let expected = try PixelImage(width: 10, height: 10, color: .white)
        var actual = expected
        actual[2, 3] = PremultipliedColor(red: 255, green: 255, blue: 254, alpha: 255)
        actual[7, 5] = .black
        let difference = ImageDifference(expected: expected, actual: actual)
        #expect(difference.changedPixels == 2)
        #expect(difference.bounds == IntRect(x: 2, y: 3, width: 6, height: 3))
        #expect(difference.maxChannelDelta == 255)
        let diff = ImageDifference.diffImage(expected: expected, actual: actual)
        #expect(diff[2, 3].rawValue == 0xFFFF_00FF)
        #expect(diff[0, 0].rawValue == 0xFFFF_FFFF)   // white stays white when faded
    }

    @Test func sizeMismatchIsAChange() throws {
        let difference = ImageDifference(expected: try PixelImage(width: 4, height: 4),
                                          actual: try PixelImage(width: 4, height: 5))
        #expect(difference.sizeMismatch)
        #expect(!difference.isIdentical)
    }
}
