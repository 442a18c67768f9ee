extension ShapeGeometry {
    /// `strokeBorder(lineWidth:)`: the band of width `lineWidth` just inside the (inset) shape, as
    /// its outer contour plus the reversed contour of the shape inset by `lineWidth` further, filled
    /// non-zero. Exact for every shape, unlike stroking an inset outline. When the line is wider
    /// than the shape, the whole shape is filled.
    public func borderRing(in rect: Rect, lineWidth: Double, inset: Double = 0) -> Path {
        var ring = path(in: rect, inset: inset)
        guard lineWidth > 0 else { return Path() }
        ring.append(path(in: rect, inset: inset + lineWidth).reversed())
        return ring
    }
}
