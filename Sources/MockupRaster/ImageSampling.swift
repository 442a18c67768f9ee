/// How an image paint picks colours between and beyond its pixels.
public struct ImageSampling: Hashable, Sendable {
    /// How a colour is read between pixel centres.
    public enum Filter: Hashable, Sendable {
        /// Weighted from the four nearest pixels (after area-averaging downscales of more than 2×).
        case bilinear
        /// The pixel the sample falls in: hard pixel edges when enlarged.
        case nearest
    }

    public var filter: Filter
    /// Whether the image repeats beyond its edges (a pattern), else its edge pixels extend.
    public var tiles: Bool

    public init(filter: Filter = .bilinear, tiles: Bool = false) {
        self.filter = filter; self.tiles = tiles
    }

    /// Bilinear, clamped at the edges.
    public static let bilinear = ImageSampling()
}
