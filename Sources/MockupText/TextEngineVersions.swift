import CFreeType
import CHarfBuzz

/// The versions of the system libraries that shape and rasterize text. Goldens record them
/// (`Golden/VERSIONS`), because another HarfBuzz or FreeType can move glyphs by a pixel.
public enum TextEngineVersions {
    /// HarfBuzz's version, e.g. `8.3.0`.
    public static let harfBuzz = String(cString: hb_version_string())

    /// FreeType's version, e.g. `2.13.2`.
    public static let freeType: String = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }()

    /// `name → version` for every library that affects text pixels.
    public static var all: [String: String] { ["freetype": freeType, "harfbuzz": harfBuzz] }
}
