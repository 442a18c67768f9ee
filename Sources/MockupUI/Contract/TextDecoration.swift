/// An underline or strikethrough of a Text, resolved: where, in which dash pattern and paint.
public struct TextDecoration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case underline, strikethrough }
    /// `Text.LineStyle.Pattern`: dash lengths are multiples of the stroke's thickness (docs/TEXT.md §7).
    public enum Pattern: Hashable, Sendable {
        case solid, dot, dash, dashDot, dashDotDot

        /// Alternating on/off lengths in thicknesses; empty = solid.
        var dashes: [Double] {
            switch self {
            case .solid: return []
            case .dot: return [1, 2]
            case .dash: return [4, 2]
            case .dashDot: return [4, 2, 1, 2]
            case .dashDotDot: return [4, 2, 1, 2, 1, 2]
            }
        }
    }
    public var kind: Kind
    public var pattern: Pattern
    /// nil = the text's own paint.
    public var paint: ResolvedPaint?

    public init(kind: Kind, pattern: Pattern = .solid, paint: ResolvedPaint? = nil) {
        self.kind = kind; self.pattern = pattern; self.paint = paint
    }
}
