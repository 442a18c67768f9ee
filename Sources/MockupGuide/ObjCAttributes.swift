import Foundation

/// Makes view code that talks to the Objective-C runtime compile on Linux, which has none:
/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `@IBOutlet` (which requires an Objective-C class type)
/// are blanked in place, an `@objc protocol` stays class-bound (`: AnyObject`, so `weak var delegate`
/// of its type compiles), `#selector(expression)` becomes `Selector("expression")` (UIKit's
/// target–action names, kept as names: a render never sends an action), and `#keyPath(Type.a.b)`
/// becomes the key path's string, `"a.b"`, as the compiler makes it on Apple platforms; the
/// `override` of key-value observing's callback, `observeValue(forKeyPath:of:change:context:)`, goes,
/// as Linux's `NSObject` has no such method to override. `Timer()` — NSObject's
/// initializer, which Objective-C classes inherit and Linux's Foundation's `Timer` does not — becomes
/// a timer that is never scheduled, as Apple's is (apps keep one in a property until they schedule
/// the real one). Line numbers are kept; only the columns after a selector, a timer or a protocol's
/// name on its line move.
enum ObjCAttributes {
    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        let bytes = scanner.bytes
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var changed = false
        var insertions: [Int: String] = [:]
        var index = 0
        while index < bytes.count {
            if let insertion = insertions[index] { output += Array(insertion.utf8) }
            guard scanner.kinds[index] == .code else {
                output.append(bytes[index]); index += 1; continue
            }
            if let end = attributeEnd(at: index, in: scanner) {
                output += Array(repeating: UInt8(ascii: " "), count: end - index)
                changed = true
                if bytes[index...].starts(with: Array("@objc".utf8)), let (offset, text) = classBound(after: end, in: scanner) {
                    insertions[offset] = text
                }
                index = end
            } else if let (expression, end) = argument(of: "#selector(", at: index, in: scanner) {
                output += Array("Selector(\"\(expression)\")".utf8)
                changed = true
                index = end
            } else if let (path, end) = argument(of: "#keyPath(", at: index, in: scanner) {
                output += Array("\"\(keyPathString(path))\"".utf8)
                changed = true
                index = end
            } else if let end = observerOverrideEnd(at: index, in: scanner) {
                output += Array(repeating: UInt8(ascii: " "), count: end - index)
                changed = true
                index = end
            } else if bytes[index...].starts(with: Self.emptyTimer),
                      index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".") {
                output += Array("Timer(timeInterval: 0, repeats: false) { _ in }".utf8)
                changed = true
                index += Self.emptyTimer.count
            } else {
                output.append(bytes[index]); index += 1
            }
        }
        return (changed ? String(decoding: output, as: UTF8.self) : code, changed)
    }

    /// The end of `@objc`, `@objc(name)`, `@objcMembers` or `@nonobjc` starting at `index`, else nil.
    private static func attributeEnd(at index: Int, in scanner: SwiftSourceScanner) -> Int? {
        let bytes = scanner.bytes
        for attribute in ["@nonobjc", "@objcMembers", "@objc", "@IBOutlet"] {
            let token = Array(attribute.utf8)
            guard bytes[index...].starts(with: token) else { continue }
            var end = index + token.count
            if end < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[end]) { return nil }
            if attribute == "@objc", end < bytes.count, bytes[end] == UInt8(ascii: "("),
               let close = bytes[end...].firstIndex(of: UInt8(ascii: ")")) {
                end = close + 1
            }
            return end
        }
        return nil
    }

    private static let emptyTimer = Array("Timer()".utf8)
    private static let overrideWord = Array("override".utf8)

    /// The expression inside `macro` (`#selector(`, `#keyPath(`) … `)` starting at `index`, and the
    /// end of the call, else nil.
    private static func argument(of macro: String, at index: Int, in scanner: SwiftSourceScanner) -> (String, Int)? {
        let bytes = scanner.bytes
        let token = Array(macro.utf8)
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

    /// The string `#keyPath(path)` stands for: the property names, without a leading type name
    /// (`WKWebView.estimatedProgress` is `"estimatedProgress"`; `player.currentItem` stays whole).
    private static func keyPathString(_ path: String) -> String {
        let names = path.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
        guard names.count > 1, let first = names.first?.first, first.isUppercase else { return names.joined(separator: ".") }
        return names.dropFirst().joined(separator: ".")
    }

    /// The end of the word `override` starting at `index` when it overrides key-value observing's
    /// callback (`override public func observeValue(forKeyPath:…`), else nil.
    private static func observerOverrideEnd(at index: Int, in scanner: SwiftSourceScanner) -> Int? {
        guard scanner.bytes[index...].starts(with: Self.overrideWord), let (word, end) = scanner.identifier(at: index), word == "override",
              index == 0 || !SwiftSourceScanner.isIdentifierByte(scanner.bytes[index - 1]) else { return nil }
        var cursor = end
        while let next = scanner.skippingSpaces(from: cursor), let (name, nameEnd) = scanner.identifier(at: next) {
            if name == "func" {
                guard let callback = scanner.skippingSpaces(from: nameEnd) else { return nil }
                return scanner.bytes[callback...].starts(with: Array("observeValue(forKeyPath".utf8)) ? end : nil
            }
            guard ["public", "open", "internal", "fileprivate", "private", "package", "final", "dynamic"].contains(name) else { return nil }
            cursor = nameEnd
        }
        return nil
    }

    /// Where a class bound goes when the `@objc` ending at `index` marks a protocol (`@objc public
    /// protocol Delegate {`), and its text: `: AnyObject` after the name, or `AnyObject, ` in
    /// front of the protocols it refines.
    private static func classBound(after index: Int, in scanner: SwiftSourceScanner) -> (Int, String)? {
        var cursor = index
        while let word = scanner.skippingSpaces(from: cursor), let (name, end) = scanner.identifier(at: word) {
            guard name != "protocol" else {
                guard let nameStart = scanner.skippingSpaces(from: end),
                      let (_, nameEnd) = scanner.identifier(at: nameStart),
                      let next = scanner.skippingSpaces(from: nameEnd) else { return nil }
                if scanner.bytes[next] == UInt8(ascii: ":"), let refined = scanner.skippingSpaces(from: next + 1) {
                    return (refined, "AnyObject, ")
                }
                return (nameEnd, ": AnyObject")
            }
            guard ["public", "open", "internal", "fileprivate", "private", "package"].contains(name) else { return nil }
            cursor = end
        }
        return nil
    }
}
