import MockupRaster

/// A glyph bitmap at integer device-pixel coordinates.
public struct PlacedGlyph: Sendable {
    /// Device pixel of the bitmap's top-left corner.
    public let x: Int
    public let y: Int
    public let bitmap: GlyphBitmap
}

extension TextLayout {
    /// The layout's glyphs as bitmaps at `scale` pixels per point, with the text's top-left corner at
    /// `origin` (points). Baselines snap to whole pixels; x snaps to quarter pixels (colour emoji to
    /// whole pixels). Bitmaps come from (and fill) `cache`. Glyphs far off any canvas are skipped; an em
    /// above `GlyphLimits.maxPixelsPerEm` throws `FontError.glyphTooLarge`.
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        try placedGlyphs(origin: origin, scale: scale, cache: cache, runs: nil)
    }

    /// The glyphs of the `TextRun`s in `runs` (nil = all), as `placedGlyphs(origin:scale:cache:)`.
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache, runs: Set<Int>?) throws -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        for line in lines {
            let baseline = ((origin.y + line.origin.y) * scale).rounded()
            for run in line.runs where runs?.contains(run.run) ?? true {
                let pixelSize = try GlyphLimits.pixelSize(pointSize: run.pointSize, scale: scale)
                guard pixelSize > 0 else { continue }
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let x = (origin.x + line.origin.x + position.x) * scale
                    let yPosition = baseline + (position.y * scale).rounded()
                    guard GlyphLimits.isPlaceable(x, yPosition) else { continue }
                    let y = Int(yPosition)
                    let quarters = Int((x * 4).rounded())
                    let bin = run.face.isColorBitmapFont ? 0 : quarters & 3
                    let pen = run.face.isColorBitmapFont ? Int(x.rounded()) : quarters >> 2
                    let bitmap = try cache.bitmap(face: run.face, glyph: glyph, pixelSize: pixelSize, subpixelBin: bin)
                    guard !bitmap.isEmpty else { continue }
                    placed.append(PlacedGlyph(x: pen + bitmap.left, y: y - bitmap.top, bitmap: bitmap))
                }
            }
        }
        return placed
    }
}
