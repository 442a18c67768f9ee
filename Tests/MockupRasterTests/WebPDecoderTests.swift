import Foundation
import Testing
@testable import MockupRaster

/// WebP decoding through libwebp: exact pixels of a lossless file, the colour of a lossy one, and
/// the format found by content whatever the file is called. The bytes were written for these tests
/// with Pillow's WebP encoder (libwebp).
struct WebPDecoderTests {
    /// 3 × 2, lossless: red, green, blue; white at alpha 128, a transparent pixel, RGB(200, 100, 50) at alpha 64.
    static let lossless: [UInt8] = [
        0x52, 0x49, 0x46, 0x46, 0x40, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4C, 0x34, 0x00, 0x00, 0x00,
        0x2F, 0x02, 0x40, 0x00, 0x10, 0x2F, 0x20, 0x10, 0x20, 0x88, 0xF5, 0x9F, 0x60, 0x43, 0x20, 0x90, 0xE4, 0x6F, 0x36, 0xD5,
        0x02, 0x01, 0x82, 0x26, 0xFF, 0x6D, 0x08, 0xB2, 0x6D, 0xAA, 0x3E, 0xB3, 0x9B, 0x3D, 0x00, 0xFC, 0xC9, 0xB1, 0xAB, 0x06,
        0x05, 0x69, 0x1B, 0xB0, 0xB8, 0x7B, 0x4A, 0x16, 0xD1, 0xFF, 0xB8, 0x3A,
    ]
    /// 16 × 16, lossy (quality 90), RGB(200, 40, 40) throughout.
    static let lossy: [UInt8] = [
        0x52, 0x49, 0x46, 0x46, 0x3E, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 0x32, 0x00, 0x00, 0x00,
        0xD0, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x10, 0x00, 0x10, 0x00, 0x00, 0xC0, 0x12, 0x25, 0xA0, 0x02, 0x74, 0xBA, 0x01, 0xF8,
        0x00, 0x03, 0xB0, 0x00, 0xFE, 0xF7, 0xC4, 0x5F, 0xFF, 0x46, 0x1F, 0xC3, 0x0F, 0xE1, 0x87, 0xF8, 0xC1, 0xFF, 0xF6, 0xA5,
        0x9F, 0xB5, 0x2C, 0xFD, 0xA9, 0x67, 0xFD, 0xA6, 0x20, 0x00,
    ]

    private func rgba(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func aLosslessWebPDecodesToItsPremultipliedPixels() throws {
        let image = try ImageFileDecoder.decode(Self.lossless)
        #expect(image.width == 3 && image.height == 2)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 1, 0) == [0, 255, 0, 255] && rgba(image, 2, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 0, 1) == [128, 128, 128, 128])
        #expect(rgba(image, 1, 1) == [0, 0, 0, 0])
        #expect(rgba(image, 2, 1) == [50, 25, 13, 64])
    }

    @Test func aLossyWebPKeepsItsColourAndItsSizeIsReadFromTheHeader() throws {
        let image = try WebPDecoder.decode(Self.lossy)
        let centre = rgba(image, 8, 8)
        #expect(abs(Int(centre[0]) - 200) <= 3 && abs(Int(centre[1]) - 40) <= 3 && abs(Int(centre[2]) - 40) <= 3 && centre[3] == 255, "\(centre)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-webp-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(Self.lossy).write(to: file)
        #expect(ImageFileDecoder.Format(signature: Self.lossy) == .webp)
        #expect(ImageFileDecoder.pixelSize(atPath: file.path).map { [$0.width, $0.height] } == [16, 16], "a .png that is a WebP")
    }

    @Test func corruptWebPDataThrowsLibwebpsReason() {
        var truncated = Array(Self.lossy.prefix(30))
        truncated[4] = 0x16
        #expect(throws: RasterError.self) { try WebPDecoder.decode(truncated) }
        #expect(throws: RasterError.unsupportedImageFormat) { try ImageFileDecoder.decode(Array("RIFF....WAVEfmt ".utf8)) }
    }
}
