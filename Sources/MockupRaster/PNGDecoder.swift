import CPNG
import Foundation

/// Reads PNGs (8- or 16-bit gray, RGB, RGBA, palette) into premultiplied `PixelImage`s through
/// libpng's simplified API. Corrupt or truncated data throws `RasterError.pngDecodingFailed`
/// carrying libpng's message.
public enum PNGDecoder {
    /// Decodes PNG file bytes.
    public static func decode(_ data: [UInt8]) throws -> PixelImage {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard began != 0 else { throw failure(&png) }
        let width = Int(png.width), height = Int(png.height)
        try PixelImage.validate(width: width, height: height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // 8-bit straight RGBA
        var pixels = [UInt32](repeating: 0, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&png, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw failure(&png) }
        premultiplyDecodedRGBA(&pixels)
        return try PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Reads and decodes the PNG file at `path`.
    public static func decode(fileAt path: String) throws -> PixelImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RasterError.fileError(path: path, reason: "cannot read the file; check the path and permissions")
        }
        return try decode([UInt8](data))
    }

    /// The error for libpng's current message.
    private static func failure(_ png: inout png_image) -> RasterError {
        let message = withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return RasterError.pngDecodingFailed(reason: message.isEmpty ? "libpng gave no reason" : message)
    }
}
