import Foundation
import MockupRaster

/// A colour token a guide declares (`static let canvaCyan = Color(red: 0, green: 0.769, blue: 0.8)`),
/// with how colourful its value is when the declaration spells it out, so samples can tell a brand
/// colour from a near-white surface whose name does not say so (`canvaWorkspace`, `#F7F8FA`).
struct ColorToken: Equatable {
    let name: String
    /// How code in another file of the program names the token (`Color.acmeCanvas`, `Theme.canvas`,
    /// `Color.Elevation.background`); nil when it cannot (the token, or a type around it, is private,
    /// or a type around it generic).
    let reference: String?
    /// The sRGB chroma (largest channel minus smallest, 0…1) of the value, nil when the code does
    /// not spell it (an asset colour, a dynamic provider). Translucent values count as 0.
    let chroma: Double?
    /// The opaque sRGB value the declaration spells (a hex code, components, `white:`, `.white` or
    /// `.black`), nil when it spells none.
    let value: SRGBColor?
    /// The lowercased words of the comment that ends the declaration's line (`// #F8F4ED canvas`).
    let commentWords: [String]

    init(name: String, declaration: String, reference: String?) {
        self.name = name
        self.reference = reference
        let firstLine = declaration.prefix { $0 != "\n" }
        commentWords = firstLine.range(of: "//").map { firstLine[$0.upperBound...].lowercased().split { !$0.isLetter }.map(String.init) } ?? []
        let spelled = Self.spelledValue(of: declaration)
        value = spelled
        chroma = Self.isTranslucent(declaration) ? 0 : spelled.map(Self.spread) ?? Self.namedChroma(declaration)
    }

    /// Colourful enough to stand out as a chip's, a label's or a series' colour.
    var isVivid: Bool? { chroma.map { $0 >= 0.2 } }

    /// The `static let name = Color…` / `static let name: Color = …` tokens of `source`, in order.
    static func all(in source: String) -> [ColorToken] {
        let scopes = TypeDeclaration.scopes(in: source)
        // `Color(?!\w)`, not `Color\b`: Swift's default word boundaries are Unicode's, for which
        // `Color.white` is one word.
        return source.matches(of: #/static\s+(?:let|var)\s+(\w+)\s*(?::\s*Color\s*=|=\s*Color(?!\w))/#).map { match in
            // The declaration: up to the next declaration, at most three lines.
            let rest = source[match.range.upperBound...].prefix(400)
            let declaration = (rest.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).prefix(3)
                .joined(separator: "\n").components(separatedBy: "static ").first ?? "").trimmingCharacters(in: .whitespaces)
            let name = String(match.1)
            // `= Color(red: …` leaves `(red: …`, `= Color.white` `.white`, `: Color = .white` `.white`.
            return ColorToken(name: name, declaration: declaration.hasPrefix("Color") ? declaration : "Color(" + declaration,
                              reference: reference(to: name, at: match.range.lowerBound, in: source, scopes: scopes))
        }
    }

    /// How another file names the token `name` declared at `position`: through the types around
    /// it (outer ones first in `scopes`); nil when one of them, or the token, is private, or one is generic.
    private static func reference(to name: String, at position: String.Index, in source: String,
                                  scopes: [TypeDeclaration.Scope]) -> String? {
        let offset = source.utf8.distance(from: source.startIndex, to: position)
        let enclosing = scopes.filter { $0.body.contains(offset) }
        let lineStart = source[..<position].lastIndex(of: "\n").map(source.index(after:)) ?? source.startIndex
        guard !source[lineStart..<position].contains("private"),
              enclosing.allSatisfy({ !$0.isPrivate && !$0.isGeneric }) else { return nil }
        return "\(enclosing.last?.qualifiedName ?? "Color").\(name)"
    }

    /// A declaration with an opacity below one half (`.opacity(0.07)`): a tint, colourless.
    private static func isTranslucent(_ declaration: String) -> Bool {
        declaration.firstMatch(of: #/\.opacity\(\s*([0-9.]+)\s*\)/#).flatMap { Double($0.1) }.map { $0 < 0.5 } ?? false
    }

    /// The first colour `declaration` spells: a hex code (`#7D2AE8`, `0x7D2AE8`, `hex: "7D2AE8"`),
    /// `red:green:blue:` components (fractions or `x / 255`), `white:`, or `.white` / `.black`.
    static func spelledValue(of declaration: String) -> SRGBColor? {
        let hex = declaration.firstMatch(of: #/(?:#|0x|hex:\s*")([0-9A-Fa-f]{6})\b/#)
        let components = declaration.firstMatch(
            of: #/red:\s*([0-9.]+)(?:\s*\/\s*([0-9.]+))?\s*,\s*green:\s*([0-9.]+)(?:\s*\/\s*([0-9.]+))?\s*,\s*blue:\s*([0-9.]+)(?:\s*\/\s*([0-9.]+))?/#)
        let white = declaration.firstMatch(of: #/white:\s*([0-9.]+)/#)
        let positions = [hex?.range.lowerBound, components?.range.lowerBound, white?.range.lowerBound]
        guard let first = positions.compactMap({ $0 }).min() else {
            let named = declaration.firstMatch(of: #/^Color\(?\s*\.?(white|black)\b/#)?.1
            return named.map { $0 == "white" ? .white : .black }
        }
        if let hex, hex.range.lowerBound == first, let value = Int(hex.1, radix: 16) {
            return SRGBColor(r8: value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        }
        if let components, components.range.lowerBound == first {
            func channel(_ number: Substring, _ divisor: Substring?) -> Double {
                (Double(number) ?? 0) / (divisor.flatMap { Double($0) } ?? 1)
            }
            var rgb = [channel(components.1, components.2), channel(components.3, components.4), channel(components.5, components.6)]
            // Components written out of 255 without the division (`red: 125`).
            if rgb.contains(where: { $0 > 1 }) { rgb = rgb.map { $0 / 255 } }
            return SRGBColor(red: rgb[0], green: rgb[1], blue: rgb[2])
        }
        let level = white.flatMap { Double($0.1) } ?? 0
        return SRGBColor(red: level, green: level, blue: level)
    }

    /// `Color.white`, `.gray` and their kind are neutral; `.blue`, `.orange` and the other system
    /// hues colourful; anything else unknown.
    private static func namedChroma(_ declaration: String) -> Double? {
        // `Color.white`, `Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`, `Color(UIColor.label)`.
        guard let match = declaration.firstMatch(of: #/^Color\(*\s*(?:uiColor:\s*|UIColor)?\.?(\w+)/#) else { return nil }
        // `.systemGray6` is a gray, `.systemBlue` a blue, `.systemGroupedBackground` a surface.
        let name = match.1.lowercased().replacing(#/^system/#, with: "")
        if ["white", "black", "gray", "grey", "clear", "primary", "secondary", "tertiary", "quaternary", "label", "background",
            "grouped", "fill", "separator", "opaqueseparator", "placeholder", "darktext", "lighttext"]
            .contains(where: { name.hasPrefix($0) }) { return 0 }
        if ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"].contains(name) {
            return 0.8
        }
        return nil
    }

    private static func spread(_ color: SRGBColor) -> Double {
        max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue)
    }
}
