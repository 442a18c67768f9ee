import Foundation

/// Splits PostScript-style names (`Inter-ExtraBoldItalic`, `Manrope-SemiBold`, `RobotoMono-Medium`)
/// into family, weight class and italic.
enum FontNameParser {
    /// The parsed parts; `weight` is nil when the name has no weight word (the family's regular).
    struct Parts: Equatable {
        let family: String
        let weight: Int?
        let italic: Bool
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
        "black": 900,
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
        var italic = false
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
            italic = true
            style.removeLast(suffix.count)
        }
        if style.isEmpty { return Parts(family: family, weight: nil, italic: italic) }
        guard let weight = weightWords[style] else { return nil }
        return Parts(family: family, weight: weight, italic: italic)
    }
}
