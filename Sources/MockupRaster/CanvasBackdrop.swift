/// Backdrop blur, as iOS materials draw it: what is already drawn under a region, blurred, drawn
/// back inside the region.
extension Canvas {
    /// Blurs the pixels already drawn under `path` with Gaussian σ `sigma` (device pixels) and
    /// draws them back inside `path` (anti-aliased, through the current clip). Only the pixels
    /// inside the path's bounding box (and the canvas or layer) are blurred, with the weights
    /// renormalized over them (`BlurEdges.normalized`), as a `CABackdropLayer`'s blur with
    /// normalized edges samples its own bounds: nothing outside the material mixes in, so it does
    /// not fade towards the page around it nor towards the screen's edge.
    public func drawBackdropBlur(_ path: Path, transform: Transform2D, rule: FillRule = .nonZero, sigma: Double) {
        guard sigma > 0, sigma.isFinite else { return }
        let region = IntRect(enclosing: path.transformed(by: transform).bounds).intersection(targetBounds)
        guard !region.isEmpty, var backdrop = try? PixelImage(width: region.width, height: region.height) else { return }
        withTarget { surface in
            backdrop.pixels.withUnsafeMutableBufferPointer { copy in
                for row in 0..<region.height {
                    (copy.baseAddress! + row * region.width).update(from: surface.address(x: region.x, y: region.y + row),
                                                                    count: region.width)
                }
            }
        }
        let blurred = GaussianBlur.blur(backdrop, sigma: sigma, edges: .normalized)
        pushClip(path, transform: transform, rule: rule)
        drawImage(blurred, in: Rect(x: Double(region.x), y: Double(region.y),
                                    width: Double(region.width), height: Double(region.height)))
        popClip()
    }
}
