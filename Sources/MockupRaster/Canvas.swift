/// A premultiplied RGBA8 drawing surface with source-over compositing in gamma-encoded sRGB
/// (docs/RENDERING.md §4), anti-aliased nested clips and a stack of offscreen layers
/// (see `beginLayer`).
///
/// Coordinates passed with a `transform` are user space; the transform maps them to device pixels
/// (y down, pixel (x, y) covers x...x+1). Not thread-safe: use one canvas per thread.
public final class Canvas {
    public let width: Int
    public let height: Int
    /// Everything skipped so far because of non-finite coordinates (worth a warning, never a crash).
    public private(set) var diagnostics = RasterDiagnostics()

    private var base: PixelImage
    var layers: [Layer] = []
    /// The clips of the current layer (or of the canvas), innermost last; each already includes
    /// the ones before it.
    var clips: [ClipMask] = []
    var rasterizer = Rasterizer()
    private var scratchColors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var scratchWeights = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var scratchCapacity = 1

    /// A canvas of `width × height` pixels filled with `background`. Throws `RasterError` for a
    /// zero or negative size, or above `PixelImage.maxSide` / `PixelImage.maxPixels`.
    public init(width: Int, height: Int, background: PremultipliedColor = .clear) throws {
        base = try PixelImage(width: width, height: height, color: background)
        self.width = width
        self.height = height
    }

    deinit {
        scratchColors.deallocate()
        scratchWeights.deallocate()
    }

    /// The finished pixels. Layers still open (see `beginLayer`) are not included.
    public var image: PixelImage { base }

    /// The device rectangle of the whole canvas.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// Sets every pixel of the current layer (or the canvas) to `color`, ignoring clips.
    public func clear(_ color: PremultipliedColor = .clear) {
        withTarget { $0.pixels.update(repeating: color.rawValue, count: $0.bounds.area) }
    }

    /// Fills `path` with `paint`; `opacity` (0...1) scales the paint's alpha.
    public func fill(_ path: Path, with paint: PaintSource, transform: Transform2D = .identity,
                     rule: FillRule = .nonZero, opacity: Double = 1) {
        render(PathCoverage(path: path, transform: transform, rule: rule), paint: paint, transform: transform,
               opacity: opacity)
    }

    /// Paints through an A8 coverage mask (e.g. a glyph) placed at its bounds shifted by
    /// (`dx`, `dy`) device pixels. The paint's geometry is mapped by `paintTransform`.
    public func drawMask(_ mask: CoverageMask, dx: Int = 0, dy: Int = 0, with paint: PaintSource,
                         paintTransform: Transform2D = .identity, opacity: Double = 1) {
        render(MaskCoverage(mask: mask, dx: dx, dy: dy), paint: paint, transform: paintTransform, opacity: opacity)
    }

    /// Draws a premultiplied image whose pixel space is mapped to device space by `transform`,
    /// with anti-aliased edges, sampled as `sampling` says.
    public func drawImage(_ image: PixelImage, transform: Transform2D, opacity: Double = 1,
                          sampling: ImageSampling = .bilinear) {
        let frame = Path(rect: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        render(PathCoverage(path: frame, transform: transform, rule: .nonZero), paint: .image(image, sampling: sampling),
               transform: transform, opacity: opacity)
    }

    /// Draws a premultiplied image stretched to fill `rect` (device pixels).
    public func drawImage(_ image: PixelImage, in rect: Rect, opacity: Double = 1) {
        let transform = Transform2D.scale(rect.width / Double(image.width), rect.height / Double(image.height))
            .concatenating(.translation(rect.minX, rect.minY))
        drawImage(image, transform: transform, opacity: opacity)
    }

    /// Restricts drawing to the inside of `path` (anti-aliased) until the matching `popClip`.
    /// Nested clips multiply their coverage. Clips belong to the current layer.
    public func pushClip(_ path: Path, transform: Transform2D = .identity, rule: FillRule = .nonZero) {
        let outer = clips.last
        let limit = outer?.bounds ?? targetBounds
        let (mask, skipped) = rasterizer.coverageMask(path, transform: transform, rule: rule, clip: limit)
        diagnostics.merge(skipped)
        clips.append(ClipMask(mask, inside: outer))
    }

    /// Removes the innermost clip pushed in the current layer; does nothing when there is none.
    public func popClip() {
        _ = clips.popLast()
    }

    func recordDiagnostics(_ skipped: RasterDiagnostics) { diagnostics.merge(skipped) }

    /// The device bounds of the layer being drawn into, or of the canvas.
    var targetBounds: IntRect { layers.last?.bounds ?? bounds }

    /// Runs `body` on the pixels of the current layer (or the canvas); skipped for an empty layer.
    func withTarget(_ body: (Surface) -> Void) {
        guard let top = layers.indices.last else {
            base.pixels.withUnsafeMutableBufferPointer { body(Surface(pixels: $0.baseAddress!, bounds: bounds)) }
            return
        }
        let area = layers[top].bounds
        layers[top].image?.pixels.withUnsafeMutableBufferPointer { body(Surface(pixels: $0.baseAddress!, bounds: area)) }
    }

    /// Composites `source`'s coverage painted with `paint` into the current target.
    func render<Source: CoverageSource>(_ source: Source, paint: PaintSource, transform: Transform2D,
                                        opacity: Double) {
        let k = UInt32((unitClamp(opacity) * 255).rounded())
        guard k > 0 else { return }
        switch paint {
        case let .solid(color):
            composite(source, SolidShader(color: color.rawValue), opacity: k)
        case let .linearGradient(lut, start, end):
            composite(source, lut, GradientShader.linear(start: start, end: end, transform: transform), opacity: k)
        case let .radialGradient(lut, center, startRadius, endRadius):
            composite(source, lut, GradientShader.radial(center: center, startRadius: startRadius, endRadius: endRadius,
                                                         transform: transform), opacity: k)
        case let .ellipticalGradient(lut, rect, center, startRadius, endRadius):
            let unitSquare = Transform2D(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
            composite(source, lut, GradientShader.radial(center: center, startRadius: startRadius, endRadius: endRadius,
                                                         transform: unitSquare.concatenating(transform)), opacity: k)
        case let .conicGradient(lut, center, startAngle, endAngle):
            composite(source, lut, GradientShader.conic(center: center, startAngle: startAngle, endAngle: endAngle,
                                                        transform: transform), opacity: k)
        case let .image(image, imageTransform, sampling):
            let placement = imageTransform.concatenating(transform)
            let (sampled, mapping) = sampling.filter == .bilinear ? image.preparedForSampling(placement) : (image, placement)
            guard let inverse = mapping.inverted else { return }
            let opaque = sampled.pixels.allSatisfy { $0 >> 24 == 255 }
            sampled.pixels.withUnsafeBufferPointer { pixels in
                composite(source, ImageShader(pixels: pixels.baseAddress!, width: sampled.width, height: sampled.height,
                                              inverse: inverse, isOpaque: opaque, sampling: sampling), opacity: k)
            }
        }
    }

    /// Composites `source` painted with the gradient `lut` laid out by `geometry`.
    private func composite<Source: CoverageSource>(_ source: Source, _ lut: GradientLUT, _ geometry: GradientShader.Geometry,
                                                   opacity: UInt32) {
        lut.entries.withUnsafeBufferPointer { table in
            composite(source, GradientShader(table: table.baseAddress!, geometry: geometry, isOpaque: lut.isOpaque), opacity: opacity)
        }
    }

    /// Composites `source` with `shader` into the current target through the current clip.
    func composite<Shader: PixelShader, Source: CoverageSource>(_ source: Source, _ shader: Shader, opacity: UInt32) {
        let clip = clips.last
        let area = clip.map { targetBounds.intersection($0.bounds) } ?? targetBounds
        guard !area.isEmpty else { return }
        reserveScratch(area.width)
        withTarget { surface in
            var sink = PaintSink(shader: shader, target: surface, clip: clip, opacity: opacity,
                                 colors: scratchColors, weights: scratchWeights)
            diagnostics.merge(source.emit(into: &sink, clip: area, rasterizer: &rasterizer))
        }
    }

    private func reserveScratch(_ count: Int) {
        guard count > scratchCapacity else { return }
        scratchColors.deallocate()
        scratchWeights.deallocate()
        scratchColors = .allocate(capacity: count)
        scratchWeights = .allocate(capacity: count)
        scratchCapacity = count
    }
}

extension GradientShader {
    /// Linear gradient geometry: t as an affine function of device pixel centres; a degenerate
    /// gradient or transform gives t = 1 everywhere.
    static func linear(start: Point, end: Point, transform: Transform2D) -> Geometry {
        let dx = end.x - start.x, dy = end.y - start.y, length2 = dx * dx + dy * dy
        guard length2 > 0, length2.isFinite, let m = transform.inverted else { return .linear(dx: 0, dy: 0, t0: 1) }
        let a = (m.a * dx + m.b * dy) / length2, b = (m.c * dx + m.d * dy) / length2
        let c = ((m.tx - start.x) * dx + (m.ty - start.y) * dy) / length2
        guard a.isFinite, b.isFinite, c.isFinite else { return .linear(dx: 0, dy: 0, t0: 1) }
        return .linear(dx: a, dy: b, t0: c)
    }

    /// Radial gradient geometry; equal radii give a hard edge, a degenerate transform t = 1.
    static func radial(center: Point, startRadius: Double, endRadius: Double, transform: Transform2D) -> Geometry {
        let span = endRadius - startRadius
        guard let m = transform.inverted, center.isFinite, startRadius.isFinite, span.isFinite,
              [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return .linear(dx: 0, dy: 0, t0: 1) }
        return .radial(inverse: m, center: center, r0: startRadius, scale: span == 0 ? 1e12 : 1 / span)
    }

    /// Conic gradient geometry (`PaintSource.conicGradient`); a degenerate transform gives t = 1.
    static func conic(center: Point, startAngle: Double, endAngle: Double, transform: Transform2D) -> Geometry {
        let turn = 2 * Double.pi
        guard let m = transform.inverted, center.isFinite, startAngle.isFinite, endAngle.isFinite,
              [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return .linear(dx: 0, dy: 0, t0: 1) }
        var span = endAngle - startAngle
        if span == 0 { span = turn }
        // A sweep longer than a turn shows its last turn: t starts part-way in.
        let start = span > turn ? endAngle - turn : startAngle
        let t0 = span > turn ? (span - turn) / span : 0
        return .conic(inverse: m, center: center, start: start, t0: t0, scale: 1 / span, sweep: min(span, turn))
    }
}
