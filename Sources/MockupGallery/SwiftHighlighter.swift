import MockupGuide

/// Swift source as escaped HTML with spans for syntax colours: comments, strings, keywords,
/// type names (capitalised) and numbers. Done when the site is built: pages need no script.
enum SwiftHighlighter {
    private static let keywords: Set<String> = [
        "struct", "class", "enum", "extension", "protocol", "func", "var", "let", "static", "private", "public", "internal",
        "fileprivate", "some", "any", "return", "if", "else", "guard", "switch", "case", "default", "for", "in", "while",
        "import", "init", "self", "Self", "true", "false", "nil", "where", "throws", "try", "await", "async", "mutating",
        "inout", "typealias", "associatedtype", "override", "final", "lazy", "weak", "do", "catch", "is", "as", "break", "continue",
    ]

    static func html(_ source: String) -> String {
        let scanner = SwiftSourceScanner(source)
        var result = ""
        var index = 0
        let bytes = scanner.bytes
        func isWord(_ byte: UInt8) -> Bool {
            byte == 0x5F || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        func span(_ kind: String, _ range: Range<Int>) {
            result += "<span class=\"\(kind)\">\(HTML.escape(scanner.text(range)))</span>"
        }
        while index < bytes.count {
            let kind = scanner.kinds[index]
            var end = index + 1
            if kind != .code {
                while end < bytes.count, scanner.kinds[end] == kind { end += 1 }
                span(kind == .comment ? "cm" : "st", index..<end)
            } else if isWord(bytes[index]) {
                while end < bytes.count, scanner.kinds[end] == .code, isWord(bytes[end]) { end += 1 }
                let word = scanner.text(index..<end)
                if keywords.contains(word) { span("kw", index..<end) }
                else if bytes[index] >= 0x30 && bytes[index] <= 0x39 { span("nu", index..<end) }
                else if let first = word.first, first.isUppercase { span("ty", index..<end) }
                else { result += HTML.escape(word) }
            } else {
                while end < bytes.count, scanner.kinds[end] == .code, !isWord(bytes[end]) { end += 1 }
                result += HTML.escape(scanner.text(index..<end))
            }
            index = end
        }
        return result
    }
}
