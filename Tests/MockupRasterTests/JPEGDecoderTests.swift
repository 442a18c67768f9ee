import Foundation
import Testing
@testable import MockupRaster

/// JPEG decoding through libjpeg-turbo with fixed settings: exact pixels on tiny fixtures
/// (Tests/Fixtures/JPEG, made for these tests: 16 × 8 pixels, the left half RGB(200, 40, 30), the
/// right half RGB(20, 90, 220)).
struct JPEGDecoderTests {
    static func fixture(_ name: String) -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/JPEG")
        return [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data())
    }

    static let full = fixture("two-colours-444.jpg")
    static let subsampled = fixture("two-colours-420.jpg")
    static let cmyk = fixture("two-colours-cmyk.jpg")

    private func row(_ image: PixelImage, _ y: Int) -> [[UInt8]] {
        (0..<image.width).map { x in
            let p = image[x, y]
            return [p.red, p.green, p.blue, p.alpha]
        }
    }

    @Test func aFullChromaJPEGDecodesToItsColours() throws {
        let image = try JPEGDecoder.decode(Self.full)
        #expect(image.width == 16 && image.height == 8)
        let left: [UInt8] = [201, 40, 30, 255], right: [UInt8] = [20, 90, 220, 255]
        #expect(row(image, 0) == Array(repeating: left, count: 8) + Array(repeating: right, count: 8))
        #expect(row(image, 7) == row(image, 0))
    }

    /// Fancy upsampling blends the chroma across the edge: these exact values are what the fixed
    /// settings give, on every run.
    @Test func aSubsampledJPEGDecodesToExactPixels() throws {
        let image = try JPEGDecoder.decode(Self.subsampled)
        let expected: [[UInt8]] = [[201, 40, 30], [201, 40, 30], [199, 41, 29], [199, 41, 29], [201, 40, 30], [201, 40, 30],
                                   [201, 40, 30], [156, 54, 78], [64, 77, 173], [20, 90, 220], [20, 90, 220], [20, 90, 220],
                                   [21, 89, 222], [21, 89, 222], [20, 90, 220], [20, 90, 220]].map { $0 + [255] }
        #expect(row(image, 0) == expected)
        #expect(row(image, 7) == expected)
        #expect(try JPEGDecoder.decode(Self.subsampled) == image)
    }

    @Test func aCMYKJPEGIsConvertedToRGB() throws {
        let image = try JPEGDecoder.decode(Self.cmyk)
        #expect(row(image, 3) == Array(repeating: [200, 40, 30, 255], count: 8) + Array(repeating: [20, 90, 220, 255], count: 8))
    }

    @Test func theHeaderGivesTheSizeWithoutDecoding() {
        #expect(JPEGDecoder.pixelSize(Self.subsampled).map { [$0.width, $0.height] } == [16, 8])
        #expect(JPEGDecoder.pixelSize([0x89, 0x50, 0x4E, 0x47]) == nil)
    }

    @Test func brokenDataThrowsLibjpegsMessage() {
        #expect(throws: RasterError.jpegDecodingFailed(reason: "JPEG datastream contains no image")) {
            try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0x00])
        }
        #expect(throws: RasterError.self) { try JPEGDecoder.decode(Array(Self.full.prefix(200))) }
    }

    @Test func imageFilesAreDecodedByTheirSignature() throws {
        let png = try PNGEncoder.encode(PixelImage(width: 2, height: 1, color: PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)))
        #expect(try ImageFileDecoder.decode(png).width == 2)
        #expect(try ImageFileDecoder.decode(Self.full) == JPEGDecoder.decode(Self.full))
        #expect(throws: RasterError.unsupportedImageFormat) { try ImageFileDecoder.decode(Array("GIF89a".utf8)) }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = folder.appendingPathComponent("photo.png")  // named .png: the contents decide
        try Data(Self.subsampled).write(to: jpeg)
        #expect(ImageFileDecoder.pixelSize(atPath: jpeg.path).map { [$0.width, $0.height] } == [16, 8])
        let pngFile = folder.appendingPathComponent("dot.png")
        try Data(png).write(to: pngFile)
        #expect(ImageFileDecoder.pixelSize(atPath: pngFile.path).map { [$0.width, $0.height] } == [2, 1])
        #expect(ImageFileDecoder.pixelSize(atPath: folder.appendingPathComponent("absent.png").path) == nil)
    }
}
