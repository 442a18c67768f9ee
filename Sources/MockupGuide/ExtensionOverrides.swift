import Foundation

/// Leaves out the members an `extension` declares with `override` — UIKit idioms such as
/// `extension UIWindow { open override func motionEnded(…) }` (the shake gesture) or
/// `extension UIView { override func didMoveToSuperview() }`. They replace a UIKit method for every
/// instance through the Objective-C runtime, which Linux does not have: Swift there rejects an
/// override in an extension, and the member's file stops compiling. A render sends no motion
/// events and no view moves, so nothing would call them. Each member is blanked in place (line
/// numbers kept); the returned lines (1-based) are where they started.
enum ExtensionOverrides {
    static func rewrite(_ code: String) -> (text: String, removedLines: [Int]) {
        let scanner = SwiftSourceScanner(code)
        var bytes = scanner.bytes
        var removedLines: [Int] = []
        var cursor = 0
        while let keyword = scanner.nextToken("extension", from: cursor) {
            guard scanner.enclosingBrace(before: keyword) == nil,
                  let open = scanner.nextCode(UInt8(ascii: "{"), from: keyword),
                  let close = scanner.matchingBrace(from: open) else {
                cursor = keyword + 1
                continue
            }
            var member = open + 1
            while let override = scanner.nextToken("override", from: member), override < close {
                guard scanner.enclosingBrace(before: override) == open,
                      let body = scanner.nextCode(UInt8(ascii: "{"), from: override), body < close,
                      let end = scanner.matchingBrace(from: body) else {
                    member = override + 1
                    continue
                }
                let start = declarationStart(before: override, in: scanner)
                removedLines.append(bytes[..<start].filter { $0 == UInt8(ascii: "\n") }.count + 1)
                for index in start...end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
                member = end + 1
            }
            cursor = close + 1
        }
        return (removedLines.isEmpty ? code : String(decoding: bytes, as: UTF8.self), removedLines)
    }

    /// Where the declaration holding the `override` at `index` begins: back over the modifiers and
    /// attributes before it (`@MainActor public`, `open`), up to the previous declaration's end.
    private static func declarationStart(before index: Int, in scanner: SwiftSourceScanner) -> Int {
        var start = index
        var cursor = index - 1
        while cursor >= 0 {
            let byte = scanner.bytes[cursor]
            if scanner.kinds[cursor] != .code || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                cursor -= 1
                continue
            }
            var wordEnd = cursor
            if byte == UInt8(ascii: ")"), let open = openingParenthesis(before: cursor, in: scanner) {
                wordEnd = open - 1 // an attribute's arguments: `@available(iOS 13, *)`
            }
            guard wordEnd >= 0, SwiftSourceScanner.isIdentifierByte(scanner.bytes[wordEnd]) else { break }
            var wordStart = wordEnd
            while wordStart > 0, SwiftSourceScanner.isIdentifierByte(scanner.bytes[wordStart - 1]) { wordStart -= 1 }
            let isAttribute = wordStart > 0 && scanner.bytes[wordStart - 1] == UInt8(ascii: "@")
            let word = scanner.text(wordStart..<(wordEnd + 1))
            guard isAttribute || (wordEnd == cursor && modifiers.contains(word)) else { break }
            start = isAttribute ? wordStart - 1 : wordStart
            cursor = start - 1
        }
        return start
    }

    /// The `(` matching the `)` at `close`, in code.
    private static func openingParenthesis(before close: Int, in scanner: SwiftSourceScanner) -> Int? {
        var depth = 0
        for index in stride(from: close, through: 0, by: -1) where scanner.kinds[index] == .code {
            if scanner.bytes[index] == UInt8(ascii: ")") { depth += 1 }
            if scanner.bytes[index] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The declaration modifiers that may precede `override`.
    private static let modifiers: Set<String> = [
        "open", "public", "package", "internal", "fileprivate", "private", "final", "dynamic",
        "nonisolated", "static", "class", "required", "convenience", "mutating", "nonmutating",
    ]
}
