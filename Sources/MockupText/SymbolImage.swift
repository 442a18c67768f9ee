import MockupRaster

/// `Image(systemName:)` drawn with a Material Symbols glyph, sized from the current font. Material
/// glyphs are drawn in a live area of 20/24 em; the box is that tall (1.2 × the point size, like a
/// full-height SF Symbol, LAYOUT-SPEC §9.2) and as wide as the glyph's ink, with the ink centred in
/// it, so symbols of one font size line up. The box is vertically centred on the font's cap height.
/// Unknown names become a crossed box.
public struct SymbolImage: Sendable {
    public let name: String
    /// Box size in points.
    public let size: Size
    /// How far the box reaches below the baseline (points): `height/2 − capHeight/2`.
    public let baselineOffset: Double
    /// True when the name is unknown and a crossed-box placeholder is drawn.
    public var isPlaceholder: Bool { glyph == nil }

    private let glyph: (face: FontFace, id: UInt32, emSize: Double, inkX: Double, baselineFromTop: Double)?

    /// Ratio of the symbol's em to the font's point size (live area 1.2 × the point size).
    static let emPerPoint = 1.44
    /// Material Symbols' standard optical size.
    static let opticalSize = 24.0
    /// Height of Material's live area as a fraction of the em.
    static let liveArea = 20.0 / 24.0

    /// The first and last text baselines, from the box's top (for baseline alignment).
    public var baseline: Double { size.height - baselineOffset }

    init(library: FontLibrary, name: String, font: FontDescriptor) throws {
        try GlyphLimits.checkPointSize(font.size)
        self.name = name
        let textFace = try library.face(for: font)
        let capHeight = textFace.file.capHeight * font.size / textFace.unitsPerEm
        let emSize = font.size * SymbolImage.emPerPoint
        if let entry = SymbolNames.lookup(name), let codepoint = try library.symbolCodepoint(entry.material),
           let scalar = Unicode.Scalar(codepoint) {
            let weight = min(max(font.weight?.value ?? 400, 100), 700)   // Material's wght axis is 100...700
            // Optical size stays at Material's standard 24: SF Symbols have no optical sizes, and the
            // font's FILL=1 instances leave a gap between hole and fill above opsz 24 at heavier weights.
            let face = try library.face(file: FontFamily.symbolsFile,
                                        variations: ["FILL": entry.filled ? 1 : 0, "wght": weight, "opsz": SymbolImage.opticalSize],
                                        oblique: false)
            if let id = face.glyph(for: scalar), let ink = face.inkBounds(of: id) {
                let unit = emSize / face.unitsPerEm
                let height = emSize * SymbolImage.liveArea
                // Baseline below the box top: the ink's vertical centre sits at the box's centre.
                let baselineFromTop = (ink.top - ink.height / 2) * unit + height / 2
                glyph = (face, id, emSize, ink.x * unit, baselineFromTop)
                size = Size(ink.width * unit, height)
                baselineOffset = size.height / 2 - capHeight / 2
                return
            }
        }
        library.diagnostics.warnOnce(key: "symbol.\(name)",
                                     "Unknown SF Symbol '\(name)': drawing a crossed-box placeholder. Add it to SymbolNames.swift with a Material Symbols name.")
        glyph = nil
        size = Size(font.size, font.size)
        baselineOffset = size.height / 2 - capHeight / 2
    }

    /// The symbol as bitmaps at `scale` pixels per point with the box's top-left at `origin` (points).
    public func placedGlyphs(origin: Point, scale: Double, cache: GlyphCache) throws -> [PlacedGlyph] {
        let pixelSize = try GlyphLimits.pixelSize(pointSize: glyph?.emSize ?? size.width, scale: scale)
        guard pixelSize > 0, GlyphLimits.isPlaceable(origin.x * scale, origin.y * scale) else { return [] }
        guard let glyph else { return [placeholder(origin: origin, scale: scale)] }
        let x = (origin.x - glyph.inkX) * scale
        let quarters = Int((x * 4).rounded())
        let baseline = Int(((origin.y + glyph.baselineFromTop) * scale).rounded())
        let bitmap = try cache.bitmap(face: glyph.face, glyph: glyph.id, pixelSize: pixelSize, subpixelBin: quarters & 3)
        guard !bitmap.isEmpty else { return [] }
        return [PlacedGlyph(x: (quarters >> 2) + bitmap.left, y: baseline - bitmap.top, bitmap: bitmap)]
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
    public func symbol(named name: String, font: FontDescriptor = .body) throws -> SymbolImage {
        try SymbolImage(library: self, name: name, font: font)
    }
}
