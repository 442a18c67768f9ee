/// A literal's inline Markdown as CommonMark's parser holds it before emphasis is resolved: text
/// atoms already styled by code spans, links and escapes, and delimiter runs of `*`, `_` and `~~`
/// that may open or close emphasis (CommonMark 0.31, §6.2 and "Phase 2: inline structure").
struct InlinePieces {
    /// A run of one delimiter character and what it may do, from the characters around it.
    struct DelimiterRun {
        let character: Character
        /// The run's length as written: the rule of 3 compares these.
        let length: Int
        /// The characters not yet used by a match; those left over show as text.
        var remaining: Int
        var canOpen: Bool
        var canClose: Bool
    }

    /// Atoms in one style, or a delimiter run (its left-over characters in the style it ends up in).
    struct Piece {
        var atoms: [InlineMarkdown.Atom]
        var traits: InlineMarkdown.Traits
        var destination: String?
        var run: DelimiterRun?

        /// What the piece shows: its atoms, or the run's characters no match used.
        var shownAtoms: [InlineMarkdown.Atom] {
            guard let run else { return atoms }
            return Array(repeating: .character(run.character), count: run.remaining)
        }
    }

    private(set) var items: [Piece] = []

    /// `atoms` cut into pieces: escapes, code spans, `^[…](…)` attributes and links resolved
    /// (a link's text parsed on its own, as CommonMark does), delimiter runs left for `resolveEmphasis`.
    static func tokenized(_ atoms: [InlineMarkdown.Atom]) -> InlinePieces {
        var pieces = InlinePieces()
        func character(_ index: Int) -> Character? {
            guard atoms.indices.contains(index), case .character(let c) = atoms[index] else { return nil }
            return c
        }
        func text(_ range: Range<Int>) -> String {
            String(atoms[range].compactMap { atom -> Character? in
                if case .character(let c) = atom { return c } else { return nil }
            })
        }
        func append(_ spans: [InlineMarkdown.Span], adding traits: InlineMarkdown.Traits = [], destination: String? = nil) {
            for span in spans {
                pieces.items.append(Piece(atoms: span.atoms, traits: span.traits.union(traits),
                                          destination: destination ?? span.destination))
            }
        }
        var i = 0
        while i < atoms.count {
            guard let c = character(i) else { append([.init(atoms: [atoms[i]], traits: [])]); i += 1; continue }
            if c == "\\", let next = character(i + 1), next.isPunctuation || next.isSymbol {
                append([.init(atoms: [.character(next)], traits: [])]); i += 2; continue
            }
            if c == "`", let end = (i + 1..<atoms.count).first(where: { character($0) == "`" }) {
                append([.init(atoms: Array(atoms[(i + 1)..<end]), traits: .code)])
                i = end + 1; continue
            }
            // `[text](destination)`, and Apple's `^[text](attribute: value)`: the text shows,
            // inflected when asked.
            let isAttribute = c == "^" && character(i + 1) == "["
            if c == "[" || isAttribute {
                let open = isAttribute ? i + 1 : i
                if let close = (open + 1..<atoms.count).first(where: { character($0) == "]" }), character(close + 1) == "(",
                   let end = (close + 2..<atoms.count).first(where: { character($0) == ")" }) {
                    let inner = InlineMarkdown.parse(Array(atoms[(open + 1)..<close]))
                    let target = text(close + 2..<end)
                    if isAttribute {
                        append(inner, adding: target.replacingOccurrences(of: " ", with: "").contains("inflect:true") ? .inflect : [])
                    } else {
                        append(inner, adding: .link, destination: target)
                    }
                    i = end + 1; continue
                }
            }
            if "*_~".contains(c) {
                var end = i
                while character(end) == c { end += 1 }
                if c != "~" || end - i == 2 {
                    pieces.items.append(Piece(atoms: [], traits: [], destination: nil,
                                              run: delimiterRun(c, length: end - i,
                                                                before: i > 0 ? flankingClass(atoms[i - 1]) : .whitespace,
                                                                after: end < atoms.count ? flankingClass(atoms[end]) : .whitespace)))
                    i = end; continue
                }
                append([.init(atoms: Array(atoms[i..<end]), traits: [])]); i = end; continue
            }
            append([.init(atoms: [atoms[i]], traits: [])]); i += 1
        }
        return pieces
    }

    /// How a neighbour of a delimiter run counts for flanking: Unicode whitespace (and the
    /// literal's ends), Unicode punctuation or symbol, or anything else (an interpolated value too).
    enum FlankingClass { case whitespace, punctuation, other }

    static func flankingClass(_ atom: InlineMarkdown.Atom) -> FlankingClass {
        guard case .character(let c) = atom else { return .other }
        if c.isWhitespace { return .whitespace }
        return c.isPunctuation || c.isSymbol ? .punctuation : .other
    }

    /// CommonMark's left- and right-flanking rules, and `_`'s stricter use inside words.
    static func delimiterRun(_ character: Character, length: Int, before: FlankingClass, after: FlankingClass) -> DelimiterRun {
        let leftFlanking = after != .whitespace && (after != .punctuation || before != .other)
        let rightFlanking = before != .whitespace && (before != .punctuation || after != .other)
        let canOpen = character == "_" ? leftFlanking && (!rightFlanking || before == .punctuation) : leftFlanking
        let canClose = character == "_" ? rightFlanking && (!leftFlanking || after == .punctuation) : rightFlanking
        return DelimiterRun(character: character, length: length, remaining: length, canOpen: canOpen, canClose: canClose)
    }

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener of its
    /// character allowed by the rule of 3; two characters from each make strong emphasis when both
    /// have two, else one makes emphasis (`~~` pairs make strikethrough). What lies between gets
    /// the style, and the runs inside can no longer match.
    mutating func resolveEmphasis() {
        var closerIndex = 0
        while closerIndex < items.count {
            guard let closer = items[closerIndex].run, closer.canClose, closer.remaining > 0,
                  let openerIndex = items[..<closerIndex].lastIndex(where: { piece in
                      guard let opener = piece.run else { return false }
                      return opener.character == closer.character && opener.canOpen && opener.remaining > 0
                          && Self.obeysRuleOfThree(opener: opener, closer: closer)
                  }), let opener = items[openerIndex].run
            else { closerIndex += 1; continue }
            let used = closer.character == "~" || min(opener.remaining, closer.remaining) >= 2 ? 2 : 1
            let trait: InlineMarkdown.Traits = closer.character == "~" ? .strikethrough : used == 2 ? .bold : .italic
            items[openerIndex].run?.remaining -= used
            items[closerIndex].run?.remaining -= used
            for inside in (openerIndex + 1)..<closerIndex {
                items[inside].traits.insert(trait)
                items[inside].run?.canOpen = false
                items[inside].run?.canClose = false
            }
            if items[closerIndex].run?.remaining == 0 { closerIndex += 1 }
        }
    }

    /// When either run can both open and close, their lengths must not sum to a multiple of 3
    /// unless both lengths are multiples of 3 (`*a **b** c*` stays nested, `*a**` does not pair).
    static func obeysRuleOfThree(opener: DelimiterRun, closer: DelimiterRun) -> Bool {
        guard opener.canClose || closer.canOpen else { return true }
        return (opener.length + closer.length) % 3 != 0 || (opener.length % 3 == 0 && closer.length % 3 == 0)
    }
}
