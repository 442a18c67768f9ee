/// The inline Markdown SwiftUI reads in a `Text` literal (`LocalizedStringKey`): `**bold**` and
/// `__bold__`, `*italic*` and `_italic_`, `~~strikethrough~~`, `` `code` `` (monospaced, its
/// content literal), `[link](url)` (the tint colour), `^[text](inflect: true)` (Apple's attribute
/// syntax: the text, its nouns agreeing with its numbers) and backslash escapes. Delimiters follow
/// CommonMark's flanking rules in short: an opener is not followed by a space, a closer not preceded
/// by one, and `_` never opens or closes inside a word (`file_name_v2` stays as it is). Interpolated
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
        var spans: [Span] = []
        var traits: Traits = []
        var destination: String?
        func emit(_ atom: Atom) {
            if spans.last?.traits == traits && spans.last?.destination == destination { spans[spans.count - 1].atoms.append(atom) }
            else { spans.append(Span(atoms: [atom], traits: traits, destination: destination)) }
        }
        func character(_ index: Int) -> Character? {
            guard atoms.indices.contains(index), case .character(let c) = atoms[index] else { return nil }
            return c
        }
        func matches(_ delimiter: String, at index: Int) -> Bool {
            delimiter.enumerated().allSatisfy { character(index + $0.offset) == $0.element }
        }
        func canOpen(_ delimiter: String, at index: Int) -> Bool {
            let next = character(index + delimiter.count)
            if next?.isWhitespace ?? (index + delimiter.count >= atoms.count) { return false }
            return delimiter.first != "_" || !(character(index - 1)?.isLetter ?? false || character(index - 1)?.isNumber ?? false)
        }
        func canClose(_ delimiter: String, at index: Int) -> Bool {
            guard let previous = character(index - 1) ?? (index > 0 ? "x" : nil), !previous.isWhitespace else { return false }
            let next = character(index + delimiter.count)
            return delimiter.first != "_" || !(next?.isLetter ?? false || next?.isNumber ?? false)
        }
        /// The index of the closer of `delimiter` opened at `index`, if any.
        func closer(_ delimiter: String, after index: Int) -> Int? {
            var k = index + delimiter.count + 1
            while k < atoms.count {
                if character(k - 1) == "\\" { k += 1; continue }
                if matches(delimiter, at: k) && canClose(delimiter, at: k) { return k }
                k += 1
            }
            return nil
        }
        let delimiters: [(String, Traits)] = [("**", .bold), ("__", .bold), ("~~", .strikethrough), ("*", .italic), ("_", .italic)]
        var open: [String: Int] = [:]   // delimiter → index of its closer
        var i = 0
        scan: while i < atoms.count {
            guard let c = character(i) else { emit(atoms[i]); i += 1; continue }
            if c == "\\", let next = character(i + 1), next.isPunctuation || next.isSymbol {
                emit(.character(next)); i += 2; continue
            }
            if c == "`", let end = (i + 1..<atoms.count).first(where: { character($0) == "`" }) {
                traits.insert(.code)
                for atom in atoms[(i + 1)..<end] { emit(atom) }
                traits.remove(.code)
                i = end + 1; continue
            }
            // `^[text](attribute: value)`: Apple's attribute syntax; the text shows, inflected when asked.
            if c == "^", character(i + 1) == "[", let close = (i + 2..<atoms.count).first(where: { character($0) == "]" }),
               character(close + 1) == "(", let end = (close + 2..<atoms.count).first(where: { character($0) == ")" }) {
                let attributes = String(atoms[(close + 2)..<end].compactMap { atom -> Character? in
                    if case .character(let c) = atom { return c } else { return nil }
                }).replacingOccurrences(of: " ", with: "")
                let before = traits
                for span in parse(Array(atoms[(i + 2)..<close])) {
                    traits = before.union(span.traits)
                    if attributes.contains("inflect:true") { traits.insert(.inflect) }
                    span.atoms.forEach(emit)
                }
                traits = before
                i = end + 1; continue
            }
            if c == "[", let close = (i + 1..<atoms.count).first(where: { character($0) == "]" }),
               character(close + 1) == "(", let end = (close + 2..<atoms.count).first(where: { character($0) == ")" }) {
                let before = traits
                destination = String(atoms[(close + 2)..<end].compactMap { atom -> Character? in
                    if case .character(let c) = atom { return c } else { return nil }
                })
                traits.insert(.link)
                for span in parse(Array(atoms[(i + 1)..<close])) {
                    traits = before.union(span.traits).union(.link)
                    span.atoms.forEach(emit)
                }
                traits = before
                destination = nil
                i = end + 1; continue
            }
            for (delimiter, trait) in delimiters where matches(delimiter, at: i) {
                if open[delimiter] == i {
                    open[delimiter] = nil
                    traits.remove(trait)
                    i += delimiter.count; continue scan
                }
                if open[delimiter] == nil, !traits.contains(trait), canOpen(delimiter, at: i),
                   let end = closer(delimiter, after: i) {
                    open[delimiter] = end
                    traits.insert(trait)
                    i += delimiter.count; continue scan
                }
            }
            emit(.character(c)); i += 1
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
