/// The modules a program imports, and the rewrite that leaves out imports of modules a render cannot
/// provide — third-party packages such as Firebase, Kingfisher or an app's own local packages.
///
/// `swiftc` stops at the first `no such module`, so without this every file importing one would cost
/// a compile round of its own. Instead the compiler asks once which imports resolve (`probe`), and the
/// others are blanked in place (line numbers kept): code that uses the missing module then fails on
/// its own names and is left out like any block that does not compile, while the rest of the file,
/// and every file that only imported the module, still renders.
enum ModuleImports {
    /// The module names `code` imports: `import SwiftUI`, `@testable import App`, `import struct Kit.Item`
    /// (→ `Kit`), `import Firebase.Auth` (→ `Firebase`), in order of first appearance.
    static func modules(in code: String) -> [String] {
        var names: [String] = []
        for declaration in declarations(in: SwiftSourceScanner(code)) where !names.contains(declaration.module) {
            names.append(declaration.module)
        }
        return names
    }

    /// `code` with the import declarations of `missing` modules blanked, and the (1-based) lines they
    /// were on with their module. An import of a framework's clang submodule (`import UIKit.UIImage`,
    /// `import MapKit.MKGeometry`: Apple's frameworks have one per header) imports the framework
    /// itself: Mockup's modules are Swift modules, whose API the submodule would have been part of.
    static func rewrite(_ code: String, leavingOut missing: Set<String>) -> (text: String, removed: [(line: Int, module: String)]) {
        let scanner = SwiftSourceScanner(code)
        var bytes = scanner.bytes
        var removed: [(line: Int, module: String)] = []
        var changed = false
        for declaration in declarations(in: scanner) {
            let blanked = missing.contains(declaration.module) ? declaration.range : declaration.submodule
            guard let blanked else { continue }
            for index in blanked { bytes[index] = UInt8(ascii: " ") }
            changed = true
            if missing.contains(declaration.module) { removed.append((declaration.line, declaration.module)) }
        }
        return (changed ? String(decoding: bytes, as: UTF8.self) : code, removed)
    }

    /// A Swift file whose type check reports one error, `missing module 'X'`, for each of `modules` that
    /// cannot be imported (`canImport` does not stop at the first, as `import` does).
    static func probe(_ modules: [String]) -> String {
        modules.map { "#if !canImport(\($0))\n#error(\"missing module '\($0)'\")\n#endif\n" }.joined()
    }

    /// The module a probe error names.
    static func missingModule(in error: CompilerDiagnostic) -> String? {
        let prefix = "missing module '"
        guard error.message.hasPrefix(prefix), error.message.hasSuffix("'") else { return nil }
        return String(error.message.dropFirst(prefix.count).dropLast())
    }

    private struct Declaration {
        let module: String
        /// Bytes from the first attribute or `import` to the end of the module path.
        let range: Range<Int>
        /// The submodule part of the path (`.UIImage` of `import UIKit.UIImage`); nil for a module, or
        /// a declaration (`import struct Kit.Item`).
        let submodule: Range<Int>?
        let line: Int
    }

    private static let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Import declarations that start a line of code (attributes such as `@testable` or
    /// `@_exported` before them), but for those in a branch an iPhone build leaves out
    /// (`#if canImport(AppKit)`: `ConditionalBranches`).
    private static func declarations(in scanner: SwiftSourceScanner) -> [Declaration] {
        let bytes = scanner.bytes
        var result: [Declaration] = []
        var branches = ConditionalBranches()
        var lineStart = 0
        var line = 1
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var start = lineStart
            while start < lineEnd, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            if start < lineEnd, scanner.kinds[start] == .code {
                let text = scanner.text(start..<lineEnd)
                if bytes[start] == UInt8(ascii: "#") {
                    branches.read(line: text[...])
                } else if !branches.isInactive, let declaration = declaration(in: text, at: start, line: line) {
                    result.append(declaration)
                }
            }
            lineStart = lineEnd + 1
            line += 1
        }
        return result
    }

    /// The import declaration `text` (one line of code starting at byte `offset`) begins with.
    private static func declaration(in text: String, at offset: Int, line: Int) -> Declaration? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import" else { return nil }
        words.removeFirst()
        var importsDeclaration = false
        if let kind = words.first, kinds.contains(String(kind)) {
            words.removeFirst()
            importsDeclaration = true
        }
        guard let path = words.first else { return nil }
        let module = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !module.isEmpty else { return nil }
        let end = offset + text.utf8.distance(from: text.startIndex, to: path.endIndex)
        let moduleEnd = offset + text.utf8.distance(from: text.startIndex, to: module.endIndex)
        let submodule = !importsDeclaration && moduleEnd < end ? moduleEnd..<end : nil
        return Declaration(module: String(module), range: offset..<end, submodule: submodule, line: line)
    }
}
