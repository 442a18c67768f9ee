import CJPEG
import Foundation

/// Reads JPEGs (baseline and progressive; grey, YCbCr, RGB, CMYK) into `PixelImage`s through the
/// system libjpeg-turbo, with fixed settings (accurate integer IDCT, fancy upsampling: see
/// `mockup_jpeg_decode` in Sources/CJPEG/shim.h), so the same file always gives the same pixels.
/// Corrupt or truncated data throws `RasterError.jpegDecodingFailed` carrying libjpeg's message.
public enum JPEGDecoder {
    /// The width and height in pixels from the file's header, nil when it is not a JPEG.
    public static func pixelSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let failed = data.withUnsafeBufferPointer { bytes in
            mockup_jpeg_size(bytes.baseAddress, UInt(bytes.count), &width, &height, &message)
        }
        return failed == 0 ? (Int(width), Int(height)) : nil
    }

    /// Decodes JPEG file bytes (opaque pixels).
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        guard data.withUnsafeBufferPointer({ mockup_jpeg_size($0.baseAddress, UInt($0.count), &width, &height, &message) }) == 0
        else { throw failure(message) }
        try PixelImage.validate(width: Int(width), height: Int(height))
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let failed = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBytes { rgba in
                mockup_jpeg_decode(bytes.baseAddress, UInt(bytes.count), rgba.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                   width, height, &message)
            }
        }
        guard failed == 0 else { throw failure(message) }
        // RGBA bytes with alpha 255 are already premultiplied; read them in the platform's order.
        return try PixelImage(width: Int(width), height: Int(height), pixels: pixels.map { UInt32(littleEndian: $0) })
    }

    private static func failure(_ message: [CChar]) -> RasterError {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .jpegDecodingFailed(reason: text.isEmpty ? "libjpeg gave no reason" : text)
    }
}
