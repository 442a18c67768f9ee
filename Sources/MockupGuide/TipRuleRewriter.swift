import Foundation

/// Expands TipKit's `#Rule` macro (iOS 17) in place: `#Rule(Self.$isLoggedIn) { $0 == true }`
/// becomes `Tips.Rule(Self.$isLoggedIn) { $0 == true }`, the rule the macro builds from a parameter
/// or an event and a predicate. A textual rewrite like `EntryRewriter`: no macro plugin is needed,
/// and the line stays where it was.
enum TipRuleRewriter {
    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        let token = Array("#Rule(".utf8)
        var starts: [Int] = []
        var cursor = 0
        while cursor + token.count <= scanner.bytes.count {
            if scanner.kinds[cursor] == .code, scanner.bytes[cursor...].starts(with: token) {
                starts.append(cursor)
                cursor += token.count
            } else {
                cursor += 1
            }
        }
        guard !starts.isEmpty else { return (code, false) }
        var bytes = scanner.bytes
        for start in starts.reversed() { bytes.replaceSubrange(start..<(start + 5), with: Array("Tips.Rule".utf8)) }
        return (String(decoding: bytes, as: UTF8.self), true)
    }
}
