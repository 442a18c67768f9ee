import Foundation

/// Argument values the guide itself passes to its views (`TransactionRow(emoji: "☕️", merchant:
/// "Pret A Manger", …)` in a screen), per type and label: the most faithful samples there are.
/// Only literals are taken — strings, numbers, booleans, `.cases` and `Type.member` references — never
/// expressions that depend on the calling code's variables.
struct CallSiteSamples {
    private var samples: [String: [String: String]] = [:]

    init(source: String, typeNames: Set<String>) {
        let scanner = SwiftSourceScanner(source)
        let bytes = scanner.bytes
        var index = 0
        while index < bytes.count {
            guard scanner.kinds[index] == .code, Self.isIdentifierStart(bytes[index]),
                  index == 0 || !Self.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            var end = index
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let name = scanner.text(index..<end)
            guard typeNames.contains(name), end < bytes.count, bytes[end] == UInt8(ascii: "("),
                  let close = Self.matchingParenthesis(from: end, scanner: scanner) else { index = end; continue }
            let arguments = scanner.codeAndStrings((end + 1)..<close)
            for argument in TypeDeclaration.splitTopLevel(arguments, by: ",") {
                guard let colon = argument.firstIndex(of: ":") else { continue }
                let label = argument[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
                let value = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
                guard label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !label.isEmpty, Self.isLiteral(value),
                      samples[name]?[label] == nil else { continue }
                samples[name, default: [:]][label] = value
            }
            index = close + 1
        }
    }

    /// The value the guide passes as `label` to `type`, if it passes a literal anywhere.
    func value(type: String, label: String) -> String? { samples[type]?[label] }

    /// A literal the generated call can repeat verbatim.
    static func isLiteral(_ value: String) -> Bool {
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2, !value.contains("\\(") { return true }
        if Double(value) != nil || value == "true" || value == "false" { return true }
        let member = #"^(\.[a-z]\w*|[A-Z]\w*(\.\w+)+)$"#
        return value.range(of: member, options: .regularExpression) != nil
    }

    private static func matchingParenthesis(from open: Int, scanner: SwiftSourceScanner) -> Int? {
        var depth = 0
        for index in open..<scanner.bytes.count where scanner.kinds[index] == .code {
            if scanner.bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if scanner.bytes[index] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
