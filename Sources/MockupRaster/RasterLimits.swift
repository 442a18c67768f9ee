/// The largest inputs the rasterizer works with. This module is compiled without overflow checks,
/// so values beyond these are clamped (or refused) once, where they enter: `GaussianBlur`,
/// `Path.addRelativeArc`, `Stroker`, the dasher and the flattener. Every limit is far beyond what a visible
/// drawing on a `PixelImage.maxSide` canvas can need, so clamping does not change such drawings.
public enum RasterLimits {
    /// Blur and shadow σ, in device pixels (a larger σ spreads a drawing to nothing anyway).
    public static let maxBlurSigma = 1024.0
    /// Stroke width, in device pixels (4 × the largest canvas side).
    public static let maxLineWidth = Double(4 * PixelImage.maxSide)
    /// Dashes emitted for one stroke; a finer pattern is drawn as a solid line, as its dashes would
    /// blend into one at this density anyway.
    public static let maxDashes = 1 << 18
    /// Device coordinates beyond ±this are out of range: the flattener skips such subpaths like
    /// non-finite ones (past it, clipping arithmetic in `Float` loses all precision or overflows).
    public static let maxCoordinate = 1e12
    /// An arc sweeping more than this many turns is reduced by whole double turns (same end point,
    /// same winding parity).
    public static let maxArcTurns = 4.0
}
