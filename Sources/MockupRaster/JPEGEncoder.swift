import CJPEG
import Foundation

/// Writes `PixelImage`s as baseline JPEGs through the system libjpeg-turbo (`mockup_jpeg_encode` in
/// Sources/CJPEG/shim.h). JPEG has no alpha: the premultiplied colour channels are written as they
/// are, so transparent pixels come out black, as an image drawn over black would.
public enum JPEGEncoder {
    /// The JPEG file bytes for `image` at `quality` (0 = smallest file, 1 = best picture; clamped).
    public static func encode(_ image: PixelImage, quality: Double) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let libjpegQuality = Int32((min(max(quality, 0), 1) * 100).rounded())
        // Pixels are R, G, B, A bytes in memory on little-endian machines (`PixelImage`).
        let bytes = image.pixels.map { $0.littleEndian }
        let failed = bytes.withUnsafeBytes { rgba in
            mockup_jpeg_encode(rgba.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(image.width), Int32(image.height),
                               libjpegQuality, &output, &size, &message)
        }
        defer { free(output) }
        guard failed == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RasterError.jpegEncodingFailed(reason: text.isEmpty ? "libjpeg gave no reason" : text)
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
