import Foundation
import MockupGuide

/// A `static let name = expression` (or a computed `static var name: T { expression }`) declared
/// directly inside an `extension <Type> { … }` of a guide code block (the way the guides declare
/// their colour and font tokens).
struct StaticDeclaration: Equatable {
    /// The extended type (`Color`, `Font`; `Color` for `extension ShapeStyle where Self == Color`).
    let extendedType: String
    let name: String
    /// The right-hand side with comments removed (may span lines).
    let expression: String
    /// The comment on the declaration's last line (`// #FF3464`), without the slashes.
    let trailingComment: String?
    /// 1-based guide line of the declaration.
    let line: Int

    /// Every such declaration in `block`, in source order.
    static func all(in block: GuideDocument.CodeBlock) -> [StaticDeclaration] {
        let scanner = SwiftSourceScanner(block.code)
        var found: [StaticDeclaration] = []
        var boundary = 0
        for index in scanner.bytes.indices where scanner.kinds[index] == .code {
            switch scanner.bytes[index] {
            case UInt8(ascii: "{"):
                if let type = extendedType(header: scanner.text(boundary..<index)),
                   let close = scanner.matchingBrace(from: index) {
                    found += declarations(in: (index + 1)..<close, of: type, scanner: scanner, firstLine: block.firstLine)
                }
                boundary = index + 1
            case UInt8(ascii: "}"), UInt8(ascii: ";"):
                boundary = index + 1
            default: break
            }
        }
        return found
    }

    /// `Color` for a header ending in `extension Color` or `extension ShapeStyle where Self == Color`.
    private static func extendedType(header: String) -> String? {
        guard let lastLine = header.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let words = lastLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "," }).map(String.init)
        guard let keyword = words.firstIndex(of: "extension"), keyword + 1 < words.count else { return nil }
        if let whereIndex = words.firstIndex(of: "where"), let self_ = words[whereIndex...].firstIndex(of: "Self"),
           self_ + 2 < words.count, words[self_ + 1] == "==" {
            return words[self_ + 2]
        }
        return words[keyword + 1]
    }

    /// The `static let|var name = …` and computed `static var name: T { … }` statements at the top
    /// level of `body`.
    private static func declarations(in body: Range<Int>, of type: String, scanner: SwiftSourceScanner,
                                     firstLine: Int) -> [StaticDeclaration] {
        let bytes = scanner.bytes
        var result: [StaticDeclaration] = []
        var depth = 0
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard scanner.kinds[index] == .code else { continue }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default:
                guard depth == 0, let header = staticHeader(at: index, scanner: scanner, end: body.upperBound) else { continue }
                let line = firstLine + bytes[..<index].filter { $0 == UInt8(ascii: "\n") }.count
                var end = expressionEnd(from: header.expressionStart, scanner: scanner, limit: body.upperBound)
                var expression = scanner.codeAndStrings(header.expressionStart..<end)
                if header.computed {
                    // `static var x: Color { expression }` (or `{ return expression }`): the body.
                    guard let close = scanner.matchingBrace(from: header.expressionStart - 1) else { continue }
                    end = close
                    let body = scanner.codeAndStrings(header.expressionStart..<close).trimmingCharacters(in: .whitespacesAndNewlines)
                    expression = body.hasPrefix("return ") ? String(body.dropFirst(7)) : body
                }
                expression = expression.trimmingCharacters(in: .whitespacesAndNewlines)
                result.append(StaticDeclaration(extendedType: type, name: header.name, expression: expression,
                                                trailingComment: trailingComment(start: header.expressionStart, end: end, scanner: scanner),
                                                line: line))
                index = header.computed ? end : end - 1
            }
        }
        return result
    }

    /// Parses `static let|var <name> [: Type] =` starting at `index`.
    private static func staticHeader(at index: Int, scanner: SwiftSourceScanner,
                                     end: Int) -> (name: String, expressionStart: Int, computed: Bool)? {
        let bytes = scanner.bytes
        // Letters, digits, `_` and any non-ASCII byte (Swift names may be `café`, `größe`).
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        if index > 0 && isIdentifier(bytes[index - 1]) { return nil }
        var cursor = index
        func word() -> String {
            let start = cursor
            while cursor < end && isIdentifier(bytes[cursor]) { cursor += 1 }
            return String(decoding: bytes[start..<cursor], as: UTF8.self)
        }
        func skipSpace() { while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 } }
        guard word() == "static" else { return nil }
        skipSpace()
        let keyword = word()
        guard ["let", "var"].contains(keyword) else { return nil }
        skipSpace()
        let name = word()
        guard !name.isEmpty else { return nil }
        // Skip an optional type annotation up to the `=`, or the `{` of a computed `var x: Color {`.
        while cursor < end, bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: "{"),
              bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
        guard cursor < end else { return nil }
        if bytes[cursor] == UInt8(ascii: "{") { return keyword == "var" ? (name, cursor + 1, true) : nil }
        guard bytes[cursor] == UInt8(ascii: "=") else { return nil }
        return (name, cursor + 1, false)
    }

    /// Where the expression starting at `start` ends: a newline, `;` or `}` outside brackets,
    /// unless the next line continues it with `.member`.
    private static func expressionEnd(from start: Int, scanner: SwiftSourceScanner, limit: Int) -> Int {
        let bytes = scanner.bytes
        var depth = 0
        var index = start
        var sawCode = false
        while index < limit {
            let byte = bytes[index]
            if scanner.kinds[index] == .code {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "}"):
                    if depth == 0 { return index }
                    depth -= 1
                case UInt8(ascii: ";") where depth == 0: return index
                case UInt8(ascii: "\n") where depth == 0 && sawCode:
                    var next = index + 1
                    while next < limit, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A { next += 1 }
                    if next < limit, bytes[next] == UInt8(ascii: "."), scanner.kinds[next] == .code {
                        index = next
                        continue
                    }
                    return index
                default:
                    if byte != 0x20 && byte != 0x09 { sawCode = true }
                }
            }
            index += 1
        }
        return limit
    }

    /// The comment on the line where the expression (from `start` to `end`) ends.
    private static func trailingComment(start: Int, end: Int, scanner: SwiftSourceScanner) -> String? {
        let bytes = scanner.bytes
        let newline = UInt8(ascii: "\n")
        let lineStart = max(start, (bytes[..<end].lastIndex(of: newline) ?? -1) + 1)
        let lineEnd = bytes[end...].firstIndex(of: newline) ?? bytes.count
        guard let first = (lineStart..<lineEnd).first(where: { scanner.kinds[$0] == .comment }) else { return nil }
        var comment = Substring(scanner.text(first..<lineEnd))
        while comment.hasPrefix("/") { comment = comment.dropFirst() }
        return comment.trimmingCharacters(in: .whitespaces)
    }
}
