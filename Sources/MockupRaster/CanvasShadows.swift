extension Canvas {
    /// Draws the drop shadow of `path` filled with `rule` (the shape itself is not drawn). Large
    /// blurs rasterize and blur at ¼ or ½ resolution (docs/RENDERING.md §6.2).
    ///
    /// `hidden` is a device rectangle that opaque drawing will cover right afterwards (typically the
    /// inside of the shape itself, drawn over its own shadow): the shadow is not composited there.
    public func drawShadow(of path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero,
                           shadow: DropShadow, opacity: Double = 1, hidden: Rect? = nil) {
        guard shadow.isVisible else { return }
        let factor = GaussianBlur.reductionFactor(sigma: shadow.sigma)
        let scale = 1 / Double(factor)
        let device = transform.concatenating(.scale(scale, scale))
        let shape = path.transformed(by: device).boundingRect
        let pad = GaussianBlur.extent(sigma: GaussianBlur.reducedSigma(shadow.sigma, factor: factor)) + 1
        var area = IntRect(enclosing: shape)
        area = IntRect(x: area.x - pad, y: area.y - pad, width: area.width + 2 * pad, height: area.height + 2 * pad)
        // Only the part that can land on the visible target matters.
        let visible = (clips.last?.bounds ?? targetBounds)
        let reach = Double(shadow.reach) * scale
        let limit = IntRect(enclosing: Rect(x: Double(visible.x) * scale - reach, y: Double(visible.y) * scale - reach,
                                            width: Double(visible.width) * scale + 2 * reach,
                                            height: Double(visible.height) * scale + 2 * reach))
        area = area.intersection(limit)
        guard !area.isEmpty else { return }
        let plane = SamplePlane(width: area.width, height: area.height)
        defer { plane.deallocate() }
        var sink = PlaneSink(plane: plane, originX: area.x, originY: area.y)
        rasterizer.fill(path, transform: device, rule: rule, clip: area, into: &sink)
        plane.blur(sigma: GaussianBlur.reducedSigma(shadow.sigma, factor: factor))
        compositeShadow(plane, factor: factor, originX: Double(area.x * factor) + shadow.offset.x,
                        originY: Double(area.y * factor) + shadow.offset.y, color: shadow.color,
                        opacity: UInt32((unitClamp(opacity) * 255).rounded()), occluder: nil,
                        hidden: hidden.map(IntRect.init(inside:)))
    }

    /// Composites a blurred alpha plane (at 1/`factor` resolution, top-left at device
    /// (`originX`, `originY`)) tinted with `color` into the current target through the clip.
    /// Pixels where `occluder` is opaque, and pixels inside `hidden`, are skipped: content drawn on
    /// top will hide them.
    func compositeShadow(_ plane: SamplePlane, factor: Int, originX: Double, originY: Double, color: PremultipliedColor,
                         opacity: UInt32, occluder: (image: PixelImage, bounds: IntRect)?, hidden: IntRect? = nil) {
        guard opacity > 0 else { return }
        let extent = Rect(x: originX, y: originY, width: Double(plane.width * factor), height: Double(plane.height * factor))
        let clip = clips.last
        var area = IntRect(enclosing: extent).intersection(targetBounds)
        if let clip { area = area.intersection(clip.bounds) }
        guard !area.isEmpty else { return }
        let upsampler = BilinearUpsampler(plane: plane, factor: factor, width: area.width,
                                          originX: originX - Double(area.x), originY: originY - Double(area.y))
        let weights = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width)
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
        defer { upsampler.deallocate(); weights.deallocate(); colors.deallocate() }
        withTarget { surface in
            var sink = PaintSink(shader: SolidShader(color: color.rawValue), target: surface, clip: clip,
                                 opacity: opacity, colors: colors, weights: weights)
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width)
            defer { row.deallocate() }
            for y in area.y..<area.maxY {
                upsampler.prepareRow(y - area.y)
                // Columns hidden on this row are neither sampled nor composited.
                let skip = hidden.map { y >= $0.y && y < $0.maxY ? IntRect(x: $0.x, y: y, width: $0.width, height: 1)
                    .intersection(IntRect(x: area.x, y: y, width: area.width, height: 1)) : .zero } ?? .zero
                // Bounds hoisted out of the per-pixel loops, which then use wrapping arithmetic only.
                let skipStart = skip.isEmpty ? area.width : skip.x - area.x, skipEnd = skip.isEmpty ? area.width : skip.maxX - area.x
                for i in 0..<skipStart { row[i] = upsampler.sample(i) }
                for i in skipEnd..<area.width { row[i] = upsampler.sample(i) }
                if let occluder, y >= occluder.bounds.y, y < occluder.bounds.maxY {
                    let covered = occluder.bounds.intersection(IntRect(x: area.x, y: y, width: area.width, height: 1))
                    occluder.image.pixels.withUnsafeBufferPointer { pixels in
                        let source = pixels.baseAddress! + (y - occluder.bounds.y) * occluder.bounds.width - occluder.bounds.x
                        let target = row - area.x
                        for x in covered.x..<covered.maxX where source[x] >= 0xFF00_0000 { target[x] = 0 }
                    }
                }
                if skip.isEmpty {
                    sink.span(y: y, x: area.x, coverage: UnsafeBufferPointer(start: row, count: area.width))
                } else {
                    sink.span(y: y, x: area.x, coverage: UnsafeBufferPointer(start: row, count: skip.x - area.x))
                    sink.span(y: y, x: skip.maxX, coverage: UnsafeBufferPointer(start: row + (skip.maxX - area.x),
                                                                                 count: area.maxX - skip.maxX))
                }
            }
        }
    }
}
