import Foundation

/// Makes view code that talks to the Objective-C runtime compile on Linux, which has none:
/// `@objc`, `@objc(name)`, `@objcMembers` and `@nonobjc` are blanked in place, and `#selector(expression)` becomes
/// `Selector("expression")` (UIKit's target–action names, kept as names: a render never sends an
/// action). Line numbers are kept; only the columns after a selector on its line move.
enum ObjCAttributes {
    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        let bytes = scanner.bytes
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var changed = false
        var index = 0
        while index < bytes.count {
            guard scanner.kinds[index] == .code else {
                output.append(bytes[index]); index += 1; continue
            }
            if let end = attributeEnd(at: index, in: scanner) {
                output += Array(repeating: UInt8(ascii: " "), count: end - index)
                changed = true
                index = end
            } else if let (expression, end) = selector(at: index, in: scanner) {
                output += Array("Selector(\"\(expression)\")".utf8)
                changed = true
                index = end
            } else {
                output.append(bytes[index]); index += 1
            }
        }
        return (changed ? String(decoding: output, as: UTF8.self) : code, changed)
    }

    /// The end of `@objc`, `@objc(name)`, `@objcMembers` or `@nonobjc` starting at `index`, else nil.
    private static func attributeEnd(at index: Int, in scanner: SwiftSourceScanner) -> Int? {
        let bytes = scanner.bytes
        for attribute in ["@nonobjc", "@objcMembers", "@objc"] {
            let token = Array(attribute.utf8)
            guard bytes[index...].starts(with: token) else { continue }
            var end = index + token.count
            if end < bytes.count, isIdentifierByte(bytes[end]) { return nil }
            if attribute == "@objc", end < bytes.count, bytes[end] == UInt8(ascii: "("),
               let close = bytes[end...].firstIndex(of: UInt8(ascii: ")")) {
                end = close + 1
            }
            return end
        }
        return nil
    }

    /// The expression inside `#selector(…)` starting at `index`, and the end of the call, else nil.
    private static func selector(at index: Int, in scanner: SwiftSourceScanner) -> (String, Int)? {
        let bytes = scanner.bytes
        let token = Array("#selector(".utf8)
        guard bytes[index...].starts(with: token) else { return nil }
        var depth = 1
        var cursor = index + token.count
        while cursor < bytes.count, depth > 0 {
            if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
            if bytes[cursor] == UInt8(ascii: ")") { depth -= 1 }
            if bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\"") { return nil }
            cursor += 1
        }
        guard depth == 0 else { return nil }
        let expression = scanner.text((index + token.count)..<(cursor - 1)).trimmingCharacters(in: .whitespaces)
        return (expression, cursor)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }
}
