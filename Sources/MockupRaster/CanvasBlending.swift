extension Canvas {
    /// Finishes the innermost layer (see `beginLayer`) by blending it onto what is below with
    /// `mode`, pixel by pixel, weighted by the layer's opacity and the enclosing clip. The layer's
    /// blur and shadow are not applied: open a blended layer with neither.
    public func endLayer(blending mode: LayerBlend) {
        guard mode != .normal else { endLayer(); return }
        guard let layer = layers.popLast() else { return }
        clips = layer.parentClips
        guard let image = layer.image, layer.opacity > 0 else { return }
        let clip = clips.last
        var area = layer.bounds.intersection(targetBounds)
        if let clip { area = area.intersection(clip.bounds) }
        guard !area.isEmpty else { return }
        withTarget { surface in
            for y in area.y..<(area.y + area.height) {
                let coverage = clip?.coverageRow(y: y, x: area.x)
                for i in 0..<area.width {
                    let x = area.x + i
                    let weight = coverage.map { div255(layer.opacity &* UInt32($0[i])) } ?? layer.opacity
                    let source = image.pixels[(y - layer.bounds.y) * layer.bounds.width + (x - layer.bounds.x)]
                    // A transparent source leaves the backdrop as it is in every mode.
                    guard weight > 0, source >> 24 > 0 else { continue }
                    let target = surface.address(x: x, y: y)
                    target.pointee = mode.composite(scalePixel(source, weight), onto: target.pointee)
                }
            }
        }
    }
}
