import CFreeType
import CHarfBuzz
import Foundation
import MockupRaster

/// One instance of a font file: fixed variation coordinates (`wght`, `opsz`, `FILL`) and an
/// optional synthetic oblique. Shaping goes through an immutable HarfBuzz font (thread-safe);
/// glyph outlines come from a FreeType face created on first use and serialised by a lock, and are
/// filled by MockupRaster's rasterizer (colour emoji stay FreeType's bitmaps).
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Unique per instance; part of glyph-cache keys.
    let id: Int
    let file: FontFile
    /// Design coordinates per axis tag, as set on both HarfBuzz and FreeType.
    public let variations: [String: Double]
    /// Draw with a ~12° skew because the family has no italic face.
    public let syntheticOblique: Bool
    /// Draw with outlines thickened by 1/24 em because the face has no bold weight (advances unchanged).
    public let syntheticBold: Bool
    /// HarfBuzz font at scale = units per em, following `variations`.
    let hbFont: OpaquePointer

    private let lock = NSLock()
    private var library: FT_Library?
    private var ftFace: FT_Face?
    private var charSize: FT_F26Dot6 = -1
    private var loads = 0
    /// Fills outlines on a miss; its scratch memory is reused (lock held).
    private var rasterizer = Rasterizer()

    init(id: Int, file: FontFile, variations: [String: Double], syntheticOblique: Bool, syntheticBold: Bool = false) {
        self.id = id
        self.file = file
        self.variations = variations
        self.syntheticOblique = syntheticOblique
        self.syntheticBold = syntheticBold
        hbFont = hb_font_create(file.hbFace)
        let scale = Int32(file.unitsPerEm)
        hb_font_set_scale(hbFont, scale, scale)
        let settings = variations.sorted { $0.key < $1.key }
            .map { hb_variation_t(tag: OpenTypeTag.value($0.key), value: Float($0.value)) }
        if !settings.isEmpty { hb_font_set_variations(hbFont, settings, UInt32(settings.count)) }
        hb_font_make_immutable(hbFont)
    }

    deinit {
        hb_font_destroy(hbFont)
        if let ftFace { FT_Done_Face(ftFace) }
        if let library { FT_Done_FreeType(library) }
    }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let file = (self.file.path as NSString).lastPathComponent
        let axes = variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return (axes.isEmpty ? file : "\(file)[\(axes)]") + (syntheticOblique ? " oblique" : "")
            + (syntheticBold ? " bold" : "")
    }

    /// The file name, e.g. `Inter[opsz,wght].ttf`.
    public var fileName: String { (file.path as NSString).lastPathComponent }
    /// Whether glyphs are colour bitmaps (the emoji face).
    public var isColorBitmapFont: Bool { file.bitmapStrikePPEM != nil }
    var unitsPerEm: Double { file.unitsPerEm }

    /// The glyph this face maps `scalar` to, or nil when the face does not cover it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Horizontal advance in font units at this instance.
    func advance(of glyph: UInt32) -> Double { Double(hb_font_get_glyph_h_advance(hbFont, glyph)) }

    /// Ink bounds in font units (y up): (xMin, yMax, width, height with height ≥ 0), or nil if empty.
    func inkBounds(of glyph: UInt32) -> (x: Double, top: Double, width: Double, height: Double)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width != 0 else { return nil }
        return (Double(extents.x_bearing), Double(extents.y_bearing), Double(extents.width), Double(-extents.height))
    }

    /// How many glyphs FreeType has loaded for this face (cache misses).
    var glyphLoadCount: Int { lock.withLock { loads } }

    /// Rasterizes `glyph` at `pixelSize` (26.6) with the outline shifted right by `subpixelBin`/4 px.
    /// Colour bitmap glyphs come back area-scaled from the strike to `pixelSize`.
    func rasterize(glyph: UInt32, pixelSize: Int, subpixelBin: Int) throws -> GlyphBitmap {
        try lock.withLock {
            let face = try preparedFace()
            loads += 1
            if let strike = file.bitmapStrikePPEM {
                return try colorGlyph(face: face, glyph: glyph, scale: Double(pixelSize) / 64 / strike)
            }
            guard let outline = try loadedOutline(of: glyph, size: pixelSize, in: face) else { return .empty }
            FT_Outline_Translate(outline, FT_Pos(subpixelBin * 16), 0)
            return fillOutline(&outline.pointee, pixelSize: pixelSize)
        }
    }

    /// The outline of `glyph` at `pointSize`, in points from the pen on the baseline, y down, with
    /// this instance's synthetic oblique and bold; empty for a glyph without one (a space, an emoji).
    func outline(of glyph: UInt32, pointSize: Double) throws -> Path {
        try lock.withLock {
            let face = try preparedFace()
            guard file.bitmapStrikePPEM == nil, pointSize > 0,
                  let outline = try loadedOutline(of: glyph, size: Int((pointSize * 64).rounded()), in: face) else { return Path() }
            return GlyphOutline.path(of: &outline.pointee)
        }
    }

    /// Loads `glyph`'s outline scaled to `size` (26.6 pixels, 72 per inch) and applies the synthetic
    /// oblique and bold; nil when the glyph has no outline (lock held).
    private func loadedOutline(of glyph: UInt32, size: Int, in face: FT_Face) throws -> UnsafeMutablePointer<FT_Outline>? {
        if charSize != FT_F26Dot6(size) {
            try check(FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72), "FT_Set_Char_Size")
            charSize = FT_F26Dot6(size)
        }
        try check(FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)), "FT_Load_Glyph")
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        if syntheticOblique {
            var skew = FT_Matrix(xx: 0x10000, xy: FT_Fixed(0.2126 * 65536), yx: 0, yy: 0x10000)  // tan 12°
            FT_Outline_Transform(&slot.pointee.outline, &skew)
        }
        if syntheticBold {
            // FreeType's own synthetic bold strength (FT_GlyphSlot_Embolden): 1/24 em.
            let strength = FT_Pos(size / 24)
            FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)
        }
        return slot.pointer(to: \.outline)
    }

    /// Fills a scaled outline with MockupRaster (non-zero winding, the same anti-aliasing as shapes)
    /// into a bitmap over the pixels its control box touches, within 2 em left of the pen to 6 em
    /// right and 3 em above and below the baseline (a damaged font's far-off points cost nothing; lock held).
    /// An outline whose regions of opposite winding meet (a variable instance's doubled contours:
    /// Material's filled `eco`) is filled as its merged region, or signed-area coverage would leave a
    /// light seam along those edges.
    private func fillOutline(_ outline: inout FT_Outline, pixelSize: Int) -> GlyphBitmap {
        var box = FT_BBox()
        FT_Outline_Get_CBox(&outline, &box)
        let em = Int((Double(pixelSize) / 64).rounded(.up)) + 1
        let left = max(Int((Double(box.xMin) / 64).rounded(.down)), -2 * em)
        let right = min(Int((Double(box.xMax) / 64).rounded(.up)), 6 * em)
        let top = min(Int((Double(box.yMax) / 64).rounded(.up)), 3 * em)
        let bottom = max(Int((Double(box.yMin) / 64).rounded(.down)), -3 * em)
        guard right > left, top > bottom else { return .empty }
        let bounds = IntRect(x: left, y: -top, width: right - left, height: top - bottom)
        var mask = CoverageMask(bounds: bounds)
        var path = GlyphOutline.path(of: &outline)
        if GlyphOutline.contoursSharePoints(outline), path.hasOpposingWindings() { path = path.normalizedRegion(fillRule: .nonZero) }
        rasterizer.fill(path, rule: .nonZero, clip: bounds, into: &mask)
        return GlyphBitmap(format: .coverage, width: mask.width, height: mask.height, left: left, top: top,
                           pixels: mask.pixels)
    }

    private func colorGlyph(face: FT_Face, glyph: UInt32, scale: Double) throws -> GlyphBitmap {
        try check(FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)), "FT_Load_Glyph(FT_LOAD_COLOR)")
        let slot = face.pointee.glyph!
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
              let buffer = bitmap.buffer, bitmap.pitch > 0 else { return .empty }
        let source = UnsafeBufferPointer(start: buffer, count: Int(bitmap.pitch) * Int(bitmap.rows))
        let scaled = ColorBitmapScaler.scale(bgra: source, width: Int(bitmap.width), height: Int(bitmap.rows),
                                             pitch: Int(bitmap.pitch), scale: scale)
        return GlyphBitmap(format: .premultipliedRGBA, width: scaled.width, height: scaled.height,
                           left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
                           top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()), pixels: scaled.pixels)
    }

    /// The FreeType face, created on first use with this instance's coordinates (lock held).
    private func preparedFace() throws -> FT_Face {
        if let ftFace { return ftFace }
        var library: FT_Library?
        try check(FT_Init_FreeType(&library), "FT_Init_FreeType")
        self.library = library
        var face: FT_Face?
        try check(FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                     FT_Long(file.bytes.count), FT_Long(file.faceIndex), &face), "FT_New_Memory_Face")
        guard let face else { throw FontError.corruptFile(path: file.path, reason: "FreeType returned no face") }
        ftFace = face
        if file.bitmapStrikePPEM != nil {
            // The emoji font has one strike; FT_Set_Pixel_Sizes fails on it (error 23).
            try check(FT_Select_Size(face, 0), "FT_Select_Size")
        }
        if !file.axes.isEmpty {
            var coordinates = file.axes.map { FT_Fixed((variations[$0.tag] ?? $0.defaultValue) * 65536) }
            try check(FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates),
                      "FT_Set_Var_Design_Coordinates")
        }
        return face
    }

    private func check(_ error: FT_Error, _ call: String) throws {
        if error != 0 { throw FontError.freeType(path: file.path, call: call, code: error) }
    }
}
