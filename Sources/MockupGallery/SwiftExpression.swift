import Foundation

/// The small subset of Swift expressions token declarations use: literals, names, `.member`,
/// member access, calls with labelled arguments, unary minus and `+ - * /`.
indirect enum SwiftExpression: Equatable {
    case number(Double)
    case string(String)
    case name(String)
    /// `.white`, `.custom`: a member of the contextual type.
    case implicitMember(String)
    case member(SwiftExpression, String)
    case call(SwiftExpression, [Argument])
    case binary(SwiftExpression, Character, SwiftExpression)
    case negate(SwiftExpression)

    struct Argument: Equatable {
        let label: String?
        let value: SwiftExpression
    }

    /// The most tokens one expression may have; longer ones are not token declarations.
    static let maxTokens = 1000
    /// The deepest nesting of parentheses, calls and unary minus accepted.
    static let maxDepth = 32

    /// Parses `text`; throws `TokenError.syntax` for anything outside the subset or beyond
    /// `maxTokens` / `maxDepth` (so evaluation never recurses deeply).
    static func parse(_ text: String) throws -> SwiftExpression {
        let tokens = try tokenize(text)
        guard tokens.count <= maxTokens else {
            throw TokenError.syntax("more than \(maxTokens) tokens in one expression")
        }
        var parser = Parser(tokens: tokens)
        let expression = try parser.additive()
        guard parser.atEnd else { throw TokenError.syntax("unexpected '\(parser.peek!.text)'") }
        return expression
    }

    fileprivate enum Token: Equatable {
        case number(Double), string(String), identifier(String), symbol(Character)
        var text: String {
            switch self {
            case .number(let value): return "\(value)"
            case .string(let value): return "\"\(value)\""
            case .identifier(let value): return value
            case .symbol(let value): return String(value)
            }
        }
    }

    private static func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character.isNumber {
                var end = index
                while end < characters.count, characters[end].isHexDigit || "xX._".contains(characters[end]) {
                    // Stop at `.member` after a number (`0.5.x` does not occur; `1.opacity` neither).
                    if characters[end] == ".", end + 1 < characters.count, !characters[end + 1].isNumber { break }
                    end += 1
                }
                let literal = String(characters[index..<end]).replacingOccurrences(of: "_", with: "")
                let value = literal.lowercased().hasPrefix("0x") ? UInt64(literal.dropFirst(2), radix: 16).map { Double($0) }
                                                                 : Double(literal)
                guard let value else { throw TokenError.syntax("bad number '\(literal)'") }
                tokens.append(.number(value))
                index = end
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                tokens.append(.identifier(String(characters[index..<end])))
                index = end
            } else if character == "\"" {
                var end = index + 1
                var value = ""
                while end < characters.count, characters[end] != "\"" {
                    if characters[end] == "\\" { throw TokenError.syntax("escapes in strings are not supported") }
                    value.append(characters[end]); end += 1
                }
                guard end < characters.count else { throw TokenError.syntax("unterminated string") }
                tokens.append(.string(value))
                index = end + 1
            } else if "().,:+-*/".contains(character) {
                tokens.append(.symbol(character)); index += 1
            } else {
                throw TokenError.syntax("unexpected '\(character)'")
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0
        /// Current nesting of parentheses, argument lists and unary minus.
        var depth = 0
        var atEnd: Bool { position >= tokens.count }
        var peek: Token? { atEnd ? nil : tokens[position] }

        mutating func take(_ symbol: Character) -> Bool {
            guard peek == .symbol(symbol) else { return false }
            position += 1
            return true
        }

        mutating func expect(_ symbol: Character) throws {
            guard take(symbol) else { throw TokenError.syntax("expected '\(symbol)'") }
        }

        mutating func identifier() throws -> String {
            guard case .identifier(let name)? = peek else { throw TokenError.syntax("expected a name") }
            position += 1
            return name
        }

        mutating func additive() throws -> SwiftExpression {
            try leftAssociative(["+", "-"]) { try $0.multiplicative() }
        }

        mutating func multiplicative() throws -> SwiftExpression {
            try leftAssociative(["*", "/"]) { try $0.unary() }
        }

        /// `operand (op operand)*` for one precedence level, folded to the left.
        private mutating func leftAssociative(_ operators: [Character],
                                              _ operand: (inout Parser) throws -> SwiftExpression) throws -> SwiftExpression {
            var left = try operand(&self)
            while let op = operators.first(where: { peek == .symbol($0) }) {
                position += 1
                left = .binary(left, op, try operand(&self))
            }
            return left
        }

        mutating func unary() throws -> SwiftExpression {
            guard take("-") else { return try postfix() }
            return .negate(try nested { try $0.unary() })
        }

        /// Runs `body` one nesting level deeper, failing beyond `SwiftExpression.maxDepth`.
        mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
            guard depth < SwiftExpression.maxDepth else {
                throw TokenError.syntax("nested more than \(SwiftExpression.maxDepth) levels deep")
            }
            depth += 1
            defer { depth -= 1 }
            return try body(&self)
        }

        mutating func postfix() throws -> SwiftExpression {
            var expression = try primary()
            while true {
                if take(".") {
                    expression = .member(expression, try identifier())
                } else if take("(") {
                    expression = .call(expression, try nested { try $0.arguments() })
                } else {
                    return expression
                }
            }
        }

        mutating func arguments() throws -> [Argument] {
            var arguments: [Argument] = []
            if take(")") { return arguments }
            repeat {
                var label: String?
                if case .identifier(let name)? = peek, position + 1 < tokens.count, tokens[position + 1] == .symbol(":") {
                    label = name
                    position += 2
                }
                arguments.append(Argument(label: label, value: try additive()))
            } while take(",")
            try expect(")")
            return arguments
        }

        mutating func primary() throws -> SwiftExpression {
            guard let token = peek else { throw TokenError.syntax("expression ends early") }
            position += 1
            switch token {
            case .number(let value): return .number(value)
            case .string(let value): return .string(value)
            case .identifier(let name): return .name(name)
            case .symbol("."): return .implicitMember(try identifier())
            case .symbol("("):
                let inner = try nested { try $0.additive() }
                try expect(")")
                return inner
            case .symbol(let symbol): throw TokenError.syntax("unexpected '\(symbol)'")
            }
        }
    }
}

/// Why a token declaration could not be read.
enum TokenError: Error, CustomStringConvertible {
    case syntax(String)
    case unsupported(String)
    /// `Color("Name")`: a colour of the app's asset catalog, whose value is not in the guide.
    case asset(String)

    var description: String {
        switch self {
        case .syntax(let message): return "cannot parse the expression (\(message))"
        case .unsupported(let message): return message
        case .asset(let name): return "asset catalog colour \"\(name)\": its value is not in the guide"
        }
    }
}
