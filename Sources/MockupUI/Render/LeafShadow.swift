import MockupRaster

/// A `.shadow` in device pixels: SwiftUI's radius is the Gaussian σ in points (RENDERING.md §6.1),
/// the offset is in the coordinate space the modifier was applied in.
struct LeafShadow {
    let drop: DropShadow

    /// The shadow of a `.shadow(color:radius:x:y:)` applied where points map to device pixels by
    /// `transform`.
    init(color: RGBA, radius: Double, x: Double, y: Double, transform: Transform2D) {
        let offset = Point(transform.a * x + transform.c * y, transform.b * x + transform.d * y)
        drop = DropShadow(color: color.premultiplied, sigma: max(radius, 0) * transform.maximumStretch, offset: offset)
    }
}
