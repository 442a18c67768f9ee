/// Errors thrown by MockupRaster; `description` says what went wrong and what to do.
public enum RasterError: Error, CustomStringConvertible, Equatable {
    /// A canvas, layer or image size is zero, negative or not finite.
    case invalidSize(width: Int, height: Int)
    /// A size exceeds `PixelImage.maxSide` per side or `PixelImage.maxPixels` in total.
    case sizeTooLarge(width: Int, height: Int)
    /// A pixel array does not hold exactly width × height pixels.
    case pixelCountMismatch(width: Int, height: Int, count: Int)
    /// libpng could not decode the data; `reason` is libpng's own message.
    case pngDecodingFailed(reason: String)
    /// libjpeg could not decode the data; `reason` is libjpeg's own message.
    case jpegDecodingFailed(reason: String)
    /// libwebp could not decode the data.
    case webpDecodingFailed(reason: String)
    /// Image data that is not a PNG, JPEG or WebP.
    case unsupportedImageFormat
    /// librsvg or Poppler could not read a vector image; `reason` is the library's own message.
    case vectorDecodingFailed(reason: String)
    /// zlib failed while compressing image data.
    case pngEncodingFailed(reason: String)
    /// libjpeg could not encode the pixels; `reason` is libjpeg's own message.
    case jpegEncodingFailed(reason: String)
    /// A file could not be read or written.
    case fileError(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid image size \(w)x\(h): width and height must both be at least 1 pixel"
        case let .sizeTooLarge(w, h):
            return "image size \(w)x\(h) is too large: the limit is \(PixelImage.maxSide) pixels per side and "
                + "\(PixelImage.maxPixels / (1 << 20)) Mpx in total; render at a smaller scale or split the image"
        case let .pixelCountMismatch(w, h, count):
            return "\(count) pixels given for a \(w)x\(h) image: pass exactly \(w * h) pixels, row by row"
        case let .pngDecodingFailed(reason):
            return "cannot decode PNG (\(reason)): the data is corrupt, truncated or not a PNG file"
        case let .jpegDecodingFailed(reason):
            return "cannot decode JPEG (\(reason)): the data is corrupt, truncated or not a JPEG file"
        case let .webpDecodingFailed(reason):
            return "cannot decode WebP (\(reason)): the data is corrupt, truncated or not a WebP file"
        case .unsupportedImageFormat:
            return "not a PNG, JPEG or WebP image"
        case let .vectorDecodingFailed(reason):
            return "cannot read the vector image (\(reason)): it is corrupt, or not a PDF or SVG file"
        case let .pngEncodingFailed(reason):
            return "cannot encode PNG: \(reason)"
        case let .jpegEncodingFailed(reason):
            return "cannot encode JPEG: \(reason)"
        case let .fileError(path, reason):
            return "\(path): \(reason)"
        }
    }
}
