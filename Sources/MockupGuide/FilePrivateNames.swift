/// Swift files rendered together are compiled as one program (`GuideProgram`), so declarations a
/// file keeps to itself lose their file scope: two files that each declare `private struct Row` or
/// `fileprivate class Loader` collide, where Xcode compiles them apart. A top-level `private` or
/// `fileprivate` declaration whose name another file also declares at top level is renamed in its
/// own file (`Row` → `Row_2`, the file's position), every use of the name there renamed with it.
/// Lines and columns are kept, so compile errors still point at the user's code.
enum FilePrivateNames {
    /// `files` with colliding file-private names renamed, and a note per renamed name.
    static func rewrite(_ files: [(name: String, text: String)]) -> (files: [(name: String, text: String)], notes: [String]) {
        let scanners = files.map { SwiftSourceScanner($0.text) }
        let declarations = scanners.map(topLevelDeclarations)
        var result = files
        var notes: [String] = []
        for (index, file) in files.enumerated() {
            let others = declarations.enumerated().filter { $0.offset != index }.flatMap { $0.element.map(\.name) }
            let colliding = Set(declarations[index].filter { $0.isFilePrivate && others.contains($0.name) }.map(\.name))
            guard !colliding.isEmpty else { continue }
            var text = file.text
            for name in colliding.sorted() {
                text = renaming(name, to: "\(name)_\(index + 1)", in: text)
                notes.append("\(file.name): private '\(name)' renamed '\(name)_\(index + 1)': another file declares '\(name)' too, and the files are compiled as one program")
            }
            result[index].text = text
        }
        return (result, notes)
    }

    /// A declaration at the top level of a file.
    struct Declaration: Equatable {
        let name: String
        let isFilePrivate: Bool
    }

    private static let introducers: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]

    /// The names declared at brace depth 0 (types, functions, constants and variables), with
    /// whether each is `private` or `fileprivate`.
    static func topLevelDeclarations(_ scanner: SwiftSourceScanner) -> [Declaration] {
        var declarations: [Declaration] = []
        var depth = 0, parens = 0
        var statementWords: [String] = []
        var index = 0
        let bytes = scanner.bytes
        while index < bytes.count {
            guard scanner.kinds[index] == .code else { index += 1; continue }
            let byte = bytes[index]
            if SwiftSourceScanner.isIdentifierByte(byte) {
                var end = index
                while end < bytes.count, scanner.kinds[end] == .code, SwiftSourceScanner.isIdentifierByte(bytes[end]) { end += 1 }
                let word = scanner.text(index..<end)
                if depth == 0 && parens == 0 {
                    if let previous = statementWords.last, introducers.contains(previous),
                       !(previous == "class" && ["func", "var", "let"].contains(word)) {
                        declarations.append(Declaration(name: word, isFilePrivate: statementWords.contains { $0 == "private" || $0 == "fileprivate" }))
                        statementWords = []
                    } else {
                        statementWords.append(word)
                    }
                }
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "{"): depth += 1; statementWords = []
            case UInt8(ascii: "}"): depth -= 1; statementWords = []
            case UInt8(ascii: "("), UInt8(ascii: "["): parens += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): parens -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "="): if parens == 0 { statementWords = [] }
            case UInt8(ascii: "@"): statementWords.append("@")
            default: break
            }
            index += 1
        }
        return declarations
    }

    /// `text` with every use of the identifier `name` in code renamed, except member accesses
    /// (`.name`) and argument labels (`(name:`), which name something else.
    static func renaming(_ name: String, to newName: String, in text: String) -> String {
        let scanner = SwiftSourceScanner(text)
        let bytes = scanner.bytes, target = Array(name.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            if scanner.kinds[index] == .code, bytes[index...].starts(with: target),
               index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]),
               index + target.count == bytes.count || !SwiftSourceScanner.isIdentifierByte(bytes[index + target.count]),
               previousCode(before: index, in: scanner) != UInt8(ascii: "."),
               !isArgumentLabel(at: index, length: target.count, in: scanner) {
                output += Array(newName.utf8)
                index += target.count
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func previousCode(before index: Int, in scanner: SwiftSourceScanner) -> UInt8? {
        var cursor = index - 1
        while cursor >= 0, scanner.kinds[cursor] != .code || scanner.bytes[cursor] == 0x20 { cursor -= 1 }
        return cursor >= 0 ? scanner.bytes[cursor] : nil
    }

    private static func nextCode(after index: Int, in scanner: SwiftSourceScanner) -> UInt8? {
        var cursor = index
        while cursor < scanner.bytes.count, scanner.kinds[cursor] != .code || scanner.bytes[cursor] == 0x20 { cursor += 1 }
        return cursor < scanner.bytes.count ? scanner.bytes[cursor] : nil
    }

    /// Whether the name at `index` is an argument or tuple label: `(name:` or `, name:`.
    private static func isArgumentLabel(at index: Int, length: Int, in scanner: SwiftSourceScanner) -> Bool {
        guard nextCode(after: index + length, in: scanner) == UInt8(ascii: ":") else { return false }
        let previous = previousCode(before: index, in: scanner)
        return previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",")
    }
}
