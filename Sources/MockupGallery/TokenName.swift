import MockupRaster

/// What a colour token's name says about it: the colour scheme it belongs to (`acmeDarkCanvas`,
/// `amCanvasLight`, `calTextPrimaryDk`) and its role (a canvas or a text colour).
struct TokenName {
    /// The lower-cased camel-case words of the name (`acmeDarkTextPrimary` → acme dark text primary).
    let words: [String]

    init(_ name: String) {
        var words: [String] = []
        var current = ""
        for character in name {
            let startsWord = character.isUppercase || (character.isNumber && !(current.last?.isNumber ?? true))
            if character == "_" || (startsWord && !current.isEmpty) {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words.map { $0.lowercased() }
    }

    private static let darkWords: Set<String> = ["dark", "dk", "night", "dusk", "midnight"]
    private static let lightWords: Set<String> = ["light", "lt", "day"]

    /// The scheme the name marks (`Dark`, `Dk`, `Night`, `Dusk`, a final `D`; `Light`, `Lt`, `Day`, a final
    /// `L`), or nil.
    var scheme: TokenScheme? {
        let final = words.count > 1 ? words.last : nil
        if words.contains(where: Self.darkWords.contains) || final == "d" { return .dark }
        if words.contains(where: Self.lightWords.contains) || final == "l" { return .light }
        return nil
    }

    /// A page background: `Canvas`, or `Background`/`Bg` when the guide names no canvas.
    var isCanvas: Bool { has("canvas") }
    var isBackground: Bool { !isText && (has("background") || has("bg")) }
    /// A text colour: `Text…` or `…Ink` (not `OnX` colours drawn on a brand fill).
    var isText: Bool { (has("text") || has("ink")) && !has("on") }
    /// `Primary`/`Prim`: the main text colour of its scheme.
    var isPrimary: Bool { has("primary") || has("prim") }
    /// A text colour for the canvas itself (`acmeTextPrimary`, `acmeDarkTextSec`, `claudeInk`), not
    /// for a surface of its own (`slackSidebarText`, `acmeTagInk`): its name has no other word
    /// than the brand, text, rank and scheme words.
    var isCanvasText: Bool {
        let plain: Set<String> = ["text", "ink", "label", "primary", "prim", "secondary", "sec", "body", "dark", "dk", "d",
                                  "light", "lt", "l", "night", "dusk", "midnight", "day"]
        return isText && words.dropFirst().allSatisfy(plain.contains)
    }
    /// Text that WCAG lets fall below 4.5:1: disabled, placeholder, tertiary and muted text.
    var isSecondaryText: Bool { ["disabled", "placeholder", "tertiary", "quaternary", "muted"].contains(where: has) }

    private func has(_ word: String) -> Bool { words.contains(word) }
}

/// A colour scheme as the gallery pairs tokens with it.
public enum TokenScheme: String, Sendable, CaseIterable {
    case light, dark

    /// The scheme a colour looks like as a background: dark when white text contrasts more with it
    /// than black text.
    init(appearanceOf color: SRGBColor) {
        let opaque = ContrastRatio.composite(color, over: .white)
        self = ContrastRatio.ratio(.white, on: opaque) > ContrastRatio.ratio(.black, on: opaque) ? .dark : .light
    }

    /// iOS's system background of the scheme, used when a guide names no canvas.
    var systemBackground: SRGBColor { self == .light ? .white : .black }

    var other: TokenScheme { self == .light ? .dark : .light }
}
