import Foundation

/// The calls a guide's code makes of some types (`TransactionRow(emoji: "☕️", amount: 4.5)`), in
/// source order: each type's arguments, split at their top-level commas, and whether a trailing
/// closure follows. `CallSiteSamples` takes sample values from them, `StubInitializers` the labels
/// a stubbed screen must accept.
struct GuideCalls {
    struct Argument: Equatable {
        /// `emoji` for `emoji: "☕️"`; nil for an unlabelled argument.
        let label: String?
        let value: String
    }

    struct Call {
        let name: String
        let arguments: [Argument]
        /// The byte offset of the call's closing parenthesis.
        let close: Int
        /// Whether a trailing closure follows the parentheses (`DetailView(item: x) { … }`).
        let hasTrailingClosure: Bool
    }

    let calls: [Call]

    /// The calls `Name(…)` of any of `names` in the code of `scanner`.
    init(scanner: SwiftSourceScanner, names: Set<String>) {
        let bytes = scanner.bytes
        var calls: [Call] = []
        var index = 0
        while index < bytes.count {
            guard scanner.kinds[index] == .code, SwiftSourceScanner.isIdentifierByte(bytes[index]), !(0x30...0x39).contains(bytes[index]),
                  index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = scanner.identifierEnd(from: index)
            let name = scanner.text(index..<end)
            guard names.contains(name), end < bytes.count, bytes[end] == UInt8(ascii: "("),
                  let close = scanner.matching(from: end, open: "(", close: ")") else { index = end; continue }
            let arguments = TypeDeclaration.splitTopLevel(scanner.codeAndStrings((end + 1)..<close), by: ",").compactMap(Self.argument)
            var next = close + 1
            while next < bytes.count, [0x20, 0x09].contains(bytes[next]) { next += 1 }
            calls.append(Call(name: name, arguments: arguments, close: close,
                              hasTrailingClosure: next < bytes.count && bytes[next] == UInt8(ascii: "{")))
            index = close + 1
        }
        self.calls = calls
    }

    /// `label: value` or a bare value; nil for an empty argument list.
    private static func argument(_ text: String) -> Argument? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let colon = trimmed.firstIndex(of: ":") {
            let label = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return Argument(label: label, value: trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return Argument(label: nil, value: trimmed)
    }
}
