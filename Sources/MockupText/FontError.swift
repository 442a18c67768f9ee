/// Why a font could not be used. Every case names the file or name involved and says what to do.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// The bundled fonts folder could not be found.
    case fontsDirectoryNotFound(searched: [String])
    /// A font file the catalogue expects is missing.
    case missingFile(path: String)
    /// FreeType or HarfBuzz could not read the file.
    case corruptFile(path: String, reason: String)
    /// A user's font file (registered with `FontLibrary.registerFonts(in:)`) that FreeType cannot read.
    case unreadableUserFont(path: String, reason: String)
    /// A folder of user fonts that does not exist.
    case userFontsFolderNotFound(path: String)
    /// A point size outside `FontDescriptor.sizeLimit`.
    case invalidSize(points: Double)
    /// Glyphs would be rasterized above `GlyphLimits.maxPixelsPerEm` (font size × scale).
    case glyphTooLarge(pixelsPerEm: Double)
    /// A FreeType call failed on a file that did load.
    case freeType(path: String, call: String, code: Int32)

    public var description: String {
        switch self {
        case .fontsDirectoryNotFound(let searched):
            return "Mockup's Fonts folder (with FONTS.md) was not found; looked in: "
                + searched.joined(separator: ", ")
                + ". Set MOCKUP_FONTS_DIR to the repository's Fonts folder."
        case .missingFile(let path):
            return "Font file '\(path)' is missing. Restore it from the repository (see Fonts/FONTS.md)."
        case .corruptFile(let path, let reason):
            return "Font file '\(path)' could not be read (\(reason)). Replace it with the file listed in Fonts/FONTS.md."
        case .unreadableUserFont(let path, let reason):
            return "Font file '\(path)' could not be registered (\(reason)). Replace it with a working .ttf/.otf/.ttc or remove it from the folder."
        case .userFontsFolderNotFound(let path):
            return "Fonts folder '\(path)' does not exist; give a folder of .ttf/.otf/.ttc files."
        case .invalidSize(let points):
            return "Font size \(points) pt is outside \(Int(FontDescriptor.sizeLimit.lowerBound))…"
                + "\(Int(FontDescriptor.sizeLimit.upperBound)) pt; use a finite, non-negative size."
        case .glyphTooLarge(let pixels):
            return "Text would be drawn \(pixels) px per em, above the \(Int(GlyphLimits.maxPixelsPerEm)) px limit; "
                + "reduce the font size or the scale effect."
        case .freeType(let path, let call, let code):
            return "FreeType \(call) failed for '\(path)' with error \(code) (\(FontError.freeTypeErrorName(code)))."
        }
    }

    /// FreeType's error names (Debian builds FreeType without `FT_Error_String`).
    static func freeTypeErrorName(_ code: Int32) -> String {
        switch code {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x06: return "invalid argument"
        case 0x07: return "unimplemented feature"
        case 0x08: return "broken table"
        case 0x10: return "invalid glyph index"
        case 0x12: return "invalid glyph format"
        case 0x13: return "cannot render glyph"
        case 0x14: return "invalid outline"
        case 0x17: return "invalid pixel size"
        case 0x40: return "out of memory"
        case 0x8E: return "table missing"
        default: return "FreeType error"
        }
    }
}
