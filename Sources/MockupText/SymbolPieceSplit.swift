/// How SF layers a symbol that one font glyph draws with a part apart from the rest of its ink
/// (docs/SYMBOLS.md, Rendering modes): the glyph's separate piece of ink nearest an anchor (a corner or
/// an edge of the ink) is SF's **primary** layer, everything else the **secondary** one. The SF name
/// says which part that is — the badge of `bell.badge` and `person.badge.plus` at the top trailing
/// corner, the speaker of `speaker.wave.2` at the leading edge, the cloud of `cloud.rain` at the top and
/// of `cloud.sun` at the bottom leading corner, the arrow of `square.and.arrow.up` at the top.
struct SymbolPieceSplit: Hashable, Sendable {
    /// Where the primary piece lies in the glyph's ink.
    enum Anchor: Hashable, Sendable {
        case topTrailing
        case leading
        case top
        case bottomLeading
        case bottomTrailing

        /// How far pixel (`x`, `y`) of a mask `width` × `height` is from the anchor, in steps.
        func distance(x: Int, y: Int, width: Int, height: Int) -> Int {
            switch self {
            case .topTrailing: return (width - 1 - x) + y
            case .leading: return x
            case .top: return y
            case .bottomLeading: return x + (height - 1 - y)
            case .bottomTrailing: return (width - 1 - x) + (height - 1 - y)
            }
        }
    }

    let anchor: Anchor
    /// The share of the glyph's covered pixels the anchored piece must have to be apart; outside it
    /// (a badge joined to its symbol, a cloud missing from Material's glyph) the glyph stays one layer.
    let share: ClosedRange<Double>

    /// A small mark where Material's glyph `glyph` draws it: at the top trailing corner (the dot of
    /// `bell.badge`, the plus of `person.badge.plus`) unless `badgeAnchors` says otherwise.
    static func badge(in glyph: String) -> SymbolPieceSplit {
        SymbolPieceSplit(anchor: badgeAnchors[glyph] ?? .topTrailing, share: 0...0.4)
    }

    /// The split of SF's symbol `name` (any `.fill` form) drawn by Material's glyph `glyph`, or nil when
    /// the name has no part apart.
    static func of(_ name: String, glyph: String) -> SymbolPieceSplit? {
        let parts = name.split(separator: ".").map(String.init).filter { $0 != "fill" }
        guard let last = parts.last else { return nil }
        if last == "badge" || (parts.count > 2 && parts[parts.count - 2] == "badge" && badgeMarks.contains(last)) {
            return badge(in: glyph)
        }
        if parts.count == 3 && parts[0] == "speaker" && parts[1] == "wave" {
            return SymbolPieceSplit(anchor: .leading, share: body)
        }
        if parts.first == "cloud" {
            if parts.dropFirst().contains(where: { precipitation.contains($0) }) { return SymbolPieceSplit(anchor: .top, share: body) }
            if parts.dropFirst().contains(where: { $0 == "sun" || $0 == "moon" }) {
                return SymbolPieceSplit(anchor: .bottomLeading, share: body)
            }
        }
        if parts == ["square", "and", "arrow", "up"] || parts == ["square", "and", "arrow", "down"] {
            return SymbolPieceSplit(anchor: .top, share: body)
        }
        return nil
    }

    /// The share of a piece that is a symbol's body or main part (a speaker, a cloud, an arrow): some of
    /// the ink, not all of it (Mockup's bounds, from Material's glyphs: a cloud is 69–80 % of `rainy` …
    /// `foggy`, the speaker 54 % of `volume_up`, the arrow 32 % of `ios_share`; a rain streak of
    /// `rainy_heavy`, which has no cloud, 25 %).
    private static let body = 0.3...0.95

    /// The marks SF draws as a badge after `.badge.` (`person.badge.plus`, `person.crop.circle.badge.xmark`).
    private static let badgeMarks: Set<String> = ["plus", "minus", "checkmark", "xmark", "exclamationmark"]

    /// Material's badged glyphs whose mark is not at the top trailing corner: `add_shopping_cart`
    /// (`cart.badge.plus`, `bag.badge.plus`) puts its plus above the middle of the basket, higher than
    /// the handle; `calendar_add_on` (`calendar.badge.plus`) at the bottom trailing corner, where SF's is.
    private static let badgeAnchors: [String: Anchor] = ["add_shopping_cart": .top, "calendar_add_on": .bottomTrailing]

    /// What falls from SF's weather clouds (`cloud.rain`, `cloud.bolt`, `cloud.sun.bolt`), below the cloud.
    private static let precipitation: Set<String> = ["rain", "drizzle", "heavyrain", "snow", "hail", "sleet", "bolt", "fog"]
}
