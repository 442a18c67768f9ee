import Foundation

/// Finds the declaration the Swift compiler is stuck on when a type check stops making progress.
/// Type checking prints each function body's time as it finishes (`-debug-time-function-bodies`) and
/// checks a file's bodies in order, so the one it is stuck on is the first declaration with a body
/// after the furthest one printed; an error placed there is left out like any other, and the next
/// round compiles the rest. A body of a large view that calls a declaration left out (an initializer
/// missing a stored property of a package not here) can keep the compiler diagnosing it for many
/// minutes (QuickBlox's dialog views), where a whole program takes seconds.
enum StalledBody {
    /// Seconds a type check may go without finishing a body once it has begun with bodies (Mockup's
    /// choice: a body of real code takes milliseconds, a very long one a few seconds).
    static let limit: TimeInterval = 60
    /// Makes the compiler print each function body's type-check time as it finishes.
    static let timingFlags = ["-Xfrontend", "-debug-time-function-bodies"]

    /// An error at the first declaration with a body after the furthest body of `file` that `output`
    /// reports as checked; nil when none is reported or no declaration follows.
    static func diagnostic(output: String, file: String, source: String) -> CompilerDiagnostic? {
        var furthest: (line: Int, column: Int)?
        for row in output.split(separator: "\n") {
            // "0.41ms\tGuide.swift:11248:12\tinitializer GuideRunner.(file).View.init(…)@Guide.swift:11248:12"
            let fields = row.split(separator: "\t")
            guard fields.count >= 3, fields[0].hasSuffix("ms"), !fields[2].contains("accessor") else { continue }
            let location = fields[1].split(separator: ":")
            guard location.count == 3, location[0] == file, let line = Int(location[1]), let column = Int(location[2]) else { continue }
            if furthest.map({ (line, column) > ($0.line, $0.column) }) ?? true { furthest = (line, column) }
        }
        let text = ProgramText(source), scanner = text.scanner
        guard let furthest, furthest.line <= text.lines.starts.count,
              let open = scanner.nextCode(UInt8(ascii: "{"), from: text.lines.starts[furthest.line - 1] + furthest.column - 1),
              let close = scanner.matchingBrace(from: open),
              let next = nextBodyDeclaration(after: close + 1, in: scanner) else { return nil }
        return CompilerDiagnostic(file: file, line: text.lines.position(of: next, inBlockStartingAt: 1).line + 1, column: 1,
                                  message: "the Swift compiler was still type checking it after \(Int(limit)) s")
    }

    /// The offset of the next `func`, `init`, `deinit`, `subscript` or computed `var` after `start` that
    /// has a body: its `{` comes before any `}` or other declaration, and is not a protocol's `{ get }`.
    private static func nextBodyDeclaration(after start: Int, in scanner: SwiftSourceScanner) -> Int? {
        let bytes = scanner.bytes
        var index = start
        while index < bytes.count {
            guard scanner.kinds[index] == .code, SwiftSourceScanner.isIdentifierByte(bytes[index]),
                  index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = scanner.identifierEnd(from: index)
            let word = scanner.text(index..<end)
            if ["func", "init", "deinit", "subscript", "var"].contains(word), hasBody(after: end, computedProperty: word == "var", in: scanner) {
                return index
            }
            index = end
        }
        return nil
    }

    private static let declarationWords: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "case", "struct", "class", "enum", "protocol", "extension",
        "typealias", "associatedtype", "static", "public", "private", "fileprivate", "internal", "open", "override",
    ]

    /// Whether the line after the newline at `index` begins a declaration (an attribute or a keyword).
    private static func startsDeclaration(after index: Int, in scanner: SwiftSourceScanner) -> Bool {
        guard let first = scanner.skippingSpaces(from: index + 1) else { return false }
        if scanner.bytes[first] == UInt8(ascii: "@") { return true }
        return declarationWords.contains(scanner.text(first..<scanner.identifierEnd(from: first)))
    }

    /// Whether the declaration whose keyword ends at `start` has a body.
    private static func hasBody(after start: Int, computedProperty: Bool, in scanner: SwiftSourceScanner) -> Bool {
        let bytes = scanner.bytes
        var depth = 0
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard scanner.kinds[index] == .code else { continue }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth = max(depth - 1, 0)
            case UInt8(ascii: "}"): return false
            // A stored property's value, or a property's type ending on its line without a body.
            case UInt8(ascii: "=") where computedProperty && depth == 0: return false
            case UInt8(ascii: "\n") where depth == 0:
                // A property's type ends on its line; a requirement ends where the next declaration begins.
                if computedProperty || startsDeclaration(after: index, in: scanner) { return false }
            case UInt8(ascii: "{") where depth == 0:
                guard computedProperty, let close = scanner.matchingBrace(from: index) else { return true }
                let inside = scanner.text((index + 1)..<close).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                return !inside.allSatisfy { ["get", "set", "async", "throws", "mutating", "nonmutating"].contains($0) }
            default: break
            }
        }
        return false
    }
}
