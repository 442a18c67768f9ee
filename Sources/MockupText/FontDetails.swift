import CHarfBuzz
import MockupRaster

/// The entries of a font's `name` table that Core Text reads by key (`CTFontCopyName`), by their
/// OpenType name IDs.
public enum FontNameID: UInt32, Sendable, CaseIterable {
    case copyright = 0, family = 1, subfamily = 2, unique = 3, full = 4, version = 5, postScript = 6
    case trademark = 7, manufacturer = 8, designer = 9, description = 10, vendorURL = 11, designerURL = 12
    case license = 13, licenseURL = 14, sampleText = 19, postScriptCID = 20
}

/// What Core Text tells about a font beyond its line metrics (`CTFontGetXHeight`,
/// `CTFontGetSlantAngle`, `CTFontGetGlyphCount`…), in points at the font's size, from the face that
/// draws it; where Inter stands in for the system font, the em and x height are SF Pro's
/// (docs/TEXT.md §1) and the glyphs Inter's.
public struct FontDetails: Sendable, Equatable {
    /// Design units per em.
    public let unitsPerEm: Int
    /// The height of lowercase letters above the baseline.
    public let xHeight: Double
    /// The underline's position (negative: below the baseline) and thickness.
    public let underlinePosition: Double, underlineThickness: Double
    /// The slant in degrees, counter-clockwise from vertical (negative for a face that leans right).
    public let slantAngle: Double
    /// How many glyphs the face has.
    public let glyphCount: Int
}

extension FontLibrary {
    /// The details of the face that draws `descriptor`, at its size.
    public func details(of descriptor: FontDescriptor) throws -> FontDetails {
        let font = resolve(descriptor)
        let face = try face(for: font)
        let file = face.file
        let unit = font.pointSize / file.unitsPerEm
        let xHeight = font.standsInForSystemFont ? SFProMetrics.xHeight / SFProMetrics.unitsPerEm * font.pointSize : file.xHeight * unit
        return FontDetails(unitsPerEm: Int(font.standsInForSystemFont ? SFProMetrics.unitsPerEm : file.unitsPerEm),
                           // The `post` table's position: FreeType's is the stroke's centre, half a thickness lower.
                           xHeight: xHeight, underlinePosition: (file.underlinePosition + (file.underlineThickness / 2).rounded(.down)) * unit,
                           underlineThickness: file.underlineThickness * unit,
                           slantAngle: face.syntheticOblique ? -12 : file.italicAngle,
                           glyphCount: Int(hb_face_get_glyph_count(file.hbFace)))
    }

    /// The `name` table entry `id` of the face that draws `descriptor` (in English where the table
    /// has several languages), nil when it has none.
    public func name(_ id: FontNameID, of descriptor: FontDescriptor) throws -> String? {
        let hbFace = try face(for: descriptor).file.hbFace
        let english = hb_language_from_string("en", -1)
        let length = hb_ot_name_get_utf8(hbFace, id.rawValue, english, nil, nil)
        guard length > 0 else { return nil }
        var size = length + 1
        var buffer = [CChar](repeating: 0, count: Int(size))
        _ = hb_ot_name_get_utf8(hbFace, id.rawValue, english, &size, &buffer)
        return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The glyph the face drawing `descriptor` has for each scalar, nil where it has none (text
    /// there falls back to another face).
    public func glyphs(for scalars: [Unicode.Scalar], of descriptor: FontDescriptor) throws -> [UInt32?] {
        let face = try face(for: descriptor)
        return scalars.map { face.glyph(for: $0) }
    }

    /// The outline of `glyph` in the face drawing `descriptor`, at its size: points from the pen on
    /// the baseline, y down; empty for a glyph without one.
    public func outline(of glyph: UInt32, in descriptor: FontDescriptor) throws -> Path {
        let font = resolve(descriptor)
        return try face(for: font).outline(of: glyph, pointSize: font.pointSize)
    }

    /// The Unicode scalars the face drawing `descriptor` maps, as ranges in ascending order.
    public func coveredScalars(of descriptor: FontDescriptor) throws -> [ClosedRange<UInt32>] {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(try face(for: descriptor).file.hbFace, set)
        var ranges: [ClosedRange<UInt32>] = []
        var first = UInt32.max, last = UInt32.max  // HB_SET_VALUE_INVALID: from the start
        while hb_set_next_range(set, &first, &last) != 0 { ranges.append(first...last) }
        return ranges
    }
}
