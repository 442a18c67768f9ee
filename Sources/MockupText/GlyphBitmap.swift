/// A rasterized glyph, ready for the renderer to composite at integer device pixels.
public struct GlyphBitmap: Sendable, Equatable {
    /// How `pixels` are laid out.
    public enum Format: Sendable, Equatable {
        /// One coverage byte per pixel (0...255), to be filled with the text colour.
        case coverage
        /// Four bytes per pixel, R G B A, premultiplied by alpha (colour emoji). Ignores the text colour.
        case premultipliedRGBA
    }
    public let format: Format
    public let width: Int
    public let height: Int
    /// Column of the bitmap's left edge relative to the glyph's integer pen position (pixels).
    public let left: Int
    /// Rows from the bitmap's top edge up to the baseline (pixels; positive = above the baseline).
    public let top: Int
    /// Rows top to bottom, `width * bytesPerPixel` bytes each, no padding.
    public let pixels: [UInt8]

    public init(format: Format, width: Int, height: Int, left: Int, top: Int, pixels: [UInt8]) {
        self.format = format; self.width = width; self.height = height
        self.left = left; self.top = top; self.pixels = pixels
    }

    public var bytesPerPixel: Int { format == .coverage ? 1 : 4 }
    public var isEmpty: Bool { width == 0 || height == 0 }
    static let empty = GlyphBitmap(format: .coverage, width: 0, height: 0, left: 0, top: 0, pixels: [])
}
