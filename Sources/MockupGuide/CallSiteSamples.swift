import Foundation

/// Argument values the guide itself passes to its views (`TransactionRow(emoji: "☕️", merchant:
/// "Pret A Manger", …)` in a screen), per type and label: the most faithful samples there are.
/// Only literals are taken — strings, numbers, booleans, `.cases` and `Type.member` references — never
/// expressions that depend on the calling code's variables. Also the frame a call gives the view
/// (`UAGlobe(stroke: .white).frame(width: 22, height: 22)`), for views that only fill.
struct CallSiteSamples {
    private var samples: [String: [String: String]] = [:]
    private var frames: [String: UsedFrame] = [:]

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
            if frames[name] == nil, let frame = Self.frame(after: close, scanner: scanner) { frames[name] = frame }
            index = close + 1
        }
    }

    /// The value the guide passes as `label` to `type`, if it passes a literal anywhere.
    func value(type: String, label: String) -> String? { samples[type]?[label] }

    /// The frame the guide gives `type` where it uses it, if it gives one with literal sizes.
    func frame(type: String) -> UsedFrame? { frames[type] }

    /// The literal `width:` and `height:` of a `.frame(…)` applied right after the call ending at `close`.
    private static func frame(after close: Int, scanner: SwiftSourceScanner) -> UsedFrame? {
        let bytes = scanner.bytes
        var index = close + 1
        while index < bytes.count, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
        let opener = Array(".frame(".utf8)
        guard index + opener.count <= bytes.count, Array(bytes[index..<(index + opener.count)]) == opener,
              let end = matchingParenthesis(from: index + opener.count - 1, scanner: scanner) else { return nil }
        var frame = UsedFrame()
        for argument in TypeDeclaration.splitTopLevel(scanner.codeAndStrings((index + opener.count)..<end), by: ",") {
            let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count == 2, let value = Double(parts[1]), value > 0 else { continue }
            if parts[0] == "width" { frame.width = value }
            if parts[0] == "height" { frame.height = value }
        }
        return frame.width == nil && frame.height == nil ? nil : frame
    }

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

/// The size a guide gives a view where it uses it (`.frame(width: 22, height: 22)`); nil sides are
/// left to the view.
public struct UsedFrame: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
}
