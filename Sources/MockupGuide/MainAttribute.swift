import Foundation

/// Removes `@main` and `@UIApplicationMain` from a guide's code: the runner has its own entry point
/// (`main.swift`), and a module with top-level code cannot also have a `@main` type. The attribute
/// is blanked in place, so columns and line numbers are kept; the App type stays and is rendered as
/// a component (`ComponentPlan.Source.app`).
enum MainAttribute {
    static let attributes = ["@UIApplicationMain", "@main"]

    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        var bytes = scanner.bytes
        var changed = false
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"), scanner.kinds[index] == .code,
                  let attribute = attributes.first(where: { matches($0, at: index, in: bytes) }) else {
                index += 1
                continue
            }
            for offset in 0..<attribute.utf8.count { bytes[index + offset] = UInt8(ascii: " ") }
            changed = true
            index += attribute.utf8.count
        }
        return (changed ? String(decoding: bytes, as: UTF8.self) : code, changed)
    }

    /// `attribute` at `index`, not followed by more of an identifier (`@mainActor` is not `@main`).
    private static func matches(_ attribute: String, at index: Int, in bytes: [UInt8]) -> Bool {
        let token = Array(attribute.utf8)
        guard bytes[index...].starts(with: token) else { return false }
        let end = index + token.count
        return end == bytes.count || !SwiftSourceScanner.isIdentifierByte(bytes[end])
    }
}
