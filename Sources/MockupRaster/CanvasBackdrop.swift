/// Backdrop blur, as iOS materials draw it: what is already drawn under a region, blurred, drawn
/// back inside the region.
extension Canvas {
    /// Blurs the pixels already drawn under `path` with Gaussian σ `sigma` (device pixels) and
    /// draws them back inside `path` (anti-aliased, through the current clip). The blur samples
    /// up to 3σ around the region; beyond the edge of the canvas (or layer) the edge pixels repeat,
    /// so a bar at the screen's edge does not fade towards it.
    public func drawBackdropBlur(_ path: Path, transform: Transform2D, rule: FillRule = .nonZero, sigma: Double) {
        guard sigma > 0, sigma.isFinite else { return }
        let target = targetBounds
        let region = IntRect(enclosing: path.transformed(by: transform).bounds).intersection(target)
        guard !region.isEmpty else { return }
        let reach = GaussianBlur.extent(sigma: sigma)
        let sampled = IntRect(x: region.x - reach, y: region.y - reach,
                              width: region.width + 2 * reach, height: region.height + 2 * reach)
        guard var backdrop = try? PixelImage(width: sampled.width, height: sampled.height) else { return }
        withTarget { surface in
            for row in 0..<sampled.height {
                let y = min(max(sampled.y + row, target.y), target.maxY - 1)
                for column in 0..<sampled.width {
                    let x = min(max(sampled.x + column, target.x), target.maxX - 1)
                    backdrop.pixels[row * sampled.width + column] = surface.address(x: x, y: y).pointee
                }
            }
        }
        let blurred = GaussianBlur.blur(backdrop, sigma: sigma)
        pushClip(path, transform: transform, rule: rule)
        drawImage(blurred, in: Rect(x: Double(sampled.x), y: Double(sampled.y),
                                    width: Double(sampled.width), height: Double(sampled.height)))
        popClip()
    }
}
