import Foundation

/// Splits PostScript-style names (`Inter-ExtraBoldItalic`, `Manrope-SemiBold`, `RobotoMono-Medium`,
/// Monotype's `Arial-BoldMT`, `HelveticaNeue-CondensedBold`) into family, weight class, italic and width.
enum FontNameParser {
    /// The parsed parts; `weight` is nil when the name has no weight word (the family's regular).
    struct Parts: Equatable {
        let family: String
        let weight: Int?
        let italic: Bool
        /// The style names a narrower cut (`HelveticaNeue-CondensedBold`, `Futura-CondensedMedium`).
        var condensed = false
    }

    /// Weight words as fonts spell them, lowercased, to OpenType weight classes.
    static let weightWords: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "regular": 400, "normal": 400, "book": 400, "roman": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800, "heavy": 800,
        "black": 900, "extrablack": 950, "ultrablack": 950,
    ]

    /// The parts of `name`, or nil when the style part is not a weight word plus optional "Italic".
    static func parse(_ name: String) -> Parts? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let dash = trimmed.firstIndex(of: "-") else {
            return Parts(family: trimmed, weight: nil, italic: false)
        }
        let family = String(trimmed[..<dash])
        var style = trimmed[trimmed.index(after: dash)...].replacingOccurrences(of: " ", with: "").lowercased()
        if style.hasSuffix("mt") { style.removeLast(2) }   // Monotype's names: `Arial-BoldItalicMT`
        var italic = false
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
            italic = true
            style.removeLast(suffix.count)
        }
        let condensed = style.hasPrefix("condensed")
        if condensed { style.removeFirst("condensed".count) }
        if style.isEmpty { return Parts(family: family, weight: nil, italic: italic, condensed: condensed) }
        guard let weight = weightWords[style] else { return nil }
        return Parts(family: family, weight: weight, italic: italic, condensed: condensed)
    }
}
