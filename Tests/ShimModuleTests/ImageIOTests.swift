import Foundation
import ImageIO
import MockupRaster
import Testing

/// ImageIO's image sources: Apple's first Landmarks tutorial loads its photos with them, and the
/// WWDC 2018 downsampling recipe makes thumbnails.
@MainActor @Suite struct ImageIOTests {
    private func photoFile(width: Int, height: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
        try PNGEncoder.write(PixelImage(width: width, height: height, color: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)),
                             toFile: url.path)
        return url
    }

    @Test func aSourceDecodesItsFileAndReportsItsSize() throws {
        let url = try photoFile(width: 40, height: 20)
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try #require(CGImageSourceCreateWithURL(url as NSURL, nil))
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetType(source) == "public.png")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 40 && image.height == 20)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil, "one image per file")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 40 && properties[kCGImagePropertyPixelHeight] as? Int == 20)
        #expect(CGImageSourceCreateWithURL(url.appendingPathExtension("missing") as NSURL, nil) == nil)
    }

    @Test func aThumbnailFitsItsLongerSideInTheMaximumPixelSize() throws {
        let url = try photoFile(width: 40, height: 20)
        defer { try? FileManager.default.removeItem(at: url) }
        let data = try Data(contentsOf: url) as NSData
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 10] as NSDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumbnail.width == 10 && thumbnail.height == 5)
        let full = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        #expect(full.width == 40, "no maximum: the image as it is")
        #expect(CGImageSourceGetCount(try #require(CGImageSourceCreateWithData(Data("text".utf8) as NSData, nil))) == 0)
    }
}
