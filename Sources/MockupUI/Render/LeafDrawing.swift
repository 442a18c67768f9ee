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
        if let bars = text.text.placeholderBars { return draw(bars, of: layout, origin: origin, frame: text.frame) }
        let what = "text \"\(text.text.string)\""
        let runs = text.text.styledRuns
        drawHighlights(runs, of: layout, origin: origin, frame: text.frame)
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

    /// A redacted text: a rounded bar per line, over the line's width and from its ascent to its descent.
    private func draw(_ bars: ResolvedText.PlaceholderBars, of layout: MockupText.TextLayout, origin: Point, frame: Rect) {
        let paint = paints.source(bars.paint, frame: frame)
        for line in layout.lines where line.width > 0 {
            let bar = Self.lineBand(line, of: layout, origin: origin, from: 0, width: line.width)
            let path = MockupRaster.Path(roundedRect: bar, cornerRadius: bars.cornerRadius, style: .circular)
            drawLeaf(bounds: transform.mapBounds(bar)) { canvas.fill(path, with: paint, transform: transform, rule: .nonZero) }
        }
    }

    /// The background colours of runs (`AttributedString.backgroundColor`): behind each run's stretch
    /// of each line, from the line's ascent to its descent, as a highlighter marks text. Neighbouring
    /// runs of one colour are one band, so no seam shows where they meet.
    private func drawHighlights(_ runs: [ResolvedTextRun], of layout: MockupText.TextLayout, origin: Point, frame: Rect) {
        guard runs.contains(where: { $0.highlight != nil }) else { return }
        for line in layout.lines {
            var bands: [(paint: ResolvedPaint, x: Double, width: Double)] = []
            for segment in line.segments {
                guard let highlight = runs[segment.run].highlight, segment.width > 0 else { continue }
                if let last = bands.last, last.paint == highlight, abs(last.x + last.width - segment.x) < 1e-6 {
                    bands[bands.count - 1].width += segment.width
                } else {
                    bands.append((highlight, segment.x, segment.width))
                }
            }
            for band in bands {
                let rect = Self.lineBand(line, of: layout, origin: origin, from: band.x, width: band.width)
                let paint = paints.source(band.paint, frame: frame)
                drawLeaf(bounds: transform.mapBounds(rect)) {
                    canvas.fill(MockupRaster.Path(rect: rect), with: paint, transform: transform, rule: .nonZero)
                }
            }
        }
    }

    /// The band of `line` from `x` (from the line's left edge) `width` wide, from its ascent to its descent.
    private static func lineBand(_ line: TextLine, of layout: MockupText.TextLayout, origin: Point, from x: Double,
                                 width: Double) -> Rect {
        Rect(x: origin.x + line.origin.x + x, y: origin.y + line.origin.y - layout.ascent,
             width: width, height: layout.ascent + layout.descent)
    }

    /// An `Image(systemName:)`: its Material Symbols glyph in the symbol's box, tinted with its paint;
    /// layered, the enclosure in the secondary paint, then the symbol proper in the primary one; with a
    /// variable value, a variable-colour symbol's parts above the value faded.
    func draw(_ symbol: DisplaySymbol) {
        let image: SymbolImage
        do {
            image = try measurer.library.symbol(named: symbol.name, font: symbol.font, scale: symbol.scale)
        } catch {
            errors.append(error)
            return
        }
        let what = "symbol '\(symbol.name)'"
        // A resizable symbol: its box drawn stretched to the frame (crisp under a uniform stretch, GlyphLeaf).
        var frame = symbol.frame
        let saved = transform
        defer { transform = saved }
        if symbol.resizable, image.size.width > 0, image.size.height > 0, image.size != frame.size {
            transform = Transform2D.translation(-frame.minX, -frame.minY)
                .concatenating(.scale(frame.width / image.size.width, frame.height / image.size.height))
                .concatenating(.translation(frame.minX, frame.minY)).concatenating(transform)
            frame.size = image.size
        }
        let layers: [(SymbolLayer, ResolvedPaint)]
        switch symbol.layers {
        case .single: layers = [(.whole, symbol.paint)]
        case .layered(let secondary): layers = [(.secondary, secondary), (.primary, symbol.paint)]
        }
        for (layer, paint) in layers {
            guard let value = symbol.variableValue, image.variableColor != nil else {
                drawGlyphs(SymbolLayerGlyphs(image: image, layer: layer), origin: frame.origin, paint: paint, frame: frame, what: what)
                continue
            }
            // Variable colour: the parts the value lights in the layer's paint, the rest faded.
            drawGlyphs(SymbolVariableGlyphs(image: image, layer: layer, value: value, lit: true), origin: frame.origin,
                       paint: paint, frame: frame, what: what)
            drawGlyphs(SymbolVariableGlyphs(image: image, layer: layer, value: value, lit: false), origin: frame.origin,
                       paint: paint.faded(by: SymbolVariableColor.inactiveOpacity), frame: frame, what: what)
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

    /// A bitmap `Image`, stretched into its frame (bilinear; area-averaged when shrunk over 2×), or
    /// as its `BitmapStyle` says: nine-slice cap insets, tiles, nearest-neighbour pixels, a template
    /// tint through its alpha. A missing or undecodable file is an error of the render.
    func draw(_ bitmap: DisplayBitmap) {
        switch assets.image(for: bitmap.asset) {
        case let .failure(failure):
            errors.append(RenderError.imageUnavailable(failure.message))
        case let .success(image):
            let frame = bitmap.frame
            guard !frame.isEmpty else { return }
            let slices = BitmapSlice.slices(pixels: (image.width, image.height), points: bitmap.intrinsicSize, frame: frame,
                                            style: bitmap.style)
            let filter: ImageSampling.Filter = bitmap.style.nearestNeighbour ? .nearest : .bilinear
            let perPixel = bitmap.intrinsicSize.width > 0 && bitmap.intrinsicSize.height > 0
                ? Size(bitmap.intrinsicSize.width / Double(image.width), bitmap.intrinsicSize.height / Double(image.height))
                : Size(frame.width / Double(image.width), frame.height / Double(image.height))
            let bounds = transform.mapBounds(frame)
            guard let tint = bitmap.style.tint else {
                drawLeaf(bounds: bounds) {
                    draw(slices, of: image, pointsPerPixel: perPixel, filter: filter, on: canvas, transform: transform)
                }
                return
            }
            // A template: the image's alpha, drawn offscreen over the device pixels it covers, paints the tint.
            let area = IntRect(enclosing: bounds).intersection(canvas.bounds)
            guard !area.isEmpty, let scratch = try? MockupRaster.Canvas(width: area.width, height: area.height) else { return }
            draw(slices, of: image, pointsPerPixel: perPixel, filter: filter, on: scratch,
                 transform: transform.concatenating(.translation(-Double(area.x), -Double(area.y))))
            var mask = CoverageMask(bounds: area)
            mask.pixels = scratch.image.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
            let paint = paints.source(tint, frame: frame)
            drawLeaf(bounds: bounds) { canvas.drawMask(mask, with: paint, paintTransform: transform) }
        }
    }

    /// Draws each slice of `image` on `target`: stretched over its destination, or repeated from the
    /// destination's top-left at `pointsPerPixel` (the image's own scale), clipped to it.
    private func draw(_ slices: [BitmapSlice], of image: PixelImage, pointsPerPixel: Size, filter: ImageSampling.Filter,
                      on target: MockupRaster.Canvas, transform: Transform2D) {
        for slice in slices {
            guard let piece = try? image.cropped(to: slice.source) else { continue }
            let d = slice.destination
            if slice.tiles {
                let placement = Transform2D.scale(pointsPerPixel.width, pointsPerPixel.height).concatenating(.translation(d.minX, d.minY))
                target.fill(Path(rect: d), with: .image(piece, transform: placement, sampling: ImageSampling(filter: filter, tiles: true)),
                            transform: transform)
            } else {
                let placement = Transform2D.scale(d.width / Double(piece.width), d.height / Double(piece.height))
                    .concatenating(.translation(d.minX, d.minY))
                target.drawImage(piece, transform: placement.concatenating(transform), sampling: ImageSampling(filter: filter))
            }
        }
    }
}
