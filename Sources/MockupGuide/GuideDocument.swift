import Foundation

/// A SwiftUI implementation guide (`seeds/ios-<brand>-swiftui.md`): its title and its ```swift
/// code blocks, with the guide line each block starts on.
public struct GuideDocument: Sendable {
    /// One fenced ```swift block.
    public struct CodeBlock: Sendable {
        /// The code between the fences (no fence lines), ending with a newline.
        public let code: String
        /// 1-based guide line of the block's first code line.
        public let firstLine: Int
    }

    /// The first `# ` heading, up to " (" or " —" (`# Monzo (iOS) — SwiftUI …` → `Monzo`).
    public let title: String?
    public let blocks: [CodeBlock]

    public init(markdown: String) {
        var blocks: [CodeBlock] = []
        var title: String?
        var open: (firstLine: Int, lines: [Substring])?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let fence = line.trimmingCharacters(in: .whitespaces)
            if var block = open {
                if fence == "```" || fence == "~~~" {
                    blocks.append(CodeBlock(code: block.lines.map { $0 + "\n" }.joined(), firstLine: block.firstLine))
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if fence.hasPrefix("```swift") || fence.hasPrefix("~~~swift") {
                open = (offset + 2, [])
            } else if title == nil, line.hasPrefix("# ") {
                title = Self.shortTitle(String(line.dropFirst(2)))
            }
        }
        self.title = title
        self.blocks = blocks
    }

    /// `Monzo (iOS) — SwiftUI Implementation Guide` → `Monzo`.
    private static func shortTitle(_ heading: String) -> String {
        var title = heading
        for separator in [" (", " —", " -", ":"] {
            if let range = title.range(of: separator) { title = String(title[..<range.lowerBound]) }
        }
        return title.trimmingCharacters(in: .whitespaces)
    }

    /// The `struct <name>` declaration exactly as the guide writes it: from the start of its line
    /// (attributes and access modifiers on that line included) to its closing brace. Nil when no
    /// block declares it.
    public func structSource(named name: String) -> (source: String, line: Int)? {
        for block in blocks {
            let scanner = SwiftSourceScanner(block.code)
            let pattern = "\\bstruct\\s+\(NSRegularExpression.escapedPattern(for: name))(?![A-Za-z0-9_])"
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
            let text = block.code as NSString
            for match in regex.matches(in: block.code, range: NSRange(location: 0, length: text.length)) {
                let prefix = text.substring(to: match.range.location)
                let start = prefix.utf8.count
                guard scanner.kinds[start] == .code,
                      let open = scanner.bytes[start...].indices.first(where: {
                          scanner.bytes[$0] == UInt8(ascii: "{") && scanner.kinds[$0] == .code }),
                      let close = scanner.matchingBrace(from: open) else { continue }
                let lineStart = scanner.bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let line = block.firstLine + scanner.bytes[..<lineStart].filter { $0 == UInt8(ascii: "\n") }.count
                return (scanner.text(lineStart..<(close + 1)), line)
            }
        }
        return nil
    }
}
