import CJPEG
import Foundation

/// Reads JPEGs (baseline and progressive; grey, YCbCr, RGB, CMYK) into `PixelImage`s through the
/// system libjpeg-turbo, with fixed settings (accurate integer IDCT, fancy upsampling: see
/// `mockup_jpeg_decode` in Sources/CJPEG/shim.h), so the same file always gives the same pixels.
/// Corrupt or truncated data throws `RasterError.jpegDecodingFailed` carrying libjpeg's message.
public enum JPEGDecoder {
    /// The width and height in pixels from the file's header, nil when it is not a JPEG.
    public static func pixelSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        let header = read(data, into: nil)
        return header.error == nil ? (header.width, header.height) : nil
    }

    /// Decodes JPEG file bytes (opaque pixels).
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        let header = read(data, into: nil)
        if let error = header.error { throw error }
        try PixelImage.validate(width: header.width, height: header.height)
        var pixels = [UInt32](repeating: 0, count: header.width * header.height)
        let body = pixels.withUnsafeMutableBytes { read(data, into: $0) }
        if let error = body.error { throw error }
        // RGBA bytes with alpha 255 are already premultiplied; read them in the platform's order.
        return try PixelImage(width: header.width, height: header.height, pixels: pixels.map { UInt32(littleEndian: $0) })
    }

    /// One pass of `mockup_jpeg_decode`: the header only when `rgba` is nil, else the pixels too.
    private static func read(_ data: [UInt8], into rgba: UnsafeMutableRawBufferPointer?)
        -> (width: Int, height: Int, error: RasterError?) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let failed = data.withUnsafeBufferPointer { bytes in
            mockup_jpeg_decode(bytes.baseAddress, UInt(bytes.count), rgba?.baseAddress?.assumingMemoryBound(to: UInt8.self),
                               (rgba?.count ?? 0) / 4, &width, &height, &message)
        }
        return (Int(width), Int(height), failed == 0 ? nil : failure(message))
    }

    private static func failure(_ message: [CChar]) -> RasterError {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .jpegDecodingFailed(reason: text.isEmpty ? "libjpeg gave no reason" : text)
    }
}
