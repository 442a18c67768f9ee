import MockupRaster
import MockupText

/// The state of one render: the canvas, the current transform (points → device pixels), the
/// opacity and shadows that apply to every leaf drawn (shadows outermost first), gradient tables,
/// warnings and errors.
/// Used by one thread for one display list.
final class RenderPass {
    let canvas: Canvas
    let measurer: BundledFontMeasurer
    let assets: BitmapAssetCache
    var transform: Transform2D
    var shadows: [LeafShadow] = []
    /// The product of the enclosing `.opacity` effects since the last composite.
    var opacity: Double = 1
    var paints: PaintMapper
    /// What could not be drawn at all (missing or damaged fonts and images); the render fails.
    var errors: [any Error] = []

    init(canvas: Canvas, scale: Double, measurer: BundledFontMeasurer, assets: BitmapAssetCache) {
        self.canvas = canvas; self.measurer = measurer; self.assets = assets
        paints = PaintMapper(scale: scale)
        paints.loadImage = { pattern in
            guard let scale = pattern.asset.scale, case let .success(image) = assets.image(for: pattern.asset) else { return nil }
            return (image, Size(Double(image.width) / scale, Double(image.height) / scale))
        }
        transform = .scale(scale, scale)
    }

    func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case let .shape(shape): draw(shape)
        case let .text(text): draw(text)
        case let .symbol(symbol): draw(symbol)
        case let .bitmap(bitmap): draw(bitmap)
        case let .group(group): draw(group)
        }
    }

    /// Effects: opacity and shadows apply to each leaf inside; composites, masks, blends, colour
    /// matrices, blurs, shadowed clips and perspective projections are one drawing as far as
    /// enclosing opacity and shadows go (the shadow of the blurred content); a backdrop blur blurs
    /// what is under its shapes first; affine transforms change how points map to pixels.
    private func draw(_ group: DisplayGroup) {
        switch group.effect {
        case let .opacity(alpha):
            guard alpha > 0 else { return }
            let saved = opacity
            defer { opacity = saved }
            opacity *= min(alpha, 1)
            draw(group.items)
        case .composite:
            // Blend modes inside blend with the group's own drawing (a layer), not with what is behind it.
            if group.items.contains(where: \.containsBlend) {
                drawLayer(of: group.items) { canvas.endLayer() }
            } else if let bounds = VisualBounds.of(group.items, transform: transform) {
                composited(bounds: bounds) { draw(group.items) }
            }
        case let .shadow(color, radius, x, y):
            shadows.append(LeafShadow(color: color, radius: radius, x: x, y: y, transform: transform))
            defer { shadows.removeLast() }
            draw(group.items)
        case let .blur(radius, opaque):
            guard let bounds = VisualBounds.of(.group(group), transform: transform) else { return }
            let sigma = radius * transform.maximumStretch
            guard opaque else {
                composited(bounds: bounds) { canvas.withLayer(bounds: bounds, blur: sigma) { draw(group.items) } }
                return
            }
            // Opaque: the content inside the view's bounds, blurred with its edges normalized and
            // divided by alpha, drawn inside those bounds only (hard edges, no transparent rim).
            let frame = Path(rect: group.bounds)
            composited(bounds: bounds) {
                canvas.pushClip(frame, transform: transform)
                canvas.withLayer(bounds: bounds, blur: sigma, blurEdges: .opaque, clip: frame, clipTransform: transform) {
                    draw(group.items)
                }
                canvas.popClip()
            }
        case let .backdropBlur(radius):
            // What is drawn so far under each filled shape, blurred, then the shapes (the tint).
            for case let .shape(shape) in group.items {
                guard case let .fill(path, rule) = ShapeInk(shape).region else { continue }
                canvas.drawBackdropBlur(path, transform: transform, rule: rule, sigma: radius * transform.maximumStretch)
            }
            draw(group.items)
        case let .clip(outline, evenOdd):
            guard let bounds = VisualBounds.of(.group(group), transform: transform), !bounds.isEmpty else { return }
            // Opacity stays per leaf inside a clip, unless the clipped content casts a shadow.
            let clipped = {
                self.canvas.pushClip(outline.path, transform: self.transform, rule: evenOdd ? .evenOdd : .nonZero)
                self.draw(group.items)
                self.canvas.popClip()
            }
            if shadows.isEmpty { clipped() } else { composited(bounds: bounds, clipped) }
        case let .blend(mode):
            drawLayer(of: group.items) { canvas.endLayer(blending: mode.layerBlend) }
        case let .colorMatrix(matrix):
            drawLayer(of: group.items) { canvas.endLayer(colorMatrix: matrix) }
        case let .mask(items):
            guard let bounds = VisualBounds.of(.group(group), transform: transform), !bounds.isEmpty else { return }
            composited(bounds: bounds) {
                canvas.beginLayer(bounds: bounds)
                draw(group.items)
                canvas.beginLayer(bounds: bounds)
                draw(items)
                canvas.endMaskLayer()
            }
        case let .innerShadow(color, radius, x, y):
            draw(group.items)
            guard let bounds = VisualBounds.of(group.items, transform: transform), !bounds.isEmpty else { return }
            drawInnerShadow(of: group.items, bounds: bounds,
                            LeafShadow(color: color, radius: radius, x: x, y: y, transform: transform).drop)
        case .scale, .rotation, .rotation3D, .affine, .projection:
            if let projection = group.effect.perspectiveProjection { return drawProjected(group.items, through: projection) }
            let saved = transform
            defer { transform = saved }
            transform = (group.effect.transform ?? .identity).concatenating(transform)
            draw(group.items)
        }
    }

    /// Draws `items` flat into a layer, then the layer through `projection` (absolute points), as
    /// one drawing for the active opacity and shadows.
    private func drawProjected(_ items: [DisplayItem], through projection: Homography) {
        guard let device = projection.inDevicePixels(of: transform), let source = VisualBounds.of(items, transform: transform),
              let bounds = device.imageBounds(of: source) else { return }
        composited(bounds: bounds) {
            canvas.beginProjectedLayer(bounds: source, projection: device)
            draw(items)
            canvas.endLayer()
        }
    }

    /// Draws `items` into a layer as big as their ink, finished by `end` (a blend or colour matrix),
    /// as one drawing for the active opacity and shadows.
    private func drawLayer(of items: [DisplayItem], end: () -> Void) {
        guard let bounds = VisualBounds.of(items, transform: transform) else { return }
        composited(bounds: bounds) {
            canvas.beginLayer(bounds: bounds)
            draw(items)
            end()
        }
    }

    /// Draws one leaf with the active opacity and shadows: a filled path with a single shadow casts
    /// it straight from the path (`castPath`); anything else is drawn into offscreen layers, one per
    /// shadow, whose alpha casts the shadow (nested shadows compose: the outer one shadows the inner
    /// one); below full opacity, the leaf and its shadows are one layer faded by it.
    /// `bounds` are the device bounds of the leaf's ink.
    func drawLeaf(bounds: Rect, castPath: CastShadow? = nil, _ body: () -> Void) {
        if opacity == 1, shadows.count == 1, let cast = castPath {
            canvas.drawShadow(of: cast.path, transform: cast.transform, rule: cast.rule, shadow: shadows[0].drop,
                              opacity: cast.alpha, hidden: cast.hidden)
            body()
        } else {
            composited(bounds: bounds, body)
        }
    }

    /// Runs `body` as one drawing for the active opacity and shadows, which do not apply inside it.
    private func composited(bounds: Rect, _ body: () -> Void) {
        let active = shadows, alpha = opacity
        shadows = []
        opacity = 1
        defer { shadows = active; opacity = alpha }
        guard alpha < 1 else { inShadowLayers(active[...], bounds: bounds, body); return }
        let reach = Double(active.reduce(0) { $0 + $1.drop.reach })
        canvas.withLayer(bounds: VisualBounds.grown(bounds, by: reach + 1), opacity: alpha) {
            inShadowLayers(active[...], bounds: bounds, body)
        }
    }

    private func inShadowLayers(_ layers: ArraySlice<LeafShadow>, bounds: Rect, _ body: () -> Void) {
        guard let outer = layers.first else { body(); return }
        let inner = layers.dropFirst()
        // The outer layer must hold the inner shadows too.
        let reach = Double(inner.reduce(0) { $0 + $1.drop.reach })
        canvas.withLayer(bounds: VisualBounds.grown(bounds, by: reach + 1), shadow: outer.drop) {
            inShadowLayers(inner, bounds: bounds, body)
        }
    }
}

extension DisplayItem {
    /// Whether a blend effect is inside this item (one a composite group must isolate).
    var containsBlend: Bool {
        guard case let .group(group) = self else { return false }
        if case .blend = group.effect { return true }
        return group.items.contains(where: \.containsBlend)
    }
}

/// A leaf's shadow cast straight from its filled region: `alpha` scales the shadow (the paint's
/// alpha); `hidden` is a device rectangle the leaf then covers opaquely.
struct CastShadow {
    let path: Path
    let transform: Transform2D
    let rule: FillRule
    let alpha: Double
    let hidden: Rect?
}

/// Warnings in first-seen order, each once.
struct WarningLog {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ message: String) {
        if seen.insert(message).inserted { messages.append(message) }
    }
}
