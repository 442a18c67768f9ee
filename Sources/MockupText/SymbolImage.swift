import MockupRaster

/// How large a symbol is drawn relative to its font, SwiftUI's `Image.Scale` (`.imageScale(_:)`).
public enum SymbolScale: Sendable, Hashable {
    /// `Image.Scale.small`.
    case small
    /// `Image.Scale.medium`, the default: the size the font alone gives.
    case medium
    /// `Image.Scale.large`.
    case large

    /// The symbol's size relative to `.medium`: Apple documents the small scale as "approximately
    /// 20% smaller" and the large one as "approximately 30% larger" than medium
    /// (`NSImage.SymbolScale.small` / `.large`, docs/SYMBOLS.md).
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// `Image(systemName:)` drawn with a glyph of a bundled icon font (Material Symbols, else Fork
/// Awesome) or as vector geometry, sized from the current font. Material glyphs are drawn in a live
/// area of 20/24 em; the box is that tall (1.2 × the point size, like a full-height SF Symbol,
/// LAYOUT-SPEC §9.2) and as wide as the glyph's ink, with the ink centred in it, so symbols of one
/// font size line up. The box is vertically centred on the font's cap height. `.circle` and
/// `.square` variants Material has no glyph for are the symbol drawn smaller inside that enclosure
/// (see `SymbolNames`). Unknown names become a crossed box.
public struct SymbolImage: Sendable {
    /// The SF Symbol name as written (`heart.circle.fill`).
    public let name: String
    /// Box size in points.
    public let size: Size
    /// How far the box reaches below the baseline (points): `height/2 − capHeight/2`.
    public let baselineOffset: Double
    /// True when the name is unknown and a crossed-box placeholder is drawn.
    public var isPlaceholder: Bool { drawing == nil }
    /// True for an enclosure variant, whose enclosure is a `SymbolLayer.secondary` of its own.
    public var hasSecondaryLayer: Bool {
        switch drawing {
        case .enclosed, .circledGlyph, .markedGlyph, .piecedGlyph, .slashedGlyph: return true
        default: return false
        }
    }

    /// A font glyph, positioned relative to the top-left of its box (points).
    private struct FontGlyph: Sendable {
        let face: FontFace
        let id: UInt32
        let emSize: Double
        let inkX: Double
        let baselineFromTop: Double
    }

    /// What the box draws, in points relative to the box's top-left.
    private indirect enum Drawing: Sendable {
        case glyph(FontGlyph)
        /// One glyph of a symbol inside a circle (`checkmark.circle` = Material's `check_circle`): a
        /// ring `ring` points wide around the symbol, or (`filled`) a disc with the symbol knocked out.
        case circledGlyph(FontGlyph, filled: Bool, ring: Double)
        /// One solid glyph of a mark knocked out of a container (`checkmark.seal.fill` = Material's filled
        /// `verified`): the holes are the mark, the primary layer; the solid is the container.
        case markedGlyph(FontGlyph)
        /// One glyph of a symbol with a part apart from the rest of its ink (`bell.badge` = Material's
        /// `notifications_unread`, `speaker.wave.2` = its `volume_up`): the piece `split` anchors is the
        /// primary layer, the rest the secondary one.
        case piecedGlyph(FontGlyph, SymbolPieceSplit)
        /// One glyph of a `.slash` symbol (`mic.slash` = Material's `mic_off`): the slash, `stroke`
        /// points wide, is the primary layer, the symbol it crosses the secondary one.
        case slashedGlyph(FontGlyph, stroke: Double)
        case path(Path)
        /// An enclosure (a ring or solid path, or another symbol's drawing) with `inner` at
        /// `innerOrigin`, merged or knocked out.
        case enclosed(Drawing, inner: Drawing, innerOrigin: Point, knockout: Bool)
        /// Drawings side by side, each at its offset from the box's top-left (the digits of `42.circle`).
        case row([(Drawing, Point)])
        /// A custom symbol's glyph: its template's element drawn with `pointsPerUnit`, the template's
        /// origin at `origin` from the box's top-left.
        case template(CustomSymbolTemplate, pointsPerUnit: Double, origin: Point)
        /// A drawing `innerSize` large, mirrored or turned about the box's centre.
        case oriented(Drawing, SymbolOrientation, innerSize: Size)
    }

    private let drawing: Drawing?

    /// Ratio of the symbol's em to the font's point size (live area 1.2 × the point size).
    static let emPerPoint = 1.44
    /// Material Symbols' standard optical size.
    static let opticalSize = 24.0
    /// Height of Material's live area as a fraction of the em.
    static let liveArea = 20.0 / 24.0
    /// Fork Awesome draws its icons in 1536 of 1792 units; this em factor gives them Material's live area.
    static let forkAwesomeEmFactor = liveArea / (1536.0 / 1792.0)
    /// Size of the symbol inside an enclosure, as a fraction of the enclosure's em (SF's inner glyphs
    /// are a little over half the circle's diameter).
    static let enclosedEmFactor = 0.56
    /// The widest an enclosed number is drawn, as a fraction of the enclosure (two digits in a
    /// circle stay clear of its ring; Mockup's choice, from SF's `10.circle` … `50.circle`).
    static let enclosedWidthFraction = 0.52
    /// The space between the digits of an enclosed number, in ems (Mockup's choice).
    static let characterGap = 0.04

    /// The first and last text baselines, from the box's top (for baseline alignment).
    public var baseline: Double { size.height - baselineOffset }

    init(library: FontLibrary, name: String, font: FontDescriptor, scale: SymbolScale = .medium) throws {
        try GlyphLimits.checkPointSize(font.size)
        self.name = name
        let textFont = library.resolve(font)
        let capHeight = LineMetrics(font: textFont, file: try library.face(for: textFont).file, pointSize: font.size,
                                    lineHeight: nil).capHeight
        let emSize = font.size * SymbolImage.emPerPoint * scale.factor
        if let path = CustomSymbolName.templatePath(of: name) {
            // A custom symbol: as wide as its margins, its cap-line middle on the box's middle.
            let height = emSize * SymbolImage.liveArea
            baselineOffset = height / 2 - capHeight / 2
            do {
                let template = try CustomSymbolTemplate.load(path)
                let pointsPerUnit = font.size * scale.factor / template.unitsPerPoint
                size = Size(template.width * pointsPerUnit, height)
                drawing = .template(template, pointsPerUnit: pointsPerUnit,
                                    origin: Point(-template.left * pointsPerUnit, height / 2 - template.capMiddle * pointsPerUnit))
            } catch {
                let set = CustomSymbolName.displayName(ofTemplate: path)
                library.diagnostics.warnOnce(key: "symbol.\(name)", "custom symbol '\(set)': \(error); drawing a crossed-box placeholder")
                size = Size(font.size, font.size)
                drawing = nil
            }
            return
        }
        let weight = min(max(font.weight?.value ?? 400, 100), 700)   // Material's wght axis is 100...700
        let source = try SymbolNames.lookup(name) { try library.symbolCodepoint($0) != nil }
        if let source, let (drawing, size) = try SymbolImage.resolve(source, emSize: emSize, weight: weight, library: library) {
            if case .glyph(let glyph) = drawing, case .material(_, let filled) = source, SymbolNames.isCircleVariant(name) {
                self.drawing = .circledGlyph(glyph, filled: filled, ring: emSize * SymbolCoverage.strokeFraction(weight: weight))
            } else if case .glyph(let glyph) = drawing, case .material(_, filled: true) = source, SymbolNames.isFilledMarkInContainer(name) {
                self.drawing = .markedGlyph(glyph)
            } else if case .glyph(let glyph) = drawing, case .material(let glyphName, _) = source,
                      let split = SymbolPieceSplit.of(name, glyph: glyphName) {
                self.drawing = .piecedGlyph(glyph, split)
            } else if case .glyph(let glyph) = drawing, case .material = source, SymbolNames.isSlashed(name) {
                self.drawing = .slashedGlyph(glyph, stroke: emSize * SymbolCoverage.strokeFraction(weight: weight))
            } else {
                self.drawing = drawing
            }
            self.size = size
            baselineOffset = size.height / 2 - capHeight / 2
            return
        }
        library.diagnostics.warnOnce(key: "symbol.\(name)", SymbolNames.isMalformed(name)
            ? "Malformed SF Symbol name '\(name)': a name is dot-separated words with none empty (e.g. 'star.fill'); drawing a crossed-box placeholder."
            : "Unknown SF Symbol '\(name)': drawing a crossed-box placeholder. Add it to SymbolTable.swift with a Material Symbols name.")
        drawing = nil
        size = Size(font.size, font.size)
        baselineOffset = size.height / 2 - capHeight / 2
    }

    /// The drawing of `source` at `emSize` and its box, or nil when its font has no such glyph.
    private static func resolve(_ source: SymbolSource, emSize: Double, weight: Double,
                                library: FontLibrary) throws -> (Drawing, Size)? {
        let height = emSize * liveArea
        switch source {
        case .material(let glyphName, let filled):
            guard let codepoint = try library.symbolCodepoint(glyphName) else { return nil }
            // Optical size stays at Material's standard 24: SF Symbols have no optical sizes, and the
            // font's FILL=1 instances leave a gap between hole and fill above opsz 24 at heavier weights.
            let face = try library.face(file: FontFamily.symbolsFile,
                                        variations: ["FILL": filled ? 1 : 0, "wght": weight, "opsz": opticalSize],
                                        oblique: false)
            return glyph(codepoint, face: face, emSize: emSize, height: height)
        case .forkAwesome(let codepoint):
            let face = try library.face(file: FontFamily.forkAwesomeFile, variations: [:], oblique: false)
            return glyph(codepoint, face: face, emSize: emSize * forkAwesomeEmFactor, height: height)
        case .shape(let shape, let filled):
            let size = Size(height * shape.aspect, height)
            let stroke = emSize * SymbolCoverage.strokeFraction(weight: weight)
            return (.path(shape.path(in: size, filled: filled, stroke: stroke)), size)
        case .enclosed(let innerSource, let enclosure, let filled):
            guard var (inner, innerSize) = try resolve(innerSource, emSize: emSize * enclosedEmFactor,
                                                       weight: weight, library: library) else { return nil }
            // A number wider than the enclosure's middle (two digits) is drawn smaller to fit.
            let widest = height * enclosedWidthFraction
            if case .characters = innerSource, innerSize.width > widest,
               let smaller = try resolve(innerSource, emSize: emSize * enclosedEmFactor * widest / innerSize.width,
                                         weight: weight, library: library) {
                (inner, innerSize) = smaller
            }
            let size = Size(height, height)
            let stroke = emSize * SymbolCoverage.strokeFraction(weight: weight)
            let ring = enclosure.path(in: Rect(origin: Point(0, 0), size: size), filled: filled, stroke: stroke)
            let innerOrigin = Point((height - innerSize.width) / 2, (height - innerSize.height) / 2)
            return (.enclosed(.path(ring), inner: inner, innerOrigin: innerOrigin, knockout: filled && enclosure.knocksOut), size)
        case .within(let innerSource, let containerSource, let placement, let knockout):
            guard let (container, size) = try resolve(containerSource, emSize: emSize, weight: weight, library: library),
                  let (inner, innerSize) = try resolve(innerSource, emSize: emSize * placement.scale, weight: weight,
                                                       library: library) else { return nil }
            let innerOrigin = Point((size.width - innerSize.width) / 2 + placement.dx * size.height,
                                    (size.height - innerSize.height) / 2 + placement.dy * size.height)
            // An inner symbol beside the container, past its right edge (`thermometer.sun`'s sun), widens the box.
            let width = max(size.width, innerOrigin.x + innerSize.width)
            return (.enclosed(container, inner: inner, innerOrigin: innerOrigin, knockout: knockout), Size(width, size.height))
        case .characters(let characters):
            // The system font one step bolder than the symbol, capitals as SF's letter symbols.
            let bolder = FontWeight.allCases.min { abs($0.value - weight - 100) < abs($1.value - weight - 100) }
            let face = try library.face(for: FontDescriptor(source: .system(.default), size: emSize, weight: bolder))
            var parts: [(Drawing, Point)] = [], width = 0.0
            for scalar in characters.uppercased().unicodeScalars {
                guard let (drawing, size) = glyph(scalar.value, face: face, emSize: emSize, height: height) else { return nil }
                if !parts.isEmpty { width += emSize * characterGap }
                parts.append((drawing, Point(width, 0)))
                width += size.width
            }
            guard parts.count > 1 else { return parts.first.map { ($0.0, Size(width, height)) } }
            return (.row(parts), Size(width, height))
        case .oriented(let innerSource, let orientation):
            guard let (inner, innerSize) = try resolve(innerSource, emSize: emSize, weight: weight, library: library) else {
                return nil
            }
            return (.oriented(inner, orientation, innerSize: innerSize), orientation.size(of: innerSize))
        }
    }

    /// A font glyph in a box `height` tall and as wide as its ink, the ink centred vertically.
    private static func glyph(_ codepoint: UInt32, face: FontFace, emSize: Double, height: Double) -> (Drawing, Size)? {
        guard let scalar = Unicode.Scalar(codepoint), let id = face.glyph(for: scalar),
              let ink = face.inkBounds(of: id) else { return nil }
        let unit = emSize / face.unitsPerEm
        // Baseline below the box top: the ink's vertical centre sits at the box's centre.
        let baselineFromTop = (ink.top - ink.height / 2) * unit + height / 2
        let glyph = FontGlyph(face: face, id: id, emSize: emSize, inkX: ink.x * unit, baselineFromTop: baselineFromTop)
        return (.glyph(glyph), Size(ink.width * unit, height))
    }

    /// SF's variable colour of this symbol (`speaker.wave.3`, `wifi`), or nil when SF draws it whole.
    public var variableColor: SymbolVariableColor? { isPlaceholder ? nil : SymbolVariableColor.of(name) }

    /// The part of `layer` that `variableValue` lights (`lit`), or the part above it, of a
    /// variable-colour symbol; a symbol without variable colour is all lit. The pieces light in their
    /// order in the whole symbol, so a layer holding some of them (the waves of `speaker.wave.3`) keeps
    /// each piece's place.
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache, layer: SymbolLayer,
                             variableValue: Double, lit: Bool) throws -> [PlacedGlyph] {
        let placed = try placedGlyphs(origin: origin, scale: scale, cache: cache, layer: layer)
        guard let variableColor else { return lit ? placed : [] }
        let whole = layer == .whole ? placed : try placedGlyphs(origin: origin, scale: scale, cache: cache, layer: .whole)
        let parts = whole.map { glyph in
            glyph.bitmap.format == .coverage ? SymbolCoverage.placed(variableColor.part(of: SymbolCoverage.mask(of: glyph), at: variableValue, lit: lit)) : glyph
        }
        guard layer != .whole else { return parts }
        let partMasks = parts.filter { $0.bitmap.format == .coverage }.map(SymbolCoverage.mask(of:))
        return placed.map { glyph in
            guard glyph.bitmap.format == .coverage else { return glyph }
            var layerPart = SymbolCoverage.mask(of: glyph)
            for index in layerPart.pixels.indices {
                let px = layerPart.x + index % layerPart.width, py = layerPart.y + index / layerPart.width
                if !partMasks.contains(where: { $0[px, py] > 0 }) { layerPart.pixels[index] = 0 }
            }
            return SymbolCoverage.placed(layerPart)
        }
    }

    /// The symbol as bitmaps at `scale` pixels per point with the box's top-left at `origin` (points).
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        try placedGlyphs(origin: origin, scale: scale, cache: cache, layer: .whole)
    }

    /// One layer of the symbol as bitmaps at `scale` pixels per point with the box's top-left at
    /// `origin` (points). A placeholder is all primary layer.
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache, layer: SymbolLayer) throws -> [PlacedGlyph] {
        var emSize = size.width
        switch drawing {
        case .glyph(let glyph), .circledGlyph(let glyph, _, _), .markedGlyph(let glyph), .piecedGlyph(let glyph, _),
             .slashedGlyph(let glyph, _): emSize = glyph.emSize
        case .some: emSize = size.height
        case nil: break
        }
        let pixelSize = try GlyphLimits.pixelSize(pointSize: emSize, scale: scale)
        guard pixelSize > 0, GlyphLimits.isPlaceable(origin.x * scale, origin.y * scale) else { return [] }
        if layer == .secondary && !hasSecondaryLayer { return [] }
        switch drawing {
        case nil:
            return [placeholder(origin: origin, scale: scale)]
        case .circledGlyph(let glyph, _, _) where layer == .whole, .markedGlyph(let glyph) where layer == .whole,
             .piecedGlyph(let glyph, _) where layer == .whole, .slashedGlyph(let glyph, _) where layer == .whole, .glyph(let glyph):
            // A plain glyph is drawn whole in any layer; a circled, marked, pieced or slashed one only as a whole (its layers are masks).
            let (bitmap, pen, baseline) = try SymbolImage.rasterize(glyph, origin: origin, scale: scale, cache: cache)
            guard !bitmap.isEmpty else { return [] }
            return [PlacedGlyph(x: pen + bitmap.left, y: baseline - bitmap.top, bitmap: bitmap)]
        case .some(let drawing):
            // A tenth of the height to spare around the box: glyphs may reach past it (Material's
            // `replay` arrowhead rises 0.025 box heights above its live area).
            let spare = Int((size.height * scale * 0.1).rounded(.up))
            var bounds = SymbolImage.pixelBounds(origin: origin, size: size, scale: scale)
            bounds = IntRect(x: bounds.x - spare, y: bounds.y - spare, width: bounds.width + 2 * spare, height: bounds.height + 2 * spare)
            let mask = try SymbolImage.mask(drawing, origin: origin, scale: scale, bounds: bounds, cache: cache, layer: layer)
            return [SymbolCoverage.placed(mask)]
        }
    }

    /// The device pixels a box of `size` at `origin` (points) touches, with a pixel to spare on each side.
    private static func pixelBounds(origin: Point, size: Size, scale: Double) -> IntRect {
        let left = Int((origin.x * scale).rounded(.down)) - 1, top = Int((origin.y * scale).rounded(.down)) - 1
        return IntRect(x: left, y: top, width: Int(((origin.x + size.width) * scale).rounded(.up)) + 1 - left,
                       height: Int(((origin.y + size.height) * scale).rounded(.up)) + 1 - top)
    }

    /// A glyph's bitmap with its box's top-left at `origin` (points): x snaps to quarter pixels (the
    /// bitmap's subpixel bin), the baseline to whole pixels; `pen` is the whole-pixel pen position.
    private static func rasterize(_ glyph: FontGlyph, origin: Point, scale: Double,
                                  cache: GlyphCache) throws -> (bitmap: GlyphBitmap, pen: Int, baseline: Int) {
        let pixelSize = try GlyphLimits.pixelSize(pointSize: glyph.emSize, scale: scale)
        let quarters = Int(((origin.x - glyph.inkX) * scale * 4).rounded())
        let baseline = Int(((origin.y + glyph.baselineFromTop) * scale).rounded())
        let bitmap = try cache.bitmap(face: glyph.face, glyph: glyph.id, pixelSize: pixelSize, subpixelBin: quarters & 3)
        return (bitmap, quarters >> 2, baseline)
    }

    /// `layer` of `drawing` with its box's top-left at `origin` (points), as coverage over `bounds`
    /// (pixels). Layers split only the outermost enclosure; what it encloses is drawn whole.
    private static func mask(_ drawing: Drawing, origin: Point, scale: Double, bounds: IntRect,
                             cache: GlyphCache, layer: SymbolLayer = .whole) throws -> CoverageMask {
        var mask = CoverageMask(bounds: bounds)
        switch drawing {
        case .glyph(let glyph):
            let (bitmap, pen, baseline) = try rasterize(glyph, origin: origin, scale: scale, cache: cache)
            SymbolCoverage.combine(SymbolCoverage.mask(of: bitmap, x: pen, baseline: baseline), into: &mask, .union)
        case .circledGlyph(let glyph, let filled, let ring):
            mask = try circledLayer(glyph, filled: filled, ring: ring, layer: layer, origin: origin, scale: scale,
                                    bounds: bounds, cache: cache)
        case .markedGlyph(let glyph):
            let (bitmap, pen, baseline) = try rasterize(glyph, origin: origin, scale: scale, cache: cache)
            SymbolCoverage.combine(SymbolCoverage.mask(of: bitmap, x: pen, baseline: baseline), into: &mask, .union)
            guard layer != .whole else { break }
            // A glyph without holes is all mark: one primary layer, as a plain glyph.
            let holes = SymbolCoverage.holes(of: mask)
            if layer == .primary && holes.pixels.contains(where: { $0 > 0 }) { mask = holes }
            if layer == .secondary && !holes.pixels.contains(where: { $0 > 0 }) { mask = CoverageMask(bounds: bounds) }
        case .piecedGlyph(let glyph, let split):
            let (bitmap, pen, baseline) = try rasterize(glyph, origin: origin, scale: scale, cache: cache)
            SymbolCoverage.combine(SymbolCoverage.mask(of: bitmap, x: pen, baseline: baseline), into: &mask, .union)
            guard layer != .whole else { break }
            // A glyph without the part apart is all symbol: one primary layer, as a plain glyph.
            guard let piece = SymbolCoverage.piece(of: mask, split) else {
                if layer == .secondary { mask = CoverageMask(bounds: bounds) }
                break
            }
            if layer == .primary { mask = piece } else { SymbolCoverage.combine(piece, into: &mask, .knockout) }
        case .slashedGlyph(let glyph, let stroke):
            let (bitmap, pen, baseline) = try rasterize(glyph, origin: origin, scale: scale, cache: cache)
            SymbolCoverage.combine(SymbolCoverage.mask(of: bitmap, x: pen, baseline: baseline), into: &mask, .union)
            guard layer != .whole else { break }
            // A glyph without a slash along its diagonal is all symbol: one primary layer, as a plain glyph.
            guard let slash = SymbolCoverage.slash(of: mask, stroke: stroke * scale) else {
                if layer == .secondary { mask = CoverageMask(bounds: bounds) }
                break
            }
            if layer == .primary { mask = slash } else { SymbolCoverage.combine(slash, into: &mask, .knockout) }
        case .path(let path):
            SymbolCoverage.fill(path, origin: origin, scale: scale, into: &mask)
        case .enclosed(let enclosure, let inner, let innerOrigin, let knockout):
            if layer != .primary {
                SymbolCoverage.combine(try SymbolImage.mask(enclosure, origin: origin, scale: scale, bounds: bounds, cache: cache),
                                       into: &mask, .union)
            }
            if layer == .secondary && !knockout { break }
            let innerMask = try SymbolImage.mask(inner, origin: origin + innerOrigin, scale: scale, bounds: bounds, cache: cache)
            SymbolCoverage.combine(innerMask, into: &mask, knockout && layer != .primary ? .knockout : .union)
        case .row(let parts):
            for (part, offset) in parts {
                let partMask = try SymbolImage.mask(part, origin: origin + offset, scale: scale, bounds: bounds, cache: cache)
                SymbolCoverage.combine(partMask, into: &mask, .union)
            }
        case .template(let template, let pointsPerUnit, let templateOrigin):
            let glyph = try VectorImageFile.elementCoverage(template.data, id: template.glyphID, scale: pointsPerUnit * scale,
                                                            offset: (origin + templateOrigin) * scale, bounds: bounds)
            SymbolCoverage.combine(glyph, into: &mask, .union)
        case .oriented(let inner, let orientation, let innerSize):
            // Drawn centred on a pivot on the half-pixel grid, then oriented about it pixel for pixel.
            let size = orientation.size(of: innerSize)
            let pivot = orientation.pivot(near: Point((origin.x + size.width / 2) * scale, (origin.y + size.height / 2) * scale))
            let innerOrigin = Point(Double(pivot.x2) / (2 * scale) - innerSize.width / 2,
                                    Double(pivot.y2) / (2 * scale) - innerSize.height / 2)
            let innerMask = try SymbolImage.mask(inner, origin: innerOrigin, scale: scale,
                                                 bounds: pixelBounds(origin: innerOrigin, size: innerSize, scale: scale), cache: cache)
            SymbolCoverage.combine(orientation.apply(to: innerMask, pivot: pivot), into: &mask, .union)
        }
        return mask
    }

    /// A layer of a circled glyph. The symbol lies inside a disc 1.5 ring widths smaller than the
    /// glyph's circle, clear of the ring: outlined, the primary layer is the glyph inside that disc and
    /// the ring the rest; filled, the glyph (the solid disc, symbol knocked out) is the secondary layer
    /// and the primary one is what the glyph leaves uncovered inside its ring.
    private static func circledLayer(_ glyph: FontGlyph, filled: Bool, ring: Double, layer: SymbolLayer, origin: Point,
                                     scale: Double, bounds: IntRect, cache: GlyphCache) throws -> CoverageMask {
        var ink = CoverageMask(bounds: bounds)
        let (bitmap, pen, baseline) = try rasterize(glyph, origin: origin, scale: scale, cache: cache)
        SymbolCoverage.combine(SymbolCoverage.mask(of: bitmap, x: pen, baseline: baseline), into: &ink, .union)
        if layer == .whole || (filled && layer == .secondary) { return ink }
        // The glyph's box is as wide as its ink and centres it, so the circle is centred in the box.
        let centre = Point(Double(bitmap.width) / scale / 2, Double(bitmap.height) / scale / 2)
        let radius = centre.x - ring * (filled ? 1 : 1.5)
        var inside = CoverageMask(bounds: bounds)
        let boxOrigin = Point(Double(pen + bitmap.left) / scale, Double(baseline - bitmap.top) / scale)
        SymbolCoverage.fill(Path(ellipseIn: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
                            origin: boxOrigin, scale: scale, into: &inside)
        switch (filled, layer) {
        case (true, _):
            SymbolCoverage.combine(ink, into: &inside, .knockout)
            return inside
        case (false, .primary):
            SymbolCoverage.combine(inside, into: &ink, .intersect)
        default:
            SymbolCoverage.combine(inside, into: &ink, .knockout)
        }
        return ink
    }

    /// A box outline with both diagonals, so a missing symbol is obvious.
    private func placeholder(origin: Point, scale: Double) -> PlacedGlyph {
        let side = max(3, Int((size.width * scale).rounded()))
        let stroke = max(1, side / 12)
        var pixels = [UInt8](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let onEdge = x < stroke || y < stroke || x >= side - stroke || y >= side - stroke
                let onDiagonal = abs(x - y) < stroke || abs(x + y - (side - 1)) < stroke
                if onEdge || onDiagonal { pixels[y * side + x] = 255 }
            }
        }
        return PlacedGlyph(x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()),
                           bitmap: GlyphBitmap(format: .coverage, width: side, height: side, left: 0, top: 0, pixels: pixels))
    }
}

extension FontLibrary {
    /// The SF Symbol `name` sized for `font` (weight sets Material's wght; `.fill` names set FILL).
    /// Unknown names give a placeholder and one warning in `diagnostics`.
    /// `scale` is SwiftUI's `imageScale` (medium by default).
    public func symbol(named name: String, font: FontDescriptor = .body, scale: SymbolScale = .medium) throws -> SymbolImage {
        try SymbolImage(library: self, name: name, font: font, scale: scale)
    }
}
