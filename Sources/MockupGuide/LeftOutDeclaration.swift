/// The smallest declaration a compile error can be left out with, so one bad line of an app's file
/// does not take the whole file, and every file that uses its types, with it.
///
/// For an error inside the body of a function, initializer, subscript or computed property, the body
/// alone is replaced (`DeclarationShape.bodyStandIns`): a view's `some View` body by a stand-in view
/// (`RunnerSource.leftOutViewName`, drawn where the view would be), a function returning nothing by
/// an empty body, a simple type's by its empty value, any other by its type's `init()` or else by
/// `fatalError` (the signature stays, so callers still compile; a component that runs it is reported
/// as crashed). An error anywhere else — a stored
/// property, a signature, a type's header, a top-level statement — removes that declaration.
/// Replacements keep the program's line count, so later errors are still reported where they are.
///
/// Positions are relative to the block (file) they are in, so they stay valid when another block is
/// left out; a program applies them in the order they were found (`GuideProgram`).
public struct LeftOutDeclaration: Sendable, Equatable {
    /// A place in a block: its line (0 for the block's first) and UTF-8 column.
    public struct Position: Sendable, Equatable, Comparable {
        public let line: Int
        public let column: Int
        public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    public let block: Int
    /// The replaced text, from `start` up to `end`.
    public let start: Position
    public let end: Position
    /// What stands in its place (followed by the range's line breaks).
    public let replacement: String
    /// What was left out, for reports: `User.isCurrentUser`, `the body of ProfileView.body`.
    public let summary: String
    /// Where the declaration begins, to tell a second error in a replaced body from a new one.
    public let declarationStart: Position

    /// Whether this only replaced a body (the declaration is still there).
    var replacesBody: Bool { summary.hasPrefix(Self.bodyPrefix) }

    static let bodyPrefix = "the body of "

    /// Whether `other` lies within this (in the same block).
    func encloses(_ other: LeftOutDeclaration) -> Bool {
        block == other.block && start <= other.start && other.end <= end
    }

    /// The declaration to leave out for an error at program `line` and `column` (1-based) of `program`, or nil when
    /// the line is in no declaration a block can lose. A body `earlier` replaced gets its next stand-in
    /// (the error is in the one before), and when there is none the declaration is removed whole.
    static func around(line: Int, column: Int, in program: GuideProgram, text: ProgramText,
                       earlier: [LeftOutDeclaration] = [])
        -> LeftOutDeclaration? {
        guard let (block, _) = program.location(ofProgramLine: line) else { return nil }
        let scanner = text.scanner, lines = text.lines
        guard line - 1 < lines.starts.count else { return nil }
        let lineStart = lines.starts[line - 1]
        let lineEnd = line < lines.starts.count ? lines.starts[line] : scanner.bytes.count
        guard let first = (lineStart..<lineEnd).first(where: { !SwiftSourceScanner.isSpace(scanner.bytes[$0]) }) else { return nil }
        let point = min(max(first, lineStart + column - 1), lineEnd - 1)

        let blockStart = lines.starts[block.programLine - 1]
        let blockEnd = block.programLine - 1 + block.lineCount < lines.starts.count
            ? lines.starts[block.programLine - 1 + block.lineCount] : scanner.bytes.count
        var container = blockStart..<blockEnd
        var typeNames: [String] = []
        while true {
            guard let member = Self.members(in: container, scanner: scanner).first(where: { $0.contains(point) }) else { return nil }
            let shape = DeclarationShape(member, scanner: scanner)
            let position = { (offset: Int) in lines.position(of: offset, inBlockStartingAt: block.programLine) }
            let declared = shape.name.map { $0.hasPrefix(PreviewRewriter.identifierPrefix) ? "#Preview" : $0 }
            let name = (typeNames + [declared ?? "code at line \(position(member.lowerBound).line + 1)"]).joined(separator: ".")
            if let body = shape.body, body.contains(point) {
                if shape.isType {
                    container = body
                    typeNames.append(shape.name ?? "?")
                    continue
                }
                let attempts = earlier.filter {
                    $0.block == block.index && $0.replacesBody && $0.declarationStart == position(member.lowerBound)
                }.count
                let standIns = shape.bodyStandIns(named: name)
                if attempts < standIns.count {
                    return LeftOutDeclaration(block: block.index, start: position(body.lowerBound), end: position(body.upperBound),
                                              replacement: standIns[attempts], summary: Self.bodyPrefix + name,
                                              declarationStart: position(member.lowerBound))
                }
            }
            return LeftOutDeclaration(block: block.index, start: position(member.lowerBound), end: position(member.upperBound),
                                      replacement: "", summary: name, declarationStart: position(member.lowerBound))
        }
    }

    /// `text` with `declarations` applied in order: the first `lineCount` lines of each block start
    /// at `blockLines[block]` (1-based program line); declarations of blocks not in the map are skipped.
    /// Each edits only its own lines (replacements keep the line count, so no other line moves).
    static func apply(_ declarations: [LeftOutDeclaration], to text: String, blockLines: [Int: Int]) -> String {
        guard !declarations.isEmpty else { return text }
        let newline = UInt8(ascii: "\n")
        var lines = Array(text.utf8).split(separator: newline, omittingEmptySubsequences: false).map(Array.init)
        for declaration in declarations {
            guard let first = blockLines[declaration.block] else { continue }
            let top = first - 1 + declaration.start.line, bottom = first - 1 + declaration.end.line
            guard top <= bottom, bottom < lines.count, declaration.start.column <= lines[top].count,
                  declaration.end.column <= lines[bottom].count else { continue }
            guard top < bottom || declaration.start.column <= declaration.end.column else { continue }
            // The lines in between are emptied, but for conditional-compilation directives: what is
            // left out may end inside an `#if` it did not open, and the file's must still pair up.
            let opening = Array(lines[top][..<declaration.start.column]) + Array(declaration.replacement.utf8)
            if top == bottom {
                lines[top] = opening + lines[top][declaration.end.column...]
                continue
            }
            let kept = lines[(top + 1)..<bottom].map { Self.isDirective($0) ? $0 : [] }
            let lastPart = Array(lines[bottom][..<declaration.end.column])
            lines.replaceSubrange(top...bottom, with: [opening] + kept
                                  + [(Self.isDirective(lastPart) ? lastPart : []) + lines[bottom][declaration.end.column...]])
        }
        return String(decoding: Array(lines.joined(separator: [newline])), as: UTF8.self)
    }

    /// Whether the line is a conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`).
    private static func isDirective(_ line: [UInt8]) -> Bool {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return ["#if", "#elseif", "#else", "#endif"].contains { keyword in
            text.hasPrefix(keyword) && (text.count == keyword.count || text.dropFirst(keyword.count).first?.isWhitespace == true)
        }
    }

    /// The declarations in `range` (a file or a type's body): from the first code line of each to the
    /// end of its last. A declaration runs on while brackets are open, while a line holds only
    /// attributes, and into lines that continue it (`{` of a body on its own line, `where`, `->`, `.`,
    /// a generic parameter clause `<Content: View>`).
    static func members(in range: Range<Int>, scanner: SwiftSourceScanner) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var current: Range<Int>?
        var depth = 0
        var continues = false
        var index = range.lowerBound
        while index < range.upperBound {
            let end = (index..<range.upperBound).first { scanner.bytes[$0] == UInt8(ascii: "\n") } ?? range.upperBound
            let code = (index..<end).filter { scanner.kinds[$0] == .code && !SwiftSourceScanner.isSpace(scanner.bytes[$0]) }
            // Code and string literals: a line ending in `= ""` ends with its string, not with `=`.
            let content = (index..<end).filter { scanner.kinds[$0] != .comment && !SwiftSourceScanner.isSpace(scanner.bytes[$0]) }
            if let firstContent = content.first, scanner.kinds[firstContent] == .string, let open = current {
                // A line starting in a string literal (a multi-line literal's, a concatenation's next
                // part) belongs to the declaration it is in; the code after the string still counts
                // (`""")` closes a call).
                current = open.lowerBound..<((content.last ?? (end - 1)) + 1)
            } else if let first = code.first, let last = content.last {
                let startsNew = depth == 0 && !continues && !Self.continuesDeclaration(scanner.bytes[first...])
                if startsNew || current == nil {
                    if let current { result.append(current) }
                    current = first..<(last + 1)
                } else {
                    current = current!.lowerBound..<(last + 1)
                }
            }
            for offset in code {
                switch scanner.bytes[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            }
            if current != nil, let first = code.first.map({ min($0, content.first ?? $0) }), let last = content.last {
                let text = scanner.codeAndStrings(first..<(last + 1))
                continues = TypeDeclaration.attributesOnly(text) != nil || Self.endsOpen(text)
            }
            index = end + 1
        }
        if let current { result.append(current) }
        return result
    }

    private static func continuesDeclaration(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: bytes.prefix(6), as: UTF8.self)
        return ["{", ".", "->", "where ", ":", "=", "&&", "||", "?", "+", "-", "*", "/", ",", "<", ">"].contains { text.hasPrefix($0) }
    }

    /// A line ending in an operator, `=`, `->`, `,` or `:` goes on on the next line.
    private static func endsOpen(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return ["=", "->", ",", ":", "&&", "||", "+"].contains { trimmed.hasSuffix($0) }
    }

}

/// A round's program source, classified and with its line starts, read once for all its errors.
struct ProgramText {
    let scanner: SwiftSourceScanner
    let lines: LineTable

    init(_ source: String) {
        scanner = SwiftSourceScanner(source)
        lines = LineTable(scanner.bytes)
    }
}

/// Line starts of a program, to turn byte offsets into block positions.
struct LineTable {
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    func position(of offset: Int, inBlockStartingAt firstLine: Int) -> LeftOutDeclaration.Position {
        // The last line starting at or before `offset`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return LeftOutDeclaration.Position(line: low - (firstLine - 1), column: offset - starts[low])
    }
}

/// What a declaration is, read from its code: its keyword, name and body.
private struct DeclarationShape {
    var keyword: String?
    var name: String?
    /// Inside the braces of a type's or a function's body (nil for a stored property or a statement).
    var body: Range<Int>?
    var header = ""

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    /// Declarations whose body can be replaced (a `deinit` that stopped the program would stop it
    /// whenever a value goes away: removed instead).
    static let functionKeywords: Set<String> = ["func", "init", "subscript", "var"]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "static", "final", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "nonisolated", "convenience", "required", "indirect", "dynamic", "optional", "package",
    ]

    var isType: Bool { keyword.map(Self.typeKeywords.contains) ?? false }

    init(_ range: Range<Int>, scanner: SwiftSourceScanner) {
        var depth = 0
        var words: [String] = []
        var word = ""
        var open: Int?
        for offset in range where scanner.kinds[offset] == .code {
            let byte = scanner.bytes[offset]
            if SwiftSourceScanner.isIdentifierByte(byte) || (byte == UInt8(ascii: "@") && word.isEmpty) {
                if depth == 0 { word.append(Character(UnicodeScalar(byte))) }
                continue
            }
            if !word.isEmpty { words.append(word); word = "" }
            if byte == UInt8(ascii: "{"), depth == 0 { open = offset; break }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
            // `= { … }()`: a stored property's closure is no body.
            if byte == UInt8(ascii: "="), depth == 0 { break }
        }
        if !word.isEmpty { words.append(word) }
        let meaningful = words.drop { $0.hasPrefix("@") || Self.modifiers.contains($0) || $0 == "set" }
        keyword = meaningful.first
        if let keyword {
            name = keyword == "init" || keyword == "subscript" || keyword == "deinit" ? keyword : meaningful.dropFirst().first
            if keyword == "case" || keyword == "let" || keyword == "import" || keyword == "typealias" { open = nil }
        }
        if let open, let close = scanner.matchingBrace(from: open), close < range.upperBound + 1 {
            body = (open + 1)..<close
            header = scanner.codeAndStrings(range.lowerBound..<open)
        }
    }

    /// What replaces the body of a function or computed property when the body does not compile, in
    /// the order they are tried (the next when the one before does not compile either; none left:
    /// remove the whole declaration): a stand-in view for `some View`; nothing for a function that
    /// returns nothing (a network call that does nothing is what a mockup wants); `nil`, `false`, `0`,
    /// `""` or an empty collection for those types; for any other named type a value made with its
    /// `init()`, then `fatalError`. None for any other opaque type or a declaration that is no function.
    func bodyStandIns(named name: String) -> [String] {
        guard let keyword, Self.functionKeywords.contains(keyword) else { return [] }
        let type = resultType
        if type.replacingOccurrences(of: " ", with: "") == "someView" { return [" \(RunnerSource.leftOutViewName)(\"\(name)\") "] }
        if type.hasPrefix("some ") || type.hasPrefix("any ") { return [] }
        if keyword == "init" { return [header.contains("init?") ? " return nil " : " "] }
        switch type {
        case "", "Void", "()": return [" "]
        case "Bool": return [" false "]
        case "String": return [" \"\" "]
        case "Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt", "TimeInterval": return [" 0 "]
        default: break
        }
        if type.hasSuffix("?") || type.hasSuffix("!") { return [" nil "] }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return [TypeDeclaration.splitTopLevel(String(type.dropFirst().dropLast()), by: ":").count > 1 ? " [:] " : " [] "]
        }
        let stop = " fatalError(\"left out: \(name) does not compile here\") "
        let isNamed = type.first?.isUppercase == true && type != "Self" && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return isNamed ? [" \(type)() ", stop] : [stop]
    }

    /// The type a function returns (after the `->` that follows its parameters, not one inside a
    /// closure parameter's type) or a computed property has (after its `:`), as written; empty when
    /// there is none.
    private var resultType: String {
        var text = header
        if let clause = text.range(of: " where ") { text = String(text[..<clause.lowerBound]) }
        if keyword == "var" {
            guard let colon = text.firstIndex(of: ":") else { return "" }
            return text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("->") {
                if depth == 0 { return text[text.index(index, offsetBy: 2)...].trimmingCharacters(in: .whitespacesAndNewlines) }
                index = text.index(index, offsetBy: 2)
                continue
            }
            if "([".contains(text[index]) { depth += 1 } else if ")]".contains(text[index]) { depth -= 1 }
            index = text.index(after: index)
        }
        return ""
    }
}
