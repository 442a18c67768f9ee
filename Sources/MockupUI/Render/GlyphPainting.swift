import MockupRaster
import MockupText

/// Something that places glyph bitmaps for a device scale: a text layout or a symbol image.
protocol GlyphPlacing {
    func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph]
}

extension MockupText.TextLayout: GlyphPlacing {}
extension SymbolImage: GlyphPlacing {}

/// The glyphs of some runs of a text layout (those drawn in one paint).
struct TextRunGlyphs: GlyphPlacing {
    let layout: MockupText.TextLayout
    let runs: Set<Int>

    func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        try layout.placedGlyphs(origin: origin, scale: scale, cache: cache, runs: runs)
    }
}

/// One layer of a symbol image (`symbolRenderingMode` other than monochrome).
struct SymbolLayerGlyphs: GlyphPlacing {
    let image: SymbolImage
    let layer: SymbolLayer

    func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        try image.placedGlyphs(origin: origin, scale: scale, cache: cache, layer: layer)
    }
}

/// The part of a variable-colour symbol's layer that its value lights, or the part above it
/// (`Image(systemName:variableValue:)`).
struct SymbolVariableGlyphs: GlyphPlacing {
    let image: SymbolImage
    let layer: SymbolLayer
    let value: Double
    let lit: Bool

    func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        try image.placedGlyphs(origin: origin, scale: scale, cache: cache, layer: layer, variableValue: value, lit: lit)
    }
}

extension PlacedGlyph {
    /// The device pixels the bitmap covers.
    var pixelBounds: IntRect { IntRect(x: x, y: y, width: bitmap.width, height: bitmap.height) }
}

extension Canvas {
    /// Composites placed glyphs moved by (`dx`, `dy`) pixels: coverage glyphs filled with `paint`
    /// (geometry mapped by `paintTransform`), colour glyphs (emoji) drawn as they are.
    func paint(_ glyphs: [PlacedGlyph], dx: Int = 0, dy: Int = 0, with paint: PaintSource, paintTransform: Transform2D) {
        for glyph in glyphs {
            let bitmap = glyph.bitmap
            switch bitmap.format {
            case .coverage:
                var mask = CoverageMask(bounds: .zero)
                mask.x = glyph.x + dx; mask.y = glyph.y + dy
                mask.width = bitmap.width; mask.height = bitmap.height
                mask.pixels = bitmap.pixels
                drawMask(mask, with: paint, paintTransform: paintTransform)
            case .premultipliedRGBA:
                guard let image = bitmap.pixelImage else { continue }
                drawImage(image, transform: .translation(Double(glyph.x + dx), Double(glyph.y + dy)))
            }
        }
    }
}

extension GlyphBitmap {
    /// A colour bitmap as a canvas image (bytes R, G, B, A are the canvas pixel's memory order).
    var pixelImage: PixelImage? {
        guard format == .premultipliedRGBA, !isEmpty else { return nil }
        let packed = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            pixels.withUnsafeBytes { bytes in
                for i in 0..<width * height {
                    buffer[i] = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                }
            }
            count = width * height
        }
        return try? PixelImage(width: width, height: height, pixels: packed)
    }
}

/// Glyphs placed for one leaf drawing, ready to composite under the current transform.
struct GlyphLeaf {
    /// Device bounds of the ink (drawn directly) or of the transformed offscreen image.
    let bounds: Rect
    let draw: (Canvas) -> Void
}

extension GlyphLeaf {
    /// Places `source`'s glyphs with their top-left at `origin` (points) for `transform` (points →
    /// device). A positive uniform scale plus translation rasterizes glyphs at that scale, so text
    /// stays crisp under `scaleEffect`; any other transform rasterizes them offscreen at the
    /// transform's largest stretch and draws that image transformed, sampled bilinearly.
    static func place(_ source: some GlyphPlacing, origin: Point, transform: Transform2D, paint: PaintSource,
                      cache: GlyphCache) throws -> GlyphLeaf? {
        if let k = transform.axisAlignedUniformScale {
            let shifted = Point(origin.x + transform.tx / k, origin.y + transform.ty / k)
            let glyphs = try source.placedGlyphs(origin: shifted, scale: k, cache: cache)
            guard let ink = inkBounds(glyphs) else { return nil }
            return GlyphLeaf(bounds: Rect(x: Double(ink.x), y: Double(ink.y), width: Double(ink.width), height: Double(ink.height))) {
                $0.paint(glyphs, with: paint, paintTransform: transform)
            }
        }
        let k = transform.maximumStretch
        guard k > 1e-6, k.isFinite else { return nil }
        let glyphs = try source.placedGlyphs(origin: origin, scale: k, cache: cache)
        guard let ink = inkBounds(glyphs), let offscreen = try? Canvas(width: ink.width, height: ink.height) else { return nil }
        let toOffscreen = Transform2D.scale(k, k).concatenating(.translation(Double(-ink.x), Double(-ink.y)))
        offscreen.paint(glyphs, dx: -ink.x, dy: -ink.y, with: paint, paintTransform: toOffscreen)
        let image = offscreen.image
        let toDevice = Transform2D.translation(Double(ink.x), Double(ink.y)).concatenating(.scale(1 / k, 1 / k))
            .concatenating(transform)
        let bounds = toDevice.mapBounds(Rect(x: 0, y: 0, width: Double(ink.width), height: Double(ink.height)))
        return GlyphLeaf(bounds: bounds) { $0.drawImage(image, transform: toDevice) }
    }

    private static func inkBounds(_ glyphs: [PlacedGlyph]) -> IntRect? {
        guard let first = glyphs.first?.pixelBounds else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.maxX, y1 = first.maxY
        for glyph in glyphs.dropFirst() {
            let b = glyph.pixelBounds
            x0 = min(x0, b.x); y0 = min(y0, b.y); x1 = max(x1, b.maxX); y1 = max(y1, b.maxY)
        }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
