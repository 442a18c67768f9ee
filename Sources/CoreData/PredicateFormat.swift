import Foundation

/// A predicate format string (`"date >= %@ AND name CONTAINS[cd] %@"`) parsed with its arguments,
/// as `NSPredicate(format:)` parses it, and evaluated against managed objects and dictionaries by
/// key. The grammar is Apple's "Predicate Format String Syntax": comparisons (`==` `=` `!=` `<>`
/// `<` `<=` `=<` `>` `>=` `=>`, `BETWEEN`, `IN`), string operators (`BEGINSWITH`, `ENDSWITH`,
/// `CONTAINS`, `LIKE`, `MATCHES`, with `[c]`, `[d]`, `[cd]`), aggregate modifiers (`ANY`, `SOME`,
/// `ALL`, `NONE`), `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`,
/// `FALSEPREDICATE`, key paths with `@count`/`@sum`/`@avg`/`@min`/`@max`, `SELF`, literals
/// (strings, numbers, `YES`/`TRUE`, `NO`/`FALSE`, `NIL`/`NULL`, `{…}` lists) and the argument
/// specifiers `%@`, `%K` and the number ones (`%d`, `%i`, `%ld`, `%u`, `%f`, `%lf`, …).
/// `SUBQUERY`, `FUNCTION` and `$variables` are not parsed.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Comparison)

    /// One comparison: `modifier left operator[options] right`.
    struct Comparison {
        enum Modifier { case direct, any, all, none }
        enum Operator { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, beginsWith, endsWith, contains, like, matches, isIn, between }
        var modifier: Modifier
        var left: Operand
        var op: Operator
        var options: String.CompareOptions
        var right: Operand
    }

    /// A side of a comparison.
    indirect enum Operand {
        case keyPath(String)
        case value(Any?)
        case list([Operand])
    }

    /// A format string that does not parse (Core Data raises `NSInvalidArgumentException`).
    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `format`, taking `%@`, `%K` and number arguments from `arguments` in order.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateFormat {
        var parser = Parser(tokens: try Tokenizer.tokens(of: format), arguments: arguments, format: format)
        let predicate = try parser.orExpression()
        guard parser.atEnd else { throw SyntaxError(description: "Unable to parse the format string \"\(format)\"") }
        return predicate
    }

    /// Whether `object` satisfies the predicate.
    func evaluate(with object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(with: object)
        case .and(let left, let right): return left.evaluate(with: object) && right.evaluate(with: object)
        case .or(let left, let right): return left.evaluate(with: object) || right.evaluate(with: object)
        case .comparison(let comparison): return comparison.evaluate(with: object)
        }
    }
}

extension PredicateFormat.Operand {
    func value(for object: Any?) -> Any? {
        switch self {
        case .keyPath(let path): return KeyValuePath(path).value(of: object)
        case .value(let value): return value
        case .list(let items): return items.map { $0.value(for: object) as Any }
        }
    }
}

extension PredicateFormat.Comparison {
    func evaluate(with object: Any?) -> Bool {
        let lhs = left.value(for: object), rhs = right.value(for: object)
        switch modifier {
        case .direct: return test(lhs, rhs)
        case .any: return (KeyValuePath.elements(of: lhs) ?? []).contains { test($0, rhs) }
        case .all: return (KeyValuePath.elements(of: lhs) ?? []).allSatisfy { test($0, rhs) }
        case .none: return !(KeyValuePath.elements(of: lhs) ?? []).contains { test($0, rhs) }
        }
    }

    private func test(_ lhs: Any?, _ rhs: Any?) -> Bool {
        let lhs = ManagedValue.flattened(lhs), rhs = ManagedValue.flattened(rhs)
        switch op {
        case .equal: return same(lhs, rhs)
        case .notEqual: return !same(lhs, rhs)
        case .less: return order(lhs, rhs) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(lhs, rhs))
        case .greater: return order(lhs, rhs) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(lhs, rhs))
        case .beginsWith: return strings(lhs, rhs).map { $0.range(of: $1, options: options.union(.anchored)) != nil } ?? false
        case .endsWith: return strings(lhs, rhs).map { $0.range(of: $1, options: options.union([.anchored, .backwards])) != nil } ?? false
        case .contains:
            if let elements = KeyValuePath.elements(of: lhs) { return elements.contains { same($0, rhs) } }
            return strings(lhs, rhs).map { $1.isEmpty ? false : $0.range(of: $1, options: options) != nil } ?? false
        case .like: return strings(lhs, rhs).map { matches($0, pattern: Self.wildcardPattern($1)) } ?? false
        case .matches: return strings(lhs, rhs).map { matches($0, pattern: $1) } ?? false
        case .isIn:
            if let elements = KeyValuePath.elements(of: rhs) { return elements.contains { same(lhs, $0) } }
            return strings(rhs, lhs).map { $0.range(of: $1, options: options) != nil } ?? false
        case .between:
            guard let bounds = KeyValuePath.elements(of: rhs), bounds.count == 2 else { return false }
            return order(lhs, bounds[0]).map { $0 != .orderedAscending } == true
                && order(lhs, bounds[1]).map { $0 != .orderedDescending } == true
        }
    }

    private func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        if let left = lhs as? String, let right = rhs as? String { return left.compare(right, options: options) == .orderedSame }
        return ManagedValue.equal(lhs, rhs)
    }

    private func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
        guard lhs != nil, rhs != nil else { return nil }
        return ManagedValue.order(lhs, rhs, options: options)
    }

    private func strings(_ lhs: Any?, _ rhs: Any?) -> (String, String)? {
        guard let left = lhs as? String, let right = rhs as? String else { return nil }
        return (left, right)
    }

    private func matches(_ text: String, pattern: String) -> Bool {
        let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else { return false }
        let subject = options.contains(.diacriticInsensitive) ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }

    /// `LIKE`'s wildcards (`*` any characters, `?` one) as a regular expression.
    static func wildcardPattern(_ like: String) -> String {
        like.map { character -> String in
            switch character {
            case "*": return ".*"
            case "?": return "."
            default: return NSRegularExpression.escapedPattern(for: String(character))
            }
        }.joined()
    }
}

/// The tokens of a predicate format string.
private enum Token: Equatable {
    case word(String)
    case string(String)
    case number(Double)
    case specifier(String)
    case symbol(String)
}

private enum Tokenizer {
    static func tokens(of format: String) throws -> [Token] {
        let characters = Array(format)
        var tokens: [Token] = []
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while let character = peek() {
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) { text.append(escaped); index += 2; continue }
                    text.append(next); index += 1
                }
                guard peek() == character else { throw PredicateFormat.SyntaxError(description: "Unterminated string in \"\(format)\"") }
                index += 1
                tokens.append(.string(text))
            } else if character == "%" {
                var specifier = ""
                index += 1
                while let next = peek(), next.isLetter || next == "@" {
                    specifier.append(next); index += 1
                    if next == "@" || "dDiuUxXoOfeEgGcCsSpaAK".contains(next) { break }
                }
                tokens.append(.specifier(specifier))
            } else if character.isNumber || (character == "." && peek(1)?.isNumber == true) {
                var text = ""
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E"
                        || ((next == "-" || next == "+") && (text.last == "e" || text.last == "E")) {
                    text.append(next); index += 1
                }
                guard let number = Double(text) else { throw PredicateFormat.SyntaxError(description: "Bad number \(text) in \"\(format)\"") }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
                var text = ""
                while let next = peek(), next.isLetter || next.isNumber || "_@$.#".contains(next) {
                    text.append(next); index += 1
                }
                tokens.append(.word(text))
            } else {
                let pair = String([character] + (peek(1).map { [$0] } ?? []))
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(pair) {
                    tokens.append(.symbol(pair)); index += 2
                } else if "=<>!(){},[]-+".contains(character) {
                    tokens.append(.symbol(String(character))); index += 1
                } else {
                    throw PredicateFormat.SyntaxError(description: "Unexpected \"\(character)\" in \"\(format)\"")
                }
            }
        }
        return tokens
    }
}

/// A recursive-descent parser over the tokens: OR of ANDs of (NOT) comparisons.
private struct Parser {
    let tokens: [Token]
    var arguments: [Any?]
    let format: String
    var position = 0

    init(tokens: [Token], arguments: [Any?], format: String) {
        self.tokens = tokens
        self.arguments = arguments
        self.format = format
    }

    var atEnd: Bool { position == tokens.count }
    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func error() -> PredicateFormat.SyntaxError {
        PredicateFormat.SyntaxError(description: "Unable to parse the format string \"\(format)\"")
    }

    private mutating func take(word: String) -> Bool {
        if case .word(let text)? = current, text.uppercased() == word { position += 1; return true }
        return false
    }

    private mutating func take(symbol: String) -> Bool {
        if current == .symbol(symbol) { position += 1; return true }
        return false
    }

    mutating func orExpression() throws -> PredicateFormat {
        var result = try andExpression()
        while take(word: "OR") || take(symbol: "||") { result = .or(result, try andExpression()) }
        return result
    }

    private mutating func andExpression() throws -> PredicateFormat {
        var result = try notExpression()
        while take(word: "AND") || take(symbol: "&&") { result = .and(result, try notExpression()) }
        return result
    }

    private mutating func notExpression() throws -> PredicateFormat {
        if take(word: "NOT") || take(symbol: "!") { return .not(try notExpression()) }
        if take(symbol: "(") {
            let inner = try orExpression()
            guard take(symbol: ")") else { throw error() }
            return inner
        }
        if take(word: "TRUEPREDICATE") { return .constant(true) }
        if take(word: "FALSEPREDICATE") { return .constant(false) }
        return try comparison()
    }

    /// A comparison; `a NOT IN b`, `name NOT CONTAINS x` are its negation.
    private mutating func comparison() throws -> PredicateFormat {
        var modifier = PredicateFormat.Comparison.Modifier.direct
        if take(word: "ANY") || take(word: "SOME") { modifier = .any }
        else if take(word: "ALL") { modifier = .all }
        else if take(word: "NONE") { modifier = .none }
        let left = try operand()
        let negated = take(word: "NOT")
        let op = try comparisonOperator()
        let options = try compareOptions()
        let comparison = PredicateFormat.comparison(.init(modifier: modifier, left: left, op: op, options: options, right: try operand()))
        return negated ? .not(comparison) : comparison
    }

    private mutating func comparisonOperator() throws -> PredicateFormat.Comparison.Operator {
        let symbols: [String: PredicateFormat.Comparison.Operator] = [
            "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less, "<=": .lessOrEqual, "=<": .lessOrEqual,
            ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
        ]
        let words: [String: PredicateFormat.Comparison.Operator] = [
            "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains, "LIKE": .like, "MATCHES": .matches,
            "IN": .isIn, "BETWEEN": .between,
        ]
        switch current {
        case .symbol(let symbol)? where symbols[symbol] != nil: position += 1; return symbols[symbol]!
        case .word(let word)? where words[word.uppercased()] != nil: position += 1; return words[word.uppercased()]!
        default: throw error()
        }
    }

    /// `[c]`, `[d]`, `[cd]` (`n`, normalised, is accepted and changes nothing).
    private mutating func compareOptions() throws -> String.CompareOptions {
        guard take(symbol: "[") else { return [] }
        guard case .word(let letters)? = current else { throw error() }
        position += 1
        guard take(symbol: "]") else { throw error() }
        var options: String.CompareOptions = []
        if letters.lowercased().contains("c") { options.insert(.caseInsensitive) }
        if letters.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
        return options
    }

    private mutating func operand() throws -> PredicateFormat.Operand {
        guard let token = current else { throw error() }
        position += 1
        switch token {
        case .string(let text): return .value(text)
        case .number(let number): return .value(number)
        case .symbol("-"):
            guard case .number(let number)? = current else { throw error() }
            position += 1
            return .value(-number)
        case .symbol("{"):
            var items: [PredicateFormat.Operand] = []
            while !take(symbol: "}") {
                items.append(try operand())
                guard take(symbol: ",") || current == .symbol("}") else { throw error() }
            }
            return .list(items)
        case .specifier(let specifier):
            guard !arguments.isEmpty else { throw PredicateFormat.SyntaxError(description: "Too few arguments for \"\(format)\"") }
            let argument = ManagedValue.flattened(arguments.removeFirst())
            if specifier == "K" { return .keyPath(argument.map { "\($0)" } ?? "") }
            return .value(argument)
        case .word(let word):
            switch word.uppercased() {
            case "YES", "TRUE": return .value(true)
            case "NO", "FALSE": return .value(false)
            case "NIL", "NULL": return .value(nil)
            case "SELF": return .keyPath("self")
            default:
                guard !word.hasPrefix("$"), !["SUBQUERY", "FUNCTION"].contains(word.uppercased()) else { throw error() }
                return .keyPath(word.hasPrefix("#") ? String(word.dropFirst()) : word)
            }
        default: throw error()
        }
    }
}
