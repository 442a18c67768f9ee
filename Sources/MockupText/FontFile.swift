import CFreeType
import CHarfBuzz
import CShims
import Foundation

/// One variation axis of a font file (`wght`, `opsz`, `FILL`, ...).
struct VariationAxis: Sendable {
    let tag: String
    let minimum: Double
    let defaultValue: Double
    let maximum: Double
}

/// A font file read into memory once, with its HarfBuzz face and the metrics every instance shares.
///
/// Immutable after `init`, so it is safe to share between threads. FreeType faces are created per
/// instance (see `FontFace`) from the same bytes.
final class FontFile: @unchecked Sendable {
    let path: String
    /// The face of a collection (`.ttc`) this is; 0 for a single-face file.
    let faceIndex: Int
    let bytes: UnsafeMutableRawBufferPointer
    let hbFace: OpaquePointer
    let unitsPerEm: Double
    /// hhea ascender, descender (positive magnitude) and line gap, and OS/2 cap height, in font units.
    let ascender: Double, descender: Double, lineGap: Double, capHeight: Double
    /// Centre of the underline stroke (y up) and its thickness (FreeType's reading of `post`), and
    /// OS/2's strikeout stroke top (y up) and size, in font units.
    let underlinePosition: Double, underlineThickness: Double, strikeoutPosition: Double, strikeoutSize: Double
    /// OS/2's x height in font units (half the cap height in a font without one), and the `post`
    /// table's italic angle in degrees (negative when the face leans right).
    let xHeight: Double, italicAngle: Double
    let axes: [VariationAxis]
    /// The single colour bitmap strike's ppem (Noto Color Emoji: 109), nil for outline fonts.
    let bitmapStrikePPEM: Double?
    /// OpenType feature tags in GSUB and GPOS.
    let featureTags: Set<String>

    init(path: String, faceIndex: Int = 0) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw FontError.missingFile(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError.corruptFile(path: path, reason: "the file cannot be read; check its permissions")
        }
        guard data.count >= 12 else {
            throw FontError.corruptFile(path: path, reason: "only \(data.count) bytes, too short for a font")
        }
        try data.withUnsafeBytes { try SfntTableDirectory.validate($0, path: path) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            bytes.deallocate()
            throw FontError.corruptFile(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var facePointer: FT_Face?
        let error = FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(bytes.count), FT_Long(faceIndex), &facePointer)
        guard error == 0, let face = facePointer else {
            bytes.deallocate()
            throw FontError.corruptFile(path: path, reason: "FreeType error \(error): \(FontError.freeTypeErrorName(error))")
        }
        defer { FT_Done_Face(face) }
        guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) else {
            bytes.deallocate()
            throw FontError.corruptFile(path: path, reason: "no hhea table")
        }
        self.path = path
        self.faceIndex = faceIndex
        self.bytes = bytes
        ascender = Double(hhea.pointee.Ascender)
        descender = Double(abs(Int(hhea.pointee.Descender)))
        lineGap = Double(hhea.pointee.Line_Gap)
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version >= 2, os2.pointee.sCapHeight > 0 {
            capHeight = Double(os2.pointee.sCapHeight)
        } else {
            capHeight = Double(hhea.pointee.Ascender) * 0.7
        }
        underlinePosition = Double(face.pointee.underline_position)
        underlineThickness = Double(face.pointee.underline_thickness)
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.yStrikeoutSize > 0 {
            strikeoutPosition = Double(os2.pointee.yStrikeoutPosition)
            strikeoutSize = Double(os2.pointee.yStrikeoutSize)
        } else {
            strikeoutSize = underlineThickness
            strikeoutPosition = capHeight / 2 + strikeoutSize / 2
        }
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version >= 2, os2.pointee.sxHeight > 0 {
            xHeight = Double(os2.pointee.sxHeight)
        } else {
            xHeight = capHeight / 2
        }
        let post = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self)
        italicAngle = post.map { Double($0.pointee.italicAngle) / 65536 } ?? 0
        axes = FontFile.readAxes(library: library, face: face)
        if mockup_ft_is_scalable(face) == 0, mockup_ft_has_fixed_sizes(face) != 0, face.pointee.num_fixed_sizes > 0 {
            bitmapStrikePPEM = Double(face.pointee.available_sizes[0].y_ppem) / 64
        } else {
            bitmapStrikePPEM = nil
        }
        let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        unitsPerEm = Double(max(hb_face_get_upem(hbFace), 1))   // FreeType reports 0 for bitmap-only fonts
        featureTags = FontFile.readFeatureTags(hbFace)
    }

    deinit {
        hb_face_destroy(hbFace)
        bytes.deallocate()
    }

    /// The axis with this tag, if the file is variable along it.
    func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }

    private static func readAxes(library: FT_Library, face: FT_Face) -> [VariationAxis] {
        guard mockup_ft_has_multiple_masters(face) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            return VariationAxis(tag: OpenTypeTag.string(UInt32(truncatingIfNeeded: axis.tag)),
                                 minimum: Double(axis.minimum) / 65536, defaultValue: Double(axis.def) / 65536,
                                 maximum: Double(axis.maximum) / 65536)
        }
    }

    private static func readFeatureTags(_ face: OpaquePointer) -> Set<String> {
        var tags: Set<String> = []
        for table in ["GSUB", "GPOS"] {
            var buffer = [hb_tag_t](repeating: 0, count: 256)
            var count = UInt32(buffer.count)
            hb_ot_layout_table_get_feature_tags(face, OpenTypeTag.value(table), 0, &count, &buffer)
            for tag in buffer.prefix(Int(count)) { tags.insert(OpenTypeTag.string(tag)) }
        }
        return tags
    }
}

/// Four-character OpenType tags as strings and as big-endian 32-bit values.
enum OpenTypeTag {
    static func value(_ tag: String) -> UInt32 {
        var result: UInt32 = 0
        for byte in tag.utf8.prefix(4) { result = result << 8 | UInt32(byte) }
        return result
    }
    static func string(_ value: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
