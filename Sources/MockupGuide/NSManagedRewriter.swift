import Foundation

/// Turns Core Data's `@NSManaged` declarations, which need the Objective-C runtime (Linux accepts
/// the attribute and then has no accessors to link), into Swift over the managed object's stored
/// values, in place. `@NSManaged public var title: String?` becomes
/// `public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }`,
/// and a relationship accessor Xcode generates, `@NSManaged public func addToTasks(_ value: Task)`,
/// gets the body `{ performRelationshipAccessor("addToTasks", value) }` (the `CoreData` module reads
/// what it does from its name, as Core Data does). Only the declaration's own line changes, so
/// diagnostics keep the user's line numbers.
enum NSManagedRewriter {
    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        let scanner = SwiftSourceScanner(code)
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        var index = 0
        while let start = scanner.nextToken("@NSManaged", from: index) {
            let attributeEnd = start + "@NSManaged".utf8.count
            index = attributeEnd
            let lineEnd = scanner.bytes[attributeEnd...].firstIndex(of: UInt8(ascii: "\n")) ?? scanner.bytes.count
            guard let body = declarationBody(in: attributeEnd..<lineEnd, scanner: scanner) else { continue }
            edits.append((start..<attributeEnd, Array(repeating: UInt8(ascii: " "), count: attributeEnd - start)))
            edits.append((body.insertion..<body.insertion, Array(body.text.utf8)))
        }
        guard !edits.isEmpty else { return (code, false) }
        var bytes = scanner.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }).reversed() {
            bytes.replaceSubrange(edit.range, with: edit.text)
        }
        return (String(decoding: bytes, as: UTF8.self), true)
    }

    /// The body to insert after the `var` or `func` declared in `line`, and where: the end of its code.
    private static func declarationBody(in line: Range<Int>, scanner: SwiftSourceScanner) -> (insertion: Int, text: String)? {
        var codeEnd = line.upperBound
        while codeEnd > line.lowerBound, scanner.kinds[codeEnd - 1] != .code || isSpace(scanner.bytes[codeEnd - 1]) { codeEnd -= 1 }
        let code = scanner.codeAndStrings(line.lowerBound..<codeEnd)
        if let name = name(after: "var", in: code) {
            return (codeEnd, " { get { managedValue(forKey: \"\(name)\") } set { setManagedValue(newValue, forKey: \"\(name)\") } }")
        }
        if let name = name(after: "func", in: code), let open = code.firstIndex(of: "("), let close = code.lastIndex(of: ")"), open < close {
            let arguments = parameterNames(String(code[code.index(after: open)..<close]))
            return (codeEnd, " { performRelationshipAccessor(\"\(name)\"\(arguments.map { ", " + $0 }.joined())) }")
        }
        return nil
    }

    /// The identifier after the keyword `keyword` in `code`.
    private static func name(after keyword: String, in code: String) -> String? {
        let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let position = words.firstIndex(where: { $0 == keyword }), position + 1 < words.count else { return nil }
        return String(words[position + 1])
    }

    /// The names parameters have inside a function (`_ value: Task, at idx: Int` → value, idx).
    private static func parameterNames(_ list: String) -> [String] {
        list.split(separator: ",").compactMap { parameter in
            let head = parameter.split(separator: ":").first?.split(separator: " ") ?? []
            return head.last.map(String.init)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
