/// Swift files rendered together are compiled as one program (`GuideProgram`), so declarations a
/// file keeps to itself lose their file scope: two files that each declare `private struct Row` or
/// `fileprivate class Loader` collide, where Xcode compiles them apart. A top-level `private` or
/// `fileprivate` declaration whose name another file also declares at top level is renamed in its
/// own file (`Row` → `Row_2`, the file's position), every use of the name there renamed with it.
/// Members of extensions collide the same way (two files' `private extension Calendar { func
/// startOfMonth(for:) }`): a file-private member that another file's extension of the same type
/// also declares is renamed in its file, member accesses (`calendar.startOfMonth(for:)`) included.
/// Lines and columns are kept, so compile errors still point at the user's code.
enum FilePrivateNames {
    /// `files` with colliding file-private names renamed, and a note per renamed name.
    static func rewrite(_ files: [(name: String, text: String)]) -> (files: [(name: String, text: String)], notes: [String]) {
        let declared = files.map { declarations(in: SwiftSourceScanner($0.text)) }
        var result = files
        var notes: [String] = []
        for (index, file) in files.enumerated() {
            let others = Set(declared.enumerated().filter { $0.offset != index }.flatMap { $0.element.map(\.key) })
            let colliding = Set(declared[index].filter { $0.isFilePrivate && others.contains($0.key) }.map(\.key))
            guard !colliding.isEmpty else { continue }
            var text = file.text
            for key in colliding.sorted(by: { ($0.name, $0.extendedType ?? "") < ($1.name, $1.extendedType ?? "") }) {
                let name = key.name
                text = renaming(name, to: "\(name)_\(index + 1)", in: text, includingMemberAccesses: key.extendedType != nil)
                let declared = key.extendedType.map { "'\(name)' in an extension of \($0)" } ?? "'\(name)'"
                notes.append("\(file.name): private '\(name)' renamed '\(name)_\(index + 1)': another file declares \(declared) too, and the files are compiled as one program")
            }
            result[index].text = text
        }
        return (result, notes)
    }

    /// A declaration at the top level of a file, or a member of an extension there (`extendedType`).
    struct Declaration: Equatable {
        let name: String
        let isFilePrivate: Bool
        var extendedType: String? = nil
        /// A function: one module may declare several of that name (overloads).
        var isFunction = false
        /// `public` or `open`, itself or through its extension: other modules see it.
        var isPublic = false

        struct Key: Hashable {
            let name: String
            let extendedType: String?
        }
        var key: Key { Key(name: name, extendedType: extendedType) }
    }

    private static let introducers: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]

    /// The names declared at brace depth 0 (types, functions, constants and variables), with
    /// whether each is `private` or `fileprivate`.
    static func topLevelDeclarations(_ scanner: SwiftSourceScanner) -> [Declaration] {
        declarations(in: scanner).filter { $0.extendedType == nil }
    }

    /// The top-level declarations and the members of top-level extensions; a member is file-private
    /// when it or its extension is `private` or `fileprivate`.
    static func declarations(in scanner: SwiftSourceScanner) -> [Declaration] {
        var declarations: [Declaration] = []
        var depth = 0, parens = 0
        var statementWords: [String] = []
        /// The extension whose body is open at depth 1: its type and whether it is file-private or public.
        var openExtension: (type: String, isFilePrivate: Bool, isPublic: Bool)?
        var index = 0
        let bytes = scanner.bytes
        while index < bytes.count {
            guard scanner.kinds[index] == .code else { index += 1; continue }
            let byte = bytes[index]
            if SwiftSourceScanner.isIdentifierByte(byte) {
                let end = scanner.identifierEnd(from: index)
                let word = scanner.text(index..<end)
                let member = depth == 1 ? openExtension : nil
                if (depth == 0 || member != nil) && parens == 0 {
                    if let previous = statementWords.last, introducers.contains(previous),
                       !(previous == "class" && ["func", "var", "let"].contains(word)) {
                        let isFilePrivate = member?.isFilePrivate == true || statementWords.contains { $0 == "private" || $0 == "fileprivate" }
                        let isPublic = !isFilePrivate && (member?.isPublic == true || statementWords.contains { $0 == "public" || $0 == "open" })
                        declarations.append(Declaration(name: word, isFilePrivate: isFilePrivate, extendedType: member?.type,
                                                        isFunction: previous == "func", isPublic: isPublic))
                        statementWords = []
                    } else {
                        statementWords.append(word)
                    }
                }
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                if depth == 0, let keyword = statementWords.firstIndex(of: "extension"), keyword + 1 < statementWords.count {
                    openExtension = (statementWords[keyword + 1], statementWords.contains { $0 == "private" || $0 == "fileprivate" },
                                     statementWords.contains { $0 == "public" || $0 == "open" })
                }
                depth += 1; statementWords = []
            case UInt8(ascii: "}"):
                depth -= 1; statementWords = []
                if depth == 0 { openExtension = nil }
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

    /// `text` with every use of the identifier `name` in code renamed, except argument labels
    /// (`(name:`) and, unless `includingMemberAccesses`, member accesses (`.name`) and uses where a
    /// nested declaration hides the top-level name (`NameShadowing`), which name something else. With
    /// member accesses, those of another type named before them than `type` are not renamed.
    static func renaming(_ name: String, to newName: String, in text: String, includingMemberAccesses: Bool = false,
                         ofType extendedType: String? = nil) -> String {
        let scanner = SwiftSourceScanner(text)
        let bytes = scanner.bytes, target = Array(name.utf8)
        let hidden = includingMemberAccesses ? [] : NameShadowing.ranges(of: name, in: scanner)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            if isIdentifier(target, at: index, in: scanner),
               includingMemberAccesses ? !isMember(at: index, ofAnotherTypeThan: extendedType, in: scanner)
                   : !isMemberAccess(at: index, in: scanner),
               !isArgumentLabel(at: index, length: target.count, in: scanner),
               !hidden.contains(where: { $0.contains(index) }) || isQualifiedWithTheProgram(at: index, in: scanner) {
                output += Array(newName.utf8)
                index += target.count
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The identifiers `text` uses in code as `renaming` would rename them: not argument labels,
    /// not member accesses.
    static func usedNames(in text: String) -> Set<String> {
        let scanner = SwiftSourceScanner(text)
        let bytes = scanner.bytes
        var names = Set<String>()
        var index = 0
        while index < bytes.count {
            guard scanner.kinds[index] == .code, SwiftSourceScanner.isIdentifierByte(bytes[index]) else { index += 1; continue }
            let end = scanner.identifierEnd(from: index)
            if !isMemberAccess(at: index, in: scanner),
               !isArgumentLabel(at: index, length: end - index, in: scanner) {
                names.insert(String(decoding: bytes[index..<end], as: UTF8.self))
            }
            index = end
        }
        return names
    }

    /// Whether the name at `index` follows a dot (`value.name`, `Type.name`) other than the program
    /// module's own (`GuideRunner.name` is the top-level declaration).
    static func isMemberAccess(at index: Int, in scanner: SwiftSourceScanner) -> Bool {
        guard let dot = previousCodeIndex(before: index, in: scanner), scanner.bytes[dot] == UInt8(ascii: ".") else { return false }
        let module = Array(GuideProgram.moduleName.utf8)
        let start = dot - module.count
        return start < 0 || !scanner.bytes[start..<dot].elementsEqual(module)
            || start > 0 && (SwiftSourceScanner.isIdentifierByte(scanner.bytes[start - 1]) || scanner.bytes[start - 1] == UInt8(ascii: "."))
    }

    /// Whether the name at `index` is a member of a type other than `type`, named before it
    /// (`SYMFontFamily.Pretendard.bold` where `Font.bold` is meant): an upper-case name before the dot.
    private static func isMember(at index: Int, ofAnotherTypeThan type: String?, in scanner: SwiftSourceScanner) -> Bool {
        guard let type, let dot = previousCodeIndex(before: index, in: scanner), scanner.bytes[dot] == UInt8(ascii: "."),
              let end = previousCodeIndex(before: dot, in: scanner), SwiftSourceScanner.isIdentifierByte(scanner.bytes[end]) else { return false }
        var start = end
        while start > 0, SwiftSourceScanner.isIdentifierByte(scanner.bytes[start - 1]) { start -= 1 }
        let receiver = String(decoding: scanner.bytes[start...end], as: UTF8.self)
        let typeName = type.split(separator: ".").last.map { String($0.prefix { $0 != "<" }) } ?? type
        return receiver.first?.isUppercase == true && receiver != typeName
    }

    /// Whether the identifier `name` (its UTF-8 bytes) stands whole in code at `index`.
    static func isIdentifier(_ name: [UInt8], at index: Int, in scanner: SwiftSourceScanner) -> Bool {
        let bytes = scanner.bytes
        return scanner.kinds[index] == .code && bytes[index...].starts(with: name)
            && (index == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]))
            && (index + name.count == bytes.count || !SwiftSourceScanner.isIdentifierByte(bytes[index + name.count]))
    }

    /// Whether the name at `index` follows `GuideRunner.`, which names the top-level declaration.
    private static func isQualifiedWithTheProgram(at index: Int, in scanner: SwiftSourceScanner) -> Bool {
        previousCode(before: index, in: scanner) == UInt8(ascii: ".") && !isMemberAccess(at: index, in: scanner)
    }

    static func previousCode(before index: Int, in scanner: SwiftSourceScanner) -> UInt8? {
        previousCodeIndex(before: index, in: scanner).map { scanner.bytes[$0] }
    }

    /// Where the code before `index` ends, past spaces and comments.
    private static func previousCodeIndex(before index: Int, in scanner: SwiftSourceScanner) -> Int? {
        var cursor = index - 1
        while cursor >= 0, scanner.kinds[cursor] != .code || scanner.bytes[cursor] == 0x20 { cursor -= 1 }
        return cursor >= 0 ? cursor : nil
    }

    private static func nextCode(after index: Int, in scanner: SwiftSourceScanner) -> UInt8? {
        var cursor = index
        while cursor < scanner.bytes.count, scanner.kinds[cursor] != .code || scanner.bytes[cursor] == 0x20 { cursor += 1 }
        return cursor < scanner.bytes.count ? scanner.bytes[cursor] : nil
    }

    /// Whether the name at `index` is an argument or tuple label (`(name:` or `, name:`) or a
    /// parameter's external label (`(name value:`).
    private static func isArgumentLabel(at index: Int, length: Int, in scanner: SwiftSourceScanner) -> Bool {
        let previous = previousCode(before: index, in: scanner)
        guard previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",") else { return false }
        var next = index + length
        while next < scanner.bytes.count, scanner.kinds[next] != .code || scanner.bytes[next] == 0x20 { next += 1 }
        // Past the parameter's own name, if one follows the label.
        if next > index + length { next = scanner.identifierEnd(from: next) }
        return nextCode(after: next, in: scanner) == UInt8(ascii: ":")
    }
}
