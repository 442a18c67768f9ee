import MockupRaster

/// The device pixel grid at a display scale (LAYOUT-SPEC §11): layout runs unrounded, and only
/// text metrics and display frames are snapped to multiples of the pixel length `1 / scale`.
struct PixelGrid: Hashable, Sendable {
    let scale: Double
    /// Slack for values that are a pixel multiple up to floating-point noise (110.0000000001).
    private static let tolerance = 1e-7

    /// The smallest pixel multiple ≥ `v`.
    func ceil(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        return (v * scale - Self.tolerance).rounded(.up) / scale
    }

    /// The nearest pixel multiple; ties round up (`roundNearestOrUp`).
    func nearest(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        return (v * scale + 0.5 + Self.tolerance).rounded(.down) / scale
    }

    /// The display frame of an absolute layout rect: each edge snapped on its own, so views that
    /// share an edge in layout still share it on screen.
    func snap(_ r: Rect) -> Rect {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return r }
        let x0 = edge(r.minX), y0 = edge(r.minY), x1 = edge(r.maxX), y1 = edge(r.maxY)
        return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    /// An edge in whole pixels, nearest-or-up.
    private func edge(_ v: Double) -> Double { (v * scale + 0.5 + Self.tolerance).rounded(.down) }
}
