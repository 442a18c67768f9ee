/// Follows `#if` / `#elseif` / `#else` / `#endif` through Swift code line by line and tells whether
/// the current line is in a branch an iPhone build leaves out for certain: one whose condition is
/// false there (`#if canImport(AppKit) && !targetEnvironment(macCatalyst)`, `#if os(macOS)`), or an
/// `#else` after a branch that is taken. A condition with a term Mockup cannot decide (`DEBUG`,
/// `swift(>=5.9)`, a flag of the app's) leaves its branch possibly active.
struct ConditionalBranches {
    /// Per open `#if`: whether some branch so far is taken, and whether the current one is; nil when unknown.
    private var frames: [(taken: Bool?, active: Bool?)] = []

    /// Whether the lines read last are certainly compiled out on an iPhone.
    var isInactive: Bool { frames.contains { $0.active == false } }

    /// Reads one line of code (leading blanks trimmed); lines that are not directives change nothing.
    mutating func read(line: Substring) {
        let words = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        guard let directive = words.first, directive.hasPrefix("#") else { return }
        let condition = words.count > 1 ? Self.value(of: words[1]) : nil
        switch directive {
        case "#if":
            frames.append((condition, condition))
        case "#elseif" where !frames.isEmpty:
            let taken = frames[frames.count - 1].taken
            let active: Bool? = taken == true ? false : taken == false ? condition : (condition == false ? false : nil)
            frames[frames.count - 1] = (taken == true || condition == true ? true : taken == false && condition == false ? false : nil, active)
        case "#else" where !frames.isEmpty:
            let taken = frames[frames.count - 1].taken
            frames[frames.count - 1] = (true, taken.map { !$0 })
        case "#endif" where !frames.isEmpty:
            frames.removeLast()
        default:
            break
        }
    }

    /// The value of a compilation condition on an iPhone (`IOSConditions`' platform values), or nil
    /// when a term of it is unknown and decides it.
    static func value(of condition: Substring) -> Bool? {
        var text = String(condition.prefix { $0 != "/" })
        for (platform, value) in IOSConditions.replacements { text = text.replacingOccurrences(of: platform, with: value) }
        var parser = Parser(tokens: tokens(of: text))
        let value = parser.disjunction()
        return parser.tokens.isEmpty ? value : nil
    }

    /// `!`, `&&`, `||`, parentheses, and terms: `true`, `false`, or any other word with its arguments
    /// (`targetEnvironment(macCatalyst)`), which is unknown, as is any other character.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let operation = ["&&", "||", "!", "(", ")"].first(where: { text[index...].hasPrefix($0) }) {
                tokens.append(operation)
                index = text.index(index, offsetBy: operation.count)
            } else if character.isLetter || character == "_" {
                var end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                if end < text.endIndex, text[end] == "(" {
                    // A term's arguments are part of it: `swift(>=5.9)`, `canImport(Kit)`.
                    end = text[end...].firstIndex(of: ")").map { text.index(after: $0) } ?? text.endIndex
                }
                tokens.append(String(text[index..<end]))
                index = end
            } else {
                if character != " " && character != "\t" { tokens.append("?") }
                index = text.index(after: index)
            }
        }
        return tokens
    }

    /// Three-valued logic over the tokens: `false && x` is false and `true || x` is true whatever `x` is.
    private struct Parser {
        var tokens: [String]

        mutating func disjunction() -> Bool? { chain("||", absorbing: true) { $0.conjunction() } }

        mutating func conjunction() -> Bool? { chain("&&", absorbing: false) { $0.negation() } }

        /// Operands joined by `operation`: one equal to `absorbing` decides the whole (`true || x`,
        /// `false && x`); otherwise the value is known only when every operand is.
        private mutating func chain(_ operation: String, absorbing: Bool, operand: (inout Parser) -> Bool?) -> Bool? {
            var value = operand(&self)
            while tokens.first == operation {
                tokens.removeFirst()
                let right = operand(&self)
                value = value == absorbing || right == absorbing ? absorbing : value != nil && right != nil ? !absorbing : nil
            }
            return value
        }

        mutating func negation() -> Bool? {
            guard let token = tokens.first else { return nil }
            tokens.removeFirst()
            switch token {
            case "!": return negation().map { !$0 }
            case "(":
                let value = disjunction()
                if tokens.first == ")" { tokens.removeFirst() }
                return value
            case "true": return true
            case "false": return false
            default: return nil
            }
        }
    }
}
