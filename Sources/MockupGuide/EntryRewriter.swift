import Foundation

/// Expands SwiftUI's `@Entry` macro (iOS 18) in place: `@Entry var name: T = value` in an extension
/// of `EnvironmentValues`, `ContainerValues`, `Transaction` or `FocusedValues` becomes the property
/// and key type the macro writes (`var name: T { get { self[Key.self] } set { … } }` and a key whose
/// `defaultValue` is `value`). A textual rewrite like `PreviewRewriter`: no macro plugin is needed,
/// and nothing is added on new lines, so line numbers are kept.
enum EntryRewriter {
    /// The key protocol of each type `@Entry` extends.
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey",
                               "Transaction": "TransactionKey", "FocusedValues": "FocusedValueKey"]

    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        var edits: [(range: Range<Int>, text: String)] = []
        var index = 0
        while let start = nextEntry(from: index, in: scanner) {
            index = start + 1
            guard let (extended, extensionAccess) = extendedType(around: start, in: scanner),
                  let keyProtocol = keyProtocols[extended],
                  let declaration = Declaration(after: start + "@Entry".utf8.count, in: scanner) else { continue }
            edits.append((start..<declaration.end, declaration.expansion(keyProtocol: keyProtocol, focused: extended == "FocusedValues",
                                                                          extensionAccess: extensionAccess)))
            index = declaration.end
        }
        guard !edits.isEmpty else { return (code, false) }
        var bytes = scanner.bytes
        for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8)) }
        return (String(decoding: bytes, as: UTF8.self), true)
    }

    /// The offset of the next `@Entry` attribute in code at or after `index`.
    private static func nextEntry(from index: Int, in scanner: SwiftSourceScanner) -> Int? {
        let token = Array("@Entry".utf8)
        var cursor = index
        while cursor + token.count <= scanner.bytes.count {
            if scanner.kinds[cursor] == .code, scanner.bytes[cursor...].starts(with: token),
               !(cursor + token.count < scanner.bytes.count && SwiftSourceScanner.isIdentifierByte(scanner.bytes[cursor + token.count])) {
                return cursor
            }
            cursor += 1
        }
        return nil
    }

    /// The last component of the type named by the `extension` whose braces enclose `offset`, and
    /// the extension's access modifier (`public extension EnvironmentValues`), if any.
    private static func extendedType(around offset: Int, in scanner: SwiftSourceScanner) -> (type: String, access: String?)? {
        guard let cursor = scanner.enclosingBrace(before: offset), cursor > 0 else { return nil }
        let header = scanner.codeAndStrings(0..<cursor)
        guard let range = header.range(of: #"\bextension\s+([A-Za-z_][A-Za-z0-9_.]*)[^{};]*$"#, options: .regularExpression)
        else { return nil }
        let name = header[range].dropFirst("extension".count).trimmingCharacters(in: .whitespacesAndNewlines)
            .prefix { SwiftSourceScanner.isIdentifierByte($0.asciiValue ?? 0) || $0 == "." }
        guard let type = name.split(separator: ".").last.map(String.init) else { return nil }
        let before = header[..<range.lowerBound].split(whereSeparator: { $0.isWhitespace || $0 == ";" || $0 == "}" }).last.map(String.init)
        return (type, before.flatMap(Self.visibleAccess))
    }

    /// `public` for `public` and `open`, `package` for `package`: the access a key needs to be named
    /// in a property that visible; nil for the others.
    static func visibleAccess(_ modifier: String) -> String? {
        switch modifier {
        case "public", "open": return "public"
        case "package": return "package"
        default: return nil
        }
    }

    /// `[modifiers] var name[: Type][ = value]` after the attribute.
    private struct Declaration {
        /// The text from after `@Entry` through the name (modifiers, `var`, line breaks kept).
        let head: String
        let name: String
        let type: String?
        let value: String?
        /// Where the declaration ends (exclusive).
        let end: Int

        /// The property's own access when it is visible outside the module (`public`, `package`).
        var ownAccess: String? {
            head.split(whereSeparator: \.isWhitespace).lazy.compactMap { EntryRewriter.visibleAccess(String($0)) }.first
        }

        init?(after start: Int, in scanner: SwiftSourceScanner) {
            let bytes = scanner.bytes
            var cursor = start
            // Up to and including the property's name.
            guard let varRange = scanner.text(start..<min(bytes.count, start + 200)).range(of: #"\bvar\s+"#, options: .regularExpression)
            else { return nil }
            cursor = start + scanner.text(start..<min(bytes.count, start + 200))[..<varRange.upperBound].utf8.count
            let nameStart = cursor
            cursor = scanner.identifierEnd(from: cursor)
            guard cursor > nameStart else { return nil }
            head = scanner.text(start..<cursor)
            name = scanner.text(nameStart..<cursor)
            // `: Type` up to `=` or the end of the declaration; `= value` to the end: a `;`, the
            // extension's `}`, or a line break outside brackets unless the next line goes on with
            // `.member` or the value has not started. Angle brackets count in the type only.
            var typeStart: Int?, valueStart: Int?
            var depth = 0
            var index = cursor
            func valueIsBlank() -> Bool {
                valueStart.map { scanner.text($0..<index).allSatisfy(\.isWhitespace) } ?? false
            }
            scan: while index < bytes.count {
                if scanner.kinds[index] == .code {
                    let inType = valueStart == nil
                    switch bytes[index] {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "<") where inType: depth += 1
                    case UInt8(ascii: ">") where inType && bytes[index - 1] != UInt8(ascii: "-"): depth -= 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                    case UInt8(ascii: "}"):
                        if depth == 0 { break scan }
                        depth -= 1
                    case UInt8(ascii: ":") where depth == 0 && inType && typeStart == nil: typeStart = index + 1
                    case UInt8(ascii: "=") where depth == 0 && inType: valueStart = index + 1
                    case UInt8(ascii: ";") where depth == 0: break scan
                    case UInt8(ascii: "\n") where depth == 0 && !Self.continues(after: index, in: scanner) && !valueIsBlank():
                        break scan
                    default: break
                    }
                }
                index += 1
            }
            let end = index, typeEnd = valueStart.map { $0 - 1 } ?? index
            type = typeStart.map { scanner.text($0..<typeEnd).trimmingCharacters(in: .whitespaces) }
            value = valueStart.map { scanner.text($0..<end).trimmingCharacters(in: .whitespaces) }
            self.end = end
            if type == nil && value == nil { return nil }
        }

        /// Whether the line after the newline at `index` continues the expression (`.member`).
        private static func continues(after index: Int, in scanner: SwiftSourceScanner) -> Bool {
            var cursor = index + 1
            while cursor < scanner.bytes.count, scanner.bytes[cursor] == 0x20 || scanner.bytes[cursor] == 0x09 { cursor += 1 }
            return cursor < scanner.bytes.count && scanner.bytes[cursor] == UInt8(ascii: ".")
        }

        /// The property and its key, as the macro expands them (on the declaration's own lines).
        func expansion(keyProtocol: String, focused: Bool, extensionAccess: String?) -> String {
            let access = ownAccess ?? extensionAccess
            let key = "__MockupEntryKey_\(name)"
            let propertyType = type ?? "\(key).Value"
            let accessors = "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
            let keyBody: String
            if focused, let type {
                // A focused value's key names the value's type without its optional.
                let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
                keyBody = "typealias Value = \(wrapped)"
            } else if let type {
                keyBody = "static var defaultValue: \(type) { \(value ?? "nil") }"
            } else {
                keyBody = "\(access.map { $0 + " " } ?? "")static let defaultValue = \(value ?? "nil")"
            }
            // The key is private, as the macro writes it, so a public extension's entry needs no public key;
            // an entry without a type names its type through the key, which must then be as visible as it.
            let keyAccess = type == nil ? access.map { $0 + " " } ?? "" : "private "
            return "\(head): \(propertyType) \(accessors); \(keyAccess)struct \(key): \(keyProtocol) { \(keyBody) }"
        }
    }
}
