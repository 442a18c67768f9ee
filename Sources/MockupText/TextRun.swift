/// One styled piece of a text laid out as a single paragraph with its neighbours (`Text + Text`,
/// `AttributedString` runs): characters or an inline SF Symbol, in its own style.
public struct TextRun: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case text(String)
        /// `Text(Image(systemName:))`: the symbol sized by the run's font, standing on the baseline
        /// like a glyph (one U+FFFC character of the text).
        case symbol(name: String, scale: SymbolScale)
    }
    public var content: Content
    public var style: TextStyle

    public init(_ content: Content, style: TextStyle) { self.content = content; self.style = style }

    /// The characters the run adds to the text.
    var string: String {
        switch content {
        case .text(let string): return string
        case .symbol: return "\u{FFFC}"
        }
    }
}
