/// A premultiplied RGBA8 image (see `PremultipliedColor`), rows top to bottom, stride == width.
///
/// This is the canvas format, the format `PNGReader` decodes into and what `drawImage` draws.
public struct PixelImage: Hashable, Sendable {
    /// The largest allowed width or height.
    public static let maxSide = 16384
    /// The largest allowed pixel count (64 Mpx, 256 MB of pixels).
    public static let maxPixels = 64 << 20

    public let width: Int
    public let height: Int
    /// `width * height` packed premultiplied pixels.
    public var pixels: [UInt32]

    /// An image filled with `color`; throws `RasterError` for empty or oversized dimensions.
    public init(width: Int, height: Int, color: PremultipliedColor = .clear) throws {
        try PixelImage.validate(width: width, height: height)
        self.width = width
        self.height = height
        pixels = Array(repeating: color.rawValue, count: width * height)
    }

    /// Wraps existing premultiplied pixels; throws unless `pixels.count == width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try PixelImage.validate(width: width, height: height)
        guard pixels.count == width * height else {
            throw RasterError.pixelCountMismatch(width: width, height: height, count: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Wraps pixels whose size the caller has already validated (derived from a valid image).
    init(validatedWidth width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Throws unless 1 ≤ side ≤ `maxSide` and the area is at most `maxPixels`.
    public static func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw RasterError.invalidSize(width: width, height: height) }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw RasterError.sizeTooLarge(width: width, height: height)
        }
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(rawValue: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.rawValue }
    }

    /// Sets every pixel to `color`.
    public mutating func fill(_ color: PremultipliedColor) {
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: color.rawValue) }
    }
}

extension PixelImage {
    /// The part of the image inside `rect` (clamped to the image); throws when nothing is left.
    public func cropped(to rect: IntRect) throws -> PixelImage {
        let x0 = max(rect.x, 0), y0 = max(rect.y, 0)
        let x1 = min(rect.maxX, width), y1 = min(rect.maxY, height)
        try PixelImage.validate(width: x1 - x0, height: y1 - y0)
        var pixels = [UInt32]()
        pixels.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 { pixels.append(contentsOf: self.pixels[(y * width + x0)..<(y * width + x1)]) }
        return PixelImage(validatedWidth: x1 - x0, height: y1 - y0, pixels: pixels)
    }
}
