/// Token-level look-ups over classified source, for the in-place macro rewrites (`SwiftDataRewriter`).
extension SwiftSourceScanner {
    /// The offset of the next `token` in code at or after `index`, not part of a longer identifier
    /// (`@Model` is not `@ModelActor`).
    func nextToken(_ token: String, from index: Int) -> Int? {
        let token = Array(token.utf8)
        var cursor = index
        while cursor + token.count <= bytes.count {
            if kinds[cursor] == .code, bytes[cursor...].starts(with: token),
               cursor + token.count == bytes.count || !Self.isIdentifierByte(bytes[cursor + token.count]),
               cursor == 0 || token[0] == UInt8(ascii: "@") || token[0] == UInt8(ascii: "#") || !Self.isIdentifierByte(bytes[cursor - 1]) {
                return cursor
            }
            cursor += 1
        }
        return nil
    }

    /// The offset of the next `byte` in code at or after `index`.
    func nextCode(_ byte: UInt8, from index: Int) -> Int? {
        (index..<bytes.count).first { kinds[$0] == .code && bytes[$0] == byte }
    }

    /// The first offset at or after `index` that is code and not white space.
    func skippingSpaces(from index: Int) -> Int? {
        (index..<bytes.count).first { kinds[$0] == .code && !(bytes[$0] == 0x20 || bytes[$0] == 0x0A || bytes[$0] == 0x09 || bytes[$0] == 0x0D) }
    }

    /// The offset of the `close` matching the `open` at `start`, in code.
    func matching(from start: Int, open: Character, close: Character) -> Int? {
        let open = open.asciiValue ?? 0, close = close.asciiValue ?? 0
        var depth = 0
        for index in start..<bytes.count where kinds[index] == .code {
            if bytes[index] == open { depth += 1 }
            if bytes[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The end of the identifier that starts at `index` in code: the first offset after it, or
    /// `index` itself when no identifier starts there.
    func identifierEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, kinds[end] == .code, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    /// The identifier starting at `index` in code and the offset after it, else nil.
    func identifier(at index: Int) -> (name: String, end: Int)? {
        let end = identifierEnd(from: index)
        return end > index ? (text(index..<end), end) : nil
    }

    /// Whether `byte` can be part of a Swift identifier (ASCII letters, digits, underscore).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
