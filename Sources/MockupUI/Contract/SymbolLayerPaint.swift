/// How a symbol's layers are painted: SwiftUI's `symbolRenderingMode` resolved against the
/// foreground styles. Only enclosure variants and glyphs with a part apart (a badge, a slash) have a
/// second layer (MockupText's `SymbolLayer`).
public enum SymbolLayerPaint: Hashable, Sendable {
    /// The whole symbol in its paint, an enclosure's inner symbol knocked out (monochrome).
    case single
    /// The symbol proper in its paint and the enclosure, inner symbol knocked out, in `secondary`
    /// (hierarchical, palette).
    case layered(secondary: ResolvedPaint)
}
