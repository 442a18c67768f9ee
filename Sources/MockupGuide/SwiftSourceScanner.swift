/// Classifies every UTF-8 byte of Swift source as code, string literal or comment, so brace
/// matching and declaration parsing ignore `{` inside strings and comments.
///
/// Handles line and nested block comments, single-line, multi-line (`"""`) and raw (`#"…"#`)
/// strings, and string interpolation (`\( … )`, whose contents are code again).
public struct SwiftSourceScanner: Sendable {
    public enum Kind: UInt8, Sendable { case code, string, comment }

    public let bytes: [UInt8]
    public let kinds: [Kind]

    public init(_ text: String) {
        bytes = Array(text.utf8)
        kinds = Self.classify(bytes)
    }

    /// Whether `byte` is a space, tab or line break.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The index of the `}`, `)` or `]` matching the `{`, `(` or `[` at `open`, or nil when they
    /// are unbalanced.
    public func matchingBrace(from open: Int) -> Int? {
        let opening = bytes[open]
        let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : opening == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var depth = 0
        for index in open..<bytes.count where kinds[index] == .code {
            switch bytes[index] {
            case opening: depth += 1
            case closing:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The index of the `{` whose block holds `offset` (the nearest one not closed before it), or nil
    /// at the top level.
    public func enclosingBrace(before offset: Int) -> Int? {
        var depth = 0
        for index in stride(from: offset - 1, through: 0, by: -1) where kinds[index] == .code {
            switch bytes[index] {
            case UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "{"):
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The text of `range` (byte offsets).
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// `range` with comments removed (strings and code kept), for expression parsing.
    public func codeAndStrings(_ range: Range<Int>) -> String {
        String(decoding: range.filter { kinds[$0] != .comment }.map { bytes[$0] }, as: UTF8.self)
    }

    private enum State {
        case code
        case lineComment
        case blockComment(depth: Int)
        /// `hashes` = raw-string delimiter count; `multiline` for `"""`.
        case string(hashes: Int, multiline: Bool)
    }

    private static func classify(_ bytes: [UInt8]) -> [Kind] {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var kinds = [Kind](repeating: .code, count: bytes.count)
        // Each entry is a string waiting for its interpolation to close, with the paren depth inside.
        var interpolations: [(hashes: Int, multiline: Bool, depth: Int)] = []
        var state = State.code
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func repeated(_ byte: UInt8, from start: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { at(start + $0) == byte }
        }
        func mark(_ kind: Kind, _ length: Int) {
            for offset in index..<min(index + length, bytes.count) { kinds[offset] = kind }
            index += length
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .code:
                if byte == slash && at(index + 1) == slash {
                    state = .lineComment; mark(.comment, 2)
                } else if byte == slash && at(index + 1) == star {
                    state = .blockComment(depth: 1); mark(.comment, 2)
                } else if byte == quote || byte == hash {
                    var hashes = 0
                    while at(index + hashes) == hash { hashes += 1 }
                    guard at(index + hashes) == quote else { mark(.code, max(hashes, 1)); continue }
                    let multiline = repeated(quote, from: index + hashes, count: 3)
                    state = .string(hashes: hashes, multiline: multiline)
                    mark(.string, hashes + (multiline ? 3 : 1))
                } else if byte == UInt8(ascii: "("), !interpolations.isEmpty {
                    interpolations[interpolations.count - 1].depth += 1; mark(.code, 1)
                } else if byte == UInt8(ascii: ")"), let last = interpolations.last {
                    if last.depth == 0 {
                        interpolations.removeLast()
                        state = .string(hashes: last.hashes, multiline: last.multiline)
                        mark(.string, 1)
                    } else {
                        interpolations[interpolations.count - 1].depth -= 1; mark(.code, 1)
                    }
                } else {
                    mark(.code, 1)
                }
            case .lineComment:
                if byte == newline { state = .code; mark(.code, 1) } else { mark(.comment, 1) }
            case .blockComment(let depth):
                if byte == star && at(index + 1) == slash {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1); mark(.comment, 2)
                } else if byte == slash && at(index + 1) == star {
                    state = .blockComment(depth: depth + 1); mark(.comment, 2)
                } else {
                    mark(.comment, 1)
                }
            case .string(let hashes, let multiline):
                if byte == backslash && repeated(hash, from: index + 1, count: hashes) {
                    let escapeLength = 1 + hashes
                    if at(index + escapeLength) == UInt8(ascii: "(") {
                        interpolations.append((hashes, multiline, 0))
                        state = .code
                        mark(.string, escapeLength + 1)
                    } else {
                        mark(.string, escapeLength + 1)   // an escaped character
                    }
                } else if byte == quote, !multiline || repeated(quote, from: index, count: 3) {
                    let quotes = multiline ? 3 : 1
                    if repeated(hash, from: index + quotes, count: hashes) {
                        state = .code
                        mark(.string, quotes + hashes)
                    } else {
                        mark(.string, 1)
                    }
                } else if byte == newline && !multiline {
                    state = .code; mark(.code, 1)   // unterminated literal: recover at the line end
                } else {
                    mark(.string, 1)
                }
            }
        }
        return kinds
    }
}
