/// The inline Markdown SwiftUI reads in a `Text` literal (`LocalizedStringKey`): `**bold**` and
/// `__bold__`, `*italic*` and `_italic_`, `~~strikethrough~~`, `` `code` `` (monospaced, its
/// content literal), `[link](url)` (the tint colour), `^[text](inflect: true)` (Apple's attribute
/// syntax: the text, its nouns agreeing with its numbers) and backslash escapes. Emphasis follows
/// CommonMark's algorithm, as Apple's parser does: delimiter runs that are left- or right-flanking,
/// `_` never opening or closing inside a word (`file_name_v2` stays as it is), closers matched to
/// the nearest opener under the rule of 3, and `***x***` both strong and emphasized. Interpolated
/// values are atoms the Markdown never looks into, as SwiftUI formats them after parsing.
enum InlineMarkdown {
    struct Traits: OptionSet, Hashable {
        let rawValue: Int
        static let bold = Traits(rawValue: 1)
        static let italic = Traits(rawValue: 2)
        static let strikethrough = Traits(rawValue: 4)
        static let code = Traits(rawValue: 8)
        static let link = Traits(rawValue: 16)
        /// `^[3 reply](inflect: true)`: automatic grammar agreement (`EnglishInflection`).
        static let inflect = Traits(rawValue: 32)
    }

    /// A character of the literal, or the interpolated value at an index.
    enum Atom: Equatable {
        case character(Character)
        case value(Int)
    }

    /// Atoms in one set of traits; a link's carry its destination.
    struct Span {
        var atoms: [Atom]
        var traits: Traits
        var destination: String? = nil
    }

    /// Whether `literal` has anything Markdown could style (plain literals skip parsing).
    static func mayStyle(_ literal: String) -> Bool {
        literal.contains { "*_~`[\\".contains($0) }
    }

    /// `atoms` cut into spans of one style, delimiters removed.
    static func parse(_ atoms: [Atom]) -> [Span] {
        var pieces = InlinePieces.tokenized(atoms)
        pieces.resolveEmphasis()
        var spans: [Span] = []
        for piece in pieces.items {
            for atom in piece.shownAtoms {
                if spans.last?.traits == piece.traits && spans.last?.destination == piece.destination {
                    spans[spans.count - 1].atoms.append(atom)
                } else {
                    spans.append(Span(atoms: [atom], traits: piece.traits, destination: piece.destination))
                }
            }
        }
        return spans
    }
}

extension EnvironmentValues {
    /// This environment with Markdown's `traits` applied to the Texts in it.
    func applying(_ traits: InlineMarkdown.Traits) -> EnvironmentValues {
        var environment = self
        if traits.contains(.bold) { environment.fontWeight = .bold }
        if traits.contains(.italic) { environment.italic = true }
        if traits.contains(.code) { environment.setCodeFont() }
        if traits.contains(.strikethrough) { environment.setTextDecoration(.strikethrough, Text.LineStyle()) }
        if traits.contains(.link) { environment.foregroundStyle = AnyShapeStyle(TintShapeStyle()) }
        return environment
    }
}
