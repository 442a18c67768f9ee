extension Canvas {
    /// Starts a layer whose content is drawn flat over `bounds` (device pixels) and that the
    /// matching `endLayer` composites through `projection` (device → device, e.g. a view's
    /// `rotation3DEffect`): each device pixel inside the projected layer reads the layer bilinearly
    /// at its inverse image (premultiplied, clamped to the layer's edge pixels), and the edges of the
    /// projected layer are anti-aliased as a filled path. The layer keeps the part of `bounds` that
    /// projects into the visible area, even where that part lies outside it.
    public func beginProjectedLayer(bounds: Rect, projection: Homography) {
        var area = IntRect(enclosing: bounds)
        let visible = clips.last?.bounds ?? targetBounds
        let visibleRect = Rect(x: Double(visible.x), y: Double(visible.y), width: Double(visible.width),
                               height: Double(visible.height))
        // A homography maps the convex visible rectangle from the convex hull of its corners'
        // preimages, unless one is beyond the content's horizon (then all of `bounds` is kept).
        if let inverse = projection.inverted {
            let corners = [Point(visibleRect.minX, visibleRect.minY), Point(visibleRect.maxX, visibleRect.minY),
                           Point(visibleRect.maxX, visibleRect.maxY), Point(visibleRect.minX, visibleRect.maxY)]
            let preimages = corners.compactMap(inverse.apply)
            if preimages.count == corners.count {
                let xs = preimages.map(\.x), ys = preimages.map(\.y)
                let preimage = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                area = area.intersection(IntRect(enclosing: preimage.insetBy(dx: -1, dy: -1)))
            }
        } else {
            area = IntRect.zero
        }
        let image = area.isEmpty ? nil : try? PixelImage(width: area.width, height: area.height)
        layers.append(Layer(image: image, bounds: image == nil ? IntRect.zero : area, opacity: 255, shadow: nil,
                            blurSigma: 0, blurEdges: .transparent, parentClips: clips, projection: projection))
        clips = []
    }

    /// Composites a finished projected layer (see `beginProjectedLayer`).
    func compositeProjected(_ image: PixelImage, at bounds: IntRect, through projection: Homography, opacity: UInt32) {
        let rect = Rect(x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width), height: Double(bounds.height))
        let polygon = projection.imagePolygon(of: rect)
        guard let inverse = projection.inverted, let first = polygon.first else { return }
        var outline = Path()
        outline.move(to: first)
        for point in polygon.dropFirst() { outline.line(to: point) }
        outline.close()
        image.pixels.withUnsafeBufferPointer { pixels in
            composite(PathCoverage(path: outline, transform: .identity, rule: .nonZero),
                      ProjectedLayerShader(pixels: pixels.baseAddress!, bounds: bounds, inverse: inverse),
                      opacity: opacity)
        }
    }
}

/// Reads a finished layer through a projection: the layer's pixel at the inverse image of each
/// device pixel centre, bilinearly (8-bit weights, as `ImageShader`), clamped to the layer's edges.
struct ProjectedLayerShader: PixelShader {
    let pixels: UnsafePointer<UInt32>
    let bounds: IntRect
    /// Device → device: from the drawn pixel to the layer's content.
    let inverse: Homography
    var solidColor: UInt32? { nil }
    var isOpaque: Bool { false }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let start = inverse.homogeneous(Point(Double(x) + 0.5, Double(y) + 0.5))
        var sx = start.x, sy = start.y, sw = start.w
        // Relative to the centre of the layer's first pixel.
        let originX = Double(bounds.x) + 0.5, originY = Double(bounds.y) + 0.5
        let maxU = Double(bounds.width - 1), maxV = Double(bounds.height - 1)
        let width = bounds.width
        for i in 0..<count {
            var u = sx / sw - originX, v = sy / sw - originY
            // Clamped to the layer; NaN (a point on the horizon) compares false and becomes 0.
            u = u > 0 ? (u < maxU ? u : maxU) : 0
            v = v > 0 ? (v < maxV ? v : maxV) : 0
            let x0 = Int(u), y0 = Int(v)
            let wx = UInt32((u - Double(x0)) * 256), wy = UInt32((v - Double(y0)) * 256)
            let x1 = x0 &+ 1 < width ? x0 &+ 1 : x0, y1 = y0 &+ 1 < bounds.height ? y0 &+ 1 : y0
            let top = pixels + y0 &* width, bottom = pixels + y1 &* width
            out[i] = ImageShader.lerp(ImageShader.lerp(top[x0], top[x1], wx), ImageShader.lerp(bottom[x0], bottom[x1], wx), wy)
            sx += inverse.m11; sy += inverse.m12; sw += inverse.m13
        }
    }
}
