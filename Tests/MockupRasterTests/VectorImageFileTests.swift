import Foundation
import Testing
@testable import MockupRaster

/// PDF and SVG images (an asset catalog's vector image sets) measured in points and rasterized at a
/// scale, on the fixtures of Tests/Fixtures/Vector.
struct VectorImageFileTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Vector/\(name)").path
    }

    static func rasterize(_ name: String, scale: Double) throws -> PixelImage {
        let path = path(name)
        return try VectorImageFile.rasterize(try #require(FileManager.default.contents(atPath: path)),
                                             format: try #require(VectorImageFile.Format(path: path)), scale: scale)
    }

    /// The colour of pixel (x, y) as [r, g, b, a].
    static func rgba(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func aPDFPageIsAsLargeAsItsBoxAndDrawsItsPaths() throws {
        #expect(VectorImageFile.pointSize(atPath: Self.path("half-red.pdf")) == Size(20, 10))
        let image = try Self.rasterize("half-red.pdf", scale: 3)
        #expect(image.width == 60 && image.height == 30)
        #expect(Self.rgba(image, 0, 0) == [255, 0, 0, 255] && Self.rgba(image, 29, 29) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 30, 0) == [0, 0, 0, 0] && Self.rgba(image, 59, 29) == [0, 0, 0, 0])
    }

    @Test func anSVGIsAsLargeAsItsWidthAndHeightElseItsViewBox() throws {
        #expect(VectorImageFile.pointSize(atPath: Self.path("half-blue.svg")) == Size(24, 12))
        let blue = try Self.rasterize("half-blue.svg", scale: 2)
        #expect(blue.width == 48 && blue.height == 24)
        #expect(Self.rgba(blue, 0, 0) == [0, 0, 255, 255] && Self.rgba(blue, 23, 23) == [0, 0, 255, 255])
        #expect(Self.rgba(blue, 24, 0) == [0, 0, 0, 0])

        #expect(VectorImageFile.pointSize(atPath: Self.path("view-box-only.svg")) == Size(30, 15))
        let green = try Self.rasterize("view-box-only.svg", scale: 1)
        #expect(green.width == 30 && green.height == 15)
        #expect(Self.rgba(green, 14, 7) == [0, 0, 0, 0] && Self.rgba(green, 15, 7) == [0, 255, 0, 255])
    }

    @Test func theSameFileAndScaleGiveTheSamePixels() throws {
        #expect(try Self.rasterize("half-blue.svg", scale: 3) == Self.rasterize("half-blue.svg", scale: 3))
        #expect(try Self.rasterize("half-red.pdf", scale: 2.5).width == 50)
    }

    @Test func aFileThatIsNoVectorImageThrowsWithTheLibrarysReason() {
        #expect(VectorImageFile.Format(path: "icon.png") == nil)
        for format in [VectorImageFile.Format.pdf, .svg] {
            #expect(throws: RasterError.self) { try VectorImageFile.rasterize(Data("not an image".utf8), format: format, scale: 3) }
            #expect(throws: RasterError.self) { try VectorImageFile.rasterize(Data(), format: format, scale: 3) }
        }
        #expect(VectorImageFile.pointSize(atPath: "/nonexistent/icon.svg") == nil)
    }
}
