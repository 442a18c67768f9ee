/// An offscreen layer: drawing goes here until `endLayer` composites it into its parent.
struct Layer {
    /// nil when the layer cannot show anything (empty bounds).
    var image: PixelImage?
    let bounds: IntRect
    let opacity: UInt32
    let shadow: DropShadow?
    let blurSigma: Double
    let blurEdges: BlurEdges
    /// The parent's clip stack, restored by `endLayer`.
    let parentClips: [ClipMask]
    /// Device → device: the layer is composited through it (`beginProjectedLayer`).
    var projection: Homography? = nil
}

extension Canvas {
    /// Starts an offscreen layer; drawing goes into it until the matching `endLayer`, which
    /// blurs it (`blur`: Gaussian σ in device pixels, for `.blur(radius:)`, with `blurEdges` at the
    /// layer's edge), draws its drop `shadow` below it, and composites it with group `opacity`
    /// through the enclosing clip.
    ///
    /// - Parameters:
    ///   - bounds: device rectangle the content is known to lie in, so the layer is only that
    ///     big; nil means the visible area. Content outside is dropped.
    ///   - clip: when given, the layer's content is clipped to this path (device coordinates
    ///     after `clipTransform`); the clip is removed by `endLayer`.
    ///   - blurEdges: with `.transparent` the layer grows by the blur's spread; otherwise it ends
    ///     at its bounds (and clip), which the blur treats as the edge of the picture.
    public func beginLayer(bounds: Rect? = nil, opacity: Double = 1, shadow: DropShadow? = nil, blur: Double = 0,
                           blurEdges: BlurEdges = .transparent, clip: Path? = nil, clipTransform: Transform2D = .identity) {
        let sigma = blur.isFinite && blur > 0 ? blur : 0
        let spread = sigma > 0 ? GaussianBlur.extent(sigma: sigma) + 2 * GaussianBlur.reductionFactor(sigma: sigma) : 0
        let blurPad = blurEdges == .transparent ? spread : 0
        let visibleShadow = shadow.flatMap { $0.isVisible ? $0 : nil }
        let reach = spread + (visibleShadow?.reach ?? 0)
        // Content this far outside the visible area can still blur or cast a shadow into it (as far
        // as a layer can grow: beyond that, an enormous blur's contribution is dropped).
        let base = clips.last?.bounds ?? targetBounds
        let visible = grow(base, by: min(reach, maxGrowth(of: base)))
        var area = bounds.map { IntRect(enclosing: $0) } ?? visible
        if let clip {
            area = area.intersection(IntRect(enclosing: clip.transformed(by: clipTransform).bounds))
        }
        area = grow(area, by: blurPad).intersection(visible)
        let image = area.isEmpty ? nil : try? PixelImage(width: area.width, height: area.height)
        layers.append(Layer(image: image, bounds: image == nil ? IntRect.zero : area,
                            opacity: UInt32((unitClamp(opacity) * 255).rounded()),
                            shadow: visibleShadow, blurSigma: sigma, blurEdges: blurEdges, parentClips: clips))
        clips = []
        if let clip { pushClip(clip, transform: clipTransform) }
    }

    /// Finishes the innermost layer (see `beginLayer`); does nothing when no layer is open.
    public func endLayer() {
        guard let layer = layers.popLast() else { return }
        clips = layer.parentClips
        guard var image = layer.image, layer.opacity > 0 else { return }
        if let projection = layer.projection {
            return compositeProjected(image, at: layer.bounds, through: projection, opacity: layer.opacity)
        }
        if layer.blurSigma > 0 { image = GaussianBlur.blur(image, sigma: layer.blurSigma, edges: layer.blurEdges) }
        if let shadow = layer.shadow {
            drawShadow(ofAlpha: image, at: layer.bounds, shadow: shadow, opacity: layer.opacity)
        }
        image.pixels.withUnsafeBufferPointer { pixels in
            composite(RectCoverage(rect: layer.bounds),
                      LayerShader(pixels: pixels.baseAddress!, bounds: layer.bounds), opacity: layer.opacity)
        }
    }

    /// Runs `body` inside a layer (`beginLayer` … `endLayer`).
    public func withLayer(bounds: Rect? = nil, opacity: Double = 1, shadow: DropShadow? = nil, blur: Double = 0,
                          blurEdges: BlurEdges = .transparent, clip: Path? = nil, clipTransform: Transform2D = .identity,
                          _ body: () throws -> Void) rethrows {
        beginLayer(bounds: bounds, opacity: opacity, shadow: shadow, blur: blur, blurEdges: blurEdges, clip: clip,
                   clipTransform: clipTransform)
        defer { endLayer() }
        try body()
    }

    /// Number of layers currently open.
    public var layerDepth: Int { layers.count }

    /// The shadow of a layer's alpha. Where the layer is opaque and composited at full opacity,
    /// the shadow is hidden, so it is skipped there.
    private func drawShadow(ofAlpha image: PixelImage, at bounds: IntRect, shadow: DropShadow, opacity: UInt32) {
        let factor = GaussianBlur.reductionFactor(sigma: shadow.sigma)
        let sigma = GaussianBlur.reducedSigma(shadow.sigma, factor: factor)
        let pad = GaussianBlur.extent(sigma: sigma) + 1
        let lowW = (image.width + factor - 1) / factor + 2 * pad, lowH = (image.height + factor - 1) / factor + 2 * pad
        let plane = SamplePlane(width: lowW, height: lowH)
        defer { plane.deallocate() }
        image.pixels.withUnsafeBufferPointer { pixels in
            plane.downsample(from: pixels.baseAddress!, width: image.width, height: image.height, factor: factor,
                             shift: 24, offset: pad)
        }
        plane.blur(sigma: sigma)
        let shift = Double(pad * factor)
        compositeShadow(plane, factor: factor, originX: Double(bounds.x) - shift + shadow.offset.x,
                        originY: Double(bounds.y) - shift + shadow.offset.y, color: shadow.color, opacity: opacity,
                        occluder: opacity == 255 ? (image, bounds) : nil)
    }

    /// How far `rect` can grow on every side and still be a `PixelImage`.
    private func maxGrowth(of rect: IntRect) -> Int {
        let w = Double(rect.width), h = Double(rect.height), limit = Double(PixelImage.maxPixels)
        // (w + 2r)(h + 2r) ≤ limit  ⇔  4r² + 2(w + h)r + wh − limit ≤ 0
        let byArea = (-(w + h) + ((w + h) * (w + h) - 4 * (w * h - limit)).squareRoot()) / 4
        let bySide = (Double(PixelImage.maxSide) - max(w, h)) / 2
        return max(0, Int(min(byArea, bySide).rounded(.down)))
    }

    private func grow(_ rect: IntRect, by n: Int) -> IntRect {
        IntRect(x: rect.x - n, y: rect.y - n, width: rect.width + 2 * n, height: rect.height + 2 * n)
    }
}

/// Reads a finished layer's pixels at their device position.
struct LayerShader: PixelShader {
    let pixels: UnsafePointer<UInt32>
    let bounds: IntRect
    var solidColor: UInt32? { nil }
    var isOpaque: Bool { false }
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        out.update(from: pixels + ((y &- bounds.y) &* bounds.width &+ (x &- bounds.x)), count: count)
    }
}
