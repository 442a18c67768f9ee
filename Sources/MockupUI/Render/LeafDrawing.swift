import MockupRaster
import MockupText

extension RenderPass {
    /// A shape: its fill, stroke or exact `strokeBorder` ring, painted with gradients mapped onto
    /// the shape's frame.
    func draw(_ shape: DisplayShape) {
        let ink = ShapeInk(shape)
        let paint = paints.source(ink.paint, frame: shape.frame)
        let bounds = transform.mapBounds(ink.bounds)
        switch ink.region {
        case let .fill(path, rule):
            // An opaque fill hides its own shadow inside it (axis-aligned transforms only).
            let hidden = paint.uniformAlpha == 1 && transform.b == 0 && transform.c == 0
                ? ink.interior.map(transform.mapBounds) : nil
            let cast = paint.uniformAlpha.map { CastShadow(path: path, transform: transform, rule: rule, alpha: $0, hidden: hidden) }
            drawLeaf(bounds: bounds, castPath: cast) {
                canvas.fill(path, with: paint, transform: transform, rule: rule)
            }
        case let .stroke(path, options):
            // The stroke's outline is only needed to cast a single shadow from it.
            let cast = shadows.count == 1 ? paint.uniformAlpha.map { alpha in
                let outline = Stroker().outline(path, style: options, transform: transform)
                return CastShadow(path: outline.path, transform: outline.transform, rule: .nonZero, alpha: alpha, hidden: nil)
            } : nil
            drawLeaf(bounds: bounds, castPath: cast) {
                canvas.stroke(path, style: options, with: paint, transform: transform)
            }
        }
    }

    /// A Text: laid out again with the width and line limit layout used, so the lines match; the
    /// first baseline lands on the layout's (pixel-aligned) baseline. Runs are painted with their
    /// own paints (gradients span the whole Text's frame), inline symbols with their run's.
    func draw(_ text: DisplayText) {
        let layout: MockupText.TextLayout
        do {
            layout = try measurer.checkedTextLayout(text.text, maxWidth: text.layoutWidth, maxLines: text.maxLines)
        } catch {
            errors.append(error)
            return
        }
        let origin = Point(text.frame.minX, text.firstBaseline - layout.firstBaseline)
        let what = "text \"\(text.text.string)\""
        let runs = text.text.styledRuns
        var paints: [ResolvedPaint] = []
        for run in runs where !paints.contains(run.paint) { paints.append(run.paint) }
        if paints.count == 1 {
            drawGlyphs(layout, origin: origin, paint: paints[0], frame: text.frame, what: what)
        } else {
            for paint in paints {
                let painted = Set(runs.indices.filter { runs[$0].paint == paint })
                drawGlyphs(TextRunGlyphs(layout: layout, runs: painted), origin: origin, paint: paint, frame: text.frame,
                           what: what)
            }
        }
        for line in layout.lines {
            for symbol in line.symbols {
                let at = Point(origin.x + line.origin.x + symbol.origin.x, origin.y + line.origin.y + symbol.origin.y)
                drawGlyphs(symbol.image, origin: at, paint: runs[symbol.run].paint, frame: text.frame,
                           what: "symbol '\(symbol.image.name)' in \(what)")
            }
        }
        drawDecorations(text, layout: layout, origin: origin)
    }

    /// An `Image(systemName:)`: its Material Symbols glyph in the symbol's box, tinted with its paint;
    /// layered, the enclosure in the secondary paint, then the symbol proper in the primary one.
    func draw(_ symbol: DisplaySymbol) {
        let image: SymbolImage
        do {
            image = try measurer.library.symbol(named: symbol.name, font: symbol.font, scale: symbol.scale)
        } catch {
            errors.append(error)
            return
        }
        let what = "symbol '\(symbol.name)'"
        switch symbol.layers {
        case .single:
            drawGlyphs(image, origin: symbol.frame.origin, paint: symbol.paint, frame: symbol.frame, what: what)
        case .layered(let secondary):
            drawGlyphs(SymbolLayerGlyphs(image: image, layer: .secondary), origin: symbol.frame.origin, paint: secondary,
                       frame: symbol.frame, what: what)
            drawGlyphs(SymbolLayerGlyphs(image: image, layer: .primary), origin: symbol.frame.origin, paint: symbol.paint,
                       frame: symbol.frame, what: what)
        }
    }

    private func drawGlyphs(_ source: some GlyphPlacing, origin: Point, paint: ResolvedPaint, frame: Rect, what: String) {
        let leaf: GlyphLeaf?
        do {
            leaf = try GlyphLeaf.place(source, origin: origin, transform: transform,
                                       paint: paints.source(paint, frame: frame), cache: measurer.library.glyphCache)
        } catch {
            errors.append(RenderError.glyphsFailed(what: what, reason: "\(error)"))
            return
        }
        guard let leaf else { return }
        drawLeaf(bounds: leaf.bounds) { leaf.draw(canvas) }
    }

    /// A bitmap `Image`, stretched into its frame (bilinear; area-averaged when shrunk over 2×). A
    /// missing or undecodable file is an error of the render.
    func draw(_ bitmap: DisplayBitmap) {
        guard let directory = bitmap.assetDirectory ?? defaultAssetDirectory else {
            errors.append(RenderError.imageUnavailable("image '\(bitmap.name)' has no asset directory; pass one to the renderer"))
            return
        }
        switch assets.image(named: bitmap.name, directory: directory) {
        case let .failure(failure):
            errors.append(RenderError.imageUnavailable(failure.message))
        case let .success(image):
            let frame = bitmap.frame
            guard !frame.isEmpty else { return }
            let placement = Transform2D.scale(frame.width / Double(image.width), frame.height / Double(image.height))
                .concatenating(.translation(frame.minX, frame.minY)).concatenating(transform)
            drawLeaf(bounds: transform.mapBounds(frame)) { canvas.drawImage(image, transform: placement) }
        }
    }
}
