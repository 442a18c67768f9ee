import Foundation

/// Where a nested declaration hides a top-level name, so renaming the top-level declaration leaves
/// those uses alone: a type's member (`struct Bar { let settings: BarSettings }` beside a
/// top-level `var settings`), a function's parameter (`init(settings:)`, `func f(for settings:)`), a
/// closure's (`{ settings in … }`) or a local (`let settings = …`, `if let settings`) hides it in
/// the braces around that declaration — the type's body, the function's, the closure's, the block;
/// a generic parameter (`struct List<Item: Row>`) hides it from its clause to the end of the body.
/// Uses there mean the nested declaration; `GuideRunner.settings` still means the top-level one.
enum NameShadowing {
    /// The byte ranges of `scanner`'s text (whole blocks, braces included, and parameters' names) in
    /// which `name` is hidden.
    static func ranges(of name: String, in scanner: SwiftSourceScanner) -> [Range<Int>] {
        let bytes = scanner.bytes, target = Array(name.utf8)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard FilePrivateNames.isIdentifier(target, at: index, in: scanner),
                  !FilePrivateNames.isMemberAccess(at: index, in: scanner),
                  let block = hidingBlock(at: index, length: target.count, in: scanner) else { continue }
            // A parameter's own name lies before the body it hides the name in.
            ranges += block.contains(index) ? [block] : [index..<(index + target.count), block]
        }
        return ranges
    }

    /// The block in which the occurrence at `index` declares the name, if it is a nested declaration.
    private static func hidingBlock(at index: Int, length: Int, in scanner: SwiftSourceScanner) -> Range<Int>? {
        let (start, before) = statementBefore(index, in: scanner)
        let after = codeAfter(index + length, in: scanner)
        if after.drop(while: { $0 == " " }).hasPrefix(":"), before.contains(Self.parameterStart),
           let paren = before.utf8.lastIndex(of: UInt8(ascii: "(")) {
            // The match ends at the list's `(`'s contents, so the last `(` is the list's; the body is the block after it.
            let open = start + before.utf8.distance(from: before.startIndex, to: paren)
            guard let close = scanner.matchingBrace(from: open), let body = nextBrace(after: close, in: scanner),
                  let end = scanner.matchingBrace(from: body) else { return nil }
            return body..<(end + 1)
        }
        // A generic parameter (`struct ChatList<Content: View, Item: ChatListItem>` beside a file's
        // `private struct Item`) hides the name from its clause to the end of the declaration's body.
        if before.contains(Self.genericParameterStart), let next = after.drop(while: { $0 == " " }).first, ":,>".contains(next),
           let body = nextBrace(after: index, in: scanner), let end = scanner.matchingBrace(from: body) {
            return index..<(end + 1)
        }
        guard Self.endsWithDeclarationKeyword(before)
                || after.contains("in") && before.contains(Self.closureParameterStart) && after.contains(Self.closureParameterEnd),
              let open = scanner.enclosingBrace(before: index), let end = scanner.matchingBrace(from: open) else { return nil }
        return open..<(end + 1)
    }

    /// Whether `before` ends with a keyword that declares the name after it: `let name`, `static var
    /// name`, `for name`, `case name`, `func name`, a nested `struct name`…
    private static func endsWithDeclarationKeyword(_ before: Substring) -> Bool {
        let trimmed = before.reversed().drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.count < before.count else { return false }
        let word = String(trimmed.prefix(while: { $0.isLetter }).reversed())
        let preceding = trimmed.dropFirst(word.count).first
        return Self.declarationKeywords.contains(word) && (preceding == nil || preceding!.isWhitespace || preceding == "(" || preceding == ",")
    }

    private static let declarationKeywords: Set<String> = ["let", "var", "for", "case", "func", "struct", "class", "enum", "actor",
                                                           "protocol", "typealias"]
    /// A function's, initializer's or subscript's parameter list up to this parameter (its label, if any, before it).
    private static var parameterStart: Regex<Substring> { #/(?:\bfunc\s+[^\s(<]+|(?:^|[^.\w])(?:init[?!]?|subscript))\s*(?:<[^(){}]*>)?\s*\((?:[^(){}]*,\s*)?(?:[A-Za-z_]\w*\s+)?$/# }
    /// A generic declaration's parameter clause up to this parameter: `struct Row<`, `func map<T: View, `.
    private static var genericParameterStart: Regex<Substring> {
        #/\b(?:struct|class|enum|actor|func|init|subscript|typealias)\b[^{}()<>]*<[^<>(){}]*$/#
    }
    /// A closure's opening up to this parameter: `{ `, `{ [weak self] (`, `{ first, `.
    private static var closureParameterStart: Regex<Substring> { #/\{\s*(?:\[[^\]]*\]\s*)?\(?\s*(?:[A-Za-z_]\w*\s*,\s*)*$/# }
    /// The rest of a closure's parameter list: `in`, `, second) in`, `) -> Bool in`.
    private static var closureParameterEnd: Regex<Substring> { #/^\s*(?::\s*[\w.?!<>\[\]]+\s*)?(?:,\s*[A-Za-z_]\w*\s*(?::\s*[\w.?!<>\[\]]+\s*)?)*\)?\s*(?:->\s*[\w.?!<>\[\]]+\s*)?in\b/# }

    /// The code before `index` from the start of its statement's line: back to a `{` (kept), `}` or `;`,
    /// or to the start of the line holding the `(` of a list `index` is in (a parameter list over lines).
    private static func statementBefore(_ index: Int, in scanner: SwiftSourceScanner) -> (start: Int, text: Substring) {
        var start = index, depth = 0, inList = false
        scan: while start > 0 {
            let byte = scanner.bytes[start - 1]
            if scanner.kinds[start - 1] == .code {
                switch byte {
                case UInt8(ascii: ")"): depth += 1
                case UInt8(ascii: "("):
                    if depth == 0 { inList = true } else { depth -= 1 }
                case UInt8(ascii: "{"):
                    start -= 1
                    break scan
                case UInt8(ascii: "}"), UInt8(ascii: ";"): break scan
                case UInt8(ascii: "\n") where depth == 0 && (inList || !listOpens(before: start - 1, in: scanner)): break scan
                default: break
                }
            }
            start -= 1
        }
        return (start, Substring(scanner.text(start..<index)))
    }

    /// Whether a `(` still open at `index` lies before it in the same statement (so the statement goes on above).
    private static func listOpens(before index: Int, in scanner: SwiftSourceScanner) -> Bool {
        var cursor = index, depth = 0
        while cursor > 0 {
            cursor -= 1
            guard scanner.kinds[cursor] == .code else { continue }
            switch scanner.bytes[cursor] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return true }
                depth -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return false
            default: break
            }
        }
        return false
    }

    /// The code after `index` up to the end of its line.
    private static func codeAfter(_ index: Int, in scanner: SwiftSourceScanner) -> Substring {
        var end = index
        while end < scanner.bytes.count, scanner.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return Substring(scanner.text(index..<end))
    }

    /// The first `{` in code after `index`: a function's body after its signature.
    private static func nextBrace(after index: Int, in scanner: SwiftSourceScanner) -> Int? {
        var cursor = index + 1
        while cursor < scanner.bytes.count {
            if scanner.kinds[cursor] == .code {
                if scanner.bytes[cursor] == UInt8(ascii: "{") { return cursor }
                if scanner.bytes[cursor] == UInt8(ascii: "}") { return nil }
            }
            cursor += 1
        }
        return nil
    }
}
