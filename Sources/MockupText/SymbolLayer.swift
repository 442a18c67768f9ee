/// A part of a symbol drawn on its own, for SwiftUI's multi-layer rendering modes
/// (`symbolRenderingMode`). Our glyphs are single-layer; the layers that exist are those of the
/// enclosure variants `SymbolNames` composes (`NAME.circle`, `NAME.square.fill`, ...): the inner
/// symbol is the primary layer and its enclosure the secondary one, as in SF Symbols; and those split
/// out of one glyph by the part its SF name says is apart (a badge, a speaker's waves, a cloud's rain,
/// a slash: `SymbolPieceSplit`, `SymbolCoverage.slash`).
public enum SymbolLayer: Sendable, Hashable {
    /// The whole symbol as one shape (monochrome): a solid enclosure with its inner symbol knocked out.
    case whole
    /// The symbol proper: an enclosure variant's inner symbol, a split glyph's primary part (the badge,
    /// the speaker, the cloud, the slash), any other symbol whole.
    case primary
    /// An enclosure variant's ring or solid, with the inner symbol's area knocked out of a solid one, or
    /// the rest of a split glyph; nothing for symbols with one layer.
    case secondary
}
