/// Swift files rendered together are compiled as one program (`GuideProgram`), so every file sees
/// the modules any file imports. Where two of those modules declare the same type name, a file
/// that imports only one of them — unambiguous in Xcode — becomes ambiguous: SwiftUI's
/// `Transaction` beside StoreKit's, SwiftUI's `Anchor<Value>` beside RegexBuilder's `Anchor`. In
/// such a file the name is qualified with the module it imports (`Transaction` →
/// `SwiftUI.Transaction`), unless the program declares a type of that name at top level (its
/// own declaration shadows both modules'). Lines are kept, so compile errors still point at the code.
enum ImportedNameCollisions {
    /// Type names declared by more than one module a program may import (as in Apple's SDKs), with
    /// those modules.
    static let collisions: [(name: String, modules: [String])] = [
        ("Transaction", ["SwiftUI", "StoreKit"]),
        ("Anchor", ["SwiftUI", "RegexBuilder"]),
    ]

    /// `files` with colliding names qualified, and a note per file and name.
    static func rewrite(_ files: [(name: String, text: String)]) -> (files: [(name: String, text: String)], notes: [String]) {
        let imports = files.map { Set(ModuleImports.modules(in: $0.text)) }
        let programImports = imports.reduce(into: Set<String>()) { $0.formUnion($1) }
        let relevant = collisions.filter { collision in
            collision.modules.filter(programImports.contains).count > 1
                && !files.contains { declaresType(named: collision.name, in: $0.text) }
        }
        guard !relevant.isEmpty else { return (files, []) }
        var result = files
        var notes: [String] = []
        for (index, file) in files.enumerated() {
            for collision in relevant {
                let own = collision.modules.filter(imports[index].contains)
                // A file declaring a nested type of the name means its own there: it is left as written.
                guard own.count == 1, let module = own.first, !declaresNestedType(named: collision.name, in: file.text) else { continue }
                let qualified = FilePrivateNames.renaming(collision.name, to: "\(module).\(collision.name)", in: result[index].text)
                guard qualified != result[index].text else { continue }
                result[index].text = qualified
                let others = collision.modules.filter { $0 != module && programImports.contains($0) }.joined(separator: ", ")
                notes.append("\(file.name): '\(collision.name)' read as \(module).\(collision.name): another file imports \(others), which declares it too, and the files are compiled as one program")
            }
        }
        return (result, notes)
    }

    /// Whether `text` declares a type or type alias called `name` at top level, which shadows the
    /// modules' everywhere in the program (a nested one only inside its parent).
    private static func declaresType(named name: String, in text: String) -> Bool {
        FilePrivateNames.topLevelDeclarations(SwiftSourceScanner(text)).contains { $0.name == name && !$0.isFunction }
    }

    /// Whether the code of `text` (not its comments or strings) declares a type called `name` at any depth.
    private static func declaresNestedType(named name: String, in text: String) -> Bool {
        let scanner = SwiftSourceScanner(text)
        let code = String(decoding: scanner.bytes.indices.filter { scanner.kinds[$0] == .code }.map { scanner.bytes[$0] }, as: UTF8.self)
        return code.contains(try! Regex("\\b(struct|class|enum|protocol|typealias|actor)\\s+\(name)\\b"))
    }
}
