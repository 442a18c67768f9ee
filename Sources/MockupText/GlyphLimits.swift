/// The bounds that keep glyph sizes and positions inside integer range (this module is compiled
/// without overflow checks): checked once where text is laid out and where glyphs are placed.
enum GlyphLimits {
    /// The largest em, in device pixels, a glyph is rasterized at.
    static let maxPixelsPerEm = 4096.0
    /// Text smaller than this (points) lays out as 0 pt.
    static let minimumPointSize = 1e-3
    /// Device coordinates beyond ±this are off every canvas; glyphs there are skipped.
    static let maxCoordinate = Double(1 << 24)

    /// Throws unless `size` is a point size text can be laid out at (`FontDescriptor.sizeLimit`).
    static func checkPointSize(_ size: Double) throws {
        guard FontDescriptor.sizeLimit.contains(size) else { throw FontError.invalidSize(points: size) }
    }

    /// The 26.6 pixel size of a glyph of `pointSize` at `scale`, or an error when it is not finite or
    /// above `maxPixelsPerEm`.
    static func pixelSize(pointSize: Double, scale: Double) throws -> Int {
        let pixels = pointSize * scale
        guard pixels.isFinite, pixels >= 0, pixels <= maxPixelsPerEm else {
            throw FontError.glyphTooLarge(pixelsPerEm: pixels)
        }
        return Int((pixels * 64).rounded())
    }

    /// Whether device coordinates are finite and near enough to any canvas to draw.
    static func isPlaceable(_ x: Double, _ y: Double) -> Bool {
        abs(x) <= maxCoordinate && abs(y) <= maxCoordinate   // false for NaN too
    }
}
