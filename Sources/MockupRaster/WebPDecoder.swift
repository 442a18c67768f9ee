import CWebP
import Foundation

/// Reads WebP images (lossy and lossless, with or without alpha; an animation's first frame is not
/// read) into premultiplied `PixelImage`s through the system libwebp, as iOS 14 and later read
/// them in asset catalogs and `UIImage(data:)`. libwebp decodes a file to the same pixels every
/// time. Data libwebp rejects throws `RasterError.webpDecodingFailed`.
public enum WebPDecoder {
    /// The width and height in pixels from the file's header, nil when libwebp cannot read it.
    public static func pixelSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        let known = data.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        return known != 0 ? (Int(width), Int(height)) : nil
    }

    /// Decodes WebP file bytes.
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw RasterError.webpDecodingFailed(reason: reason(status)) }
        guard features.has_animation == 0 else {
            throw RasterError.webpDecodingFailed(reason: "an animated WebP; save its first frame as a still image")
        }
        let width = Int(features.width), height = Int(features.height)
        try PixelImage.validate(width: width, height: height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let decoded = pixels.withUnsafeMutableBytes { output in
            data.withUnsafeBufferPointer { input in
                WebPDecodeRGBAInto(input.baseAddress, input.count, output.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                   output.count, Int32(width * 4))
            }
        }
        guard decoded != nil else { throw RasterError.webpDecodingFailed(reason: "libwebp could not decode the image data") }
        premultiplyDecodedRGBA(&pixels)
        return try PixelImage(width: width, height: height, pixels: pixels)
    }

    private static func reason(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_BITSTREAM_ERROR: return "a corrupt bitstream"
        case VP8_STATUS_NOT_ENOUGH_DATA: return "the data is truncated"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "a feature libwebp does not support"
        default: return "libwebp status \(status.rawValue)"
        }
    }
}
