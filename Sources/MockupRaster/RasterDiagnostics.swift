/// What the rasterizer or stroker had to leave out, so a renderer can warn about bad geometry.
///
/// A subpath with any NaN or infinite coordinate (before or after the transform) is skipped whole:
/// drawing the finite rest would invent edges the author never asked for.
public struct RasterDiagnostics: Hashable, Sendable {
    /// Subpaths dropped because they held non-finite coordinates.
    public var skippedSubpaths: Int
    /// Path elements with at least one non-finite coordinate.
    public var nonFiniteElements: Int

    public init(skippedSubpaths: Int = 0, nonFiniteElements: Int = 0) {
        self.skippedSubpaths = skippedSubpaths; self.nonFiniteElements = nonFiniteElements
    }

    /// True when nothing was skipped.
    public var isClean: Bool { skippedSubpaths == 0 && nonFiniteElements == 0 }

    /// A warning for the user, or nil when nothing was skipped.
    public var warning: String? {
        guard !isClean else { return nil }
        return "skipped \(skippedSubpaths) subpath(s) with \(nonFiniteElements) element(s) holding NaN, "
            + "infinite or out-of-range coordinates; check the frame sizes and arithmetic that built this shape"
    }

    /// Adds the counts of `other`.
    public mutating func merge(_ other: RasterDiagnostics) {
        skippedSubpaths += other.skippedSubpaths
        nonFiniteElements += other.nonFiniteElements
    }
}
