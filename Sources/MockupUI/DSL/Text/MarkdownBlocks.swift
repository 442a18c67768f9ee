/// The block structure of Markdown read with `interpretedSyntax: .full` (CommonMark's, which
/// Foundation's parser reads): each block's text without the syntax that introduces it — a
/// heading's `#`s, a list item's marker, a quote's `>`, a fence, a thematic break. Foundation keeps
/// the block in a `presentationIntent` and puts no characters between blocks, so `Text` draws them
/// run together (TEXT.md §10.6). Indented code blocks, tables and HTML blocks are read as paragraphs.
enum MarkdownBlocks {
    enum Block: Equatable {
        /// A paragraph or heading's inline Markdown, its line endings joined by `softBreak` or
        /// `lineBreak`.
        case inline(String)
        /// A fenced code block's lines as written, each ending in a newline.
        case code(String)
    }

    /// Stands in a block's inline text for a line ending inside a paragraph (whitespace to the
    /// emphasis rules, as the line ending is).
    static let softBreak: Character = "\n"
    /// Stands for a hard line break (two spaces or a backslash before the line ending).
    static let lineBreak: Character = "\u{2028}"

    static func blocks(of markdown: String) -> [Block] {
        var reader = Reader()
        for line in markdown.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            reader.read(String(line))
        }
        reader.finish()
        return reader.blocks
    }

    private struct Reader {
        var blocks: [Block] = []
        /// The lines of the open paragraph, and the quote depth it is in.
        var paragraph: [String]?
        var paragraphQuoteDepth = 0
        /// Whether the open paragraph is a list item's, which the next item's marker ends whatever its number.
        var paragraphIsListItem = false
        /// The open fence (its character and length) and the code read inside it.
        var fence: (character: Character, length: Int)?
        var code = ""

        mutating func read(_ rawLine: String) {
            if let open = fence {
                let trimmed = rawLine.drop { $0 == " " }
                let run = trimmed.prefix { $0 == open.character }
                if run.count >= open.length && trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) {
                    blocks.append(.code(code)); fence = nil; code = ""
                } else {
                    code += rawLine + "\n"
                }
                return
            }
            var line = Substring(rawLine)
            var quoteDepth = 0
            while true {
                let content = line.drop { $0 == " " || $0 == "\t" }
                guard content.first == ">" else { break }
                line = content.dropFirst()
                if line.first == " " { line = line.dropFirst() }
                quoteDepth += 1
            }
            let content = line.drop { $0 == " " || $0 == "\t" }
            // A quoted paragraph's plain line without the `>` still continues it (a lazy continuation line).
            let continuesLazily = paragraph != nil && quoteDepth < paragraphQuoteDepth && Self.isParagraphText(content)
            if paragraph != nil && quoteDepth != paragraphQuoteDepth && !continuesLazily { closeParagraph() }
            if content.isEmpty { return closeParagraph() }
            if let fenceRun = Self.openingFence(content) {
                closeParagraph(); fence = fenceRun
            } else if let heading = Self.atxHeading(content) {
                closeParagraph(); blocks.append(.inline(heading))
            } else if paragraph != nil && Self.isSetextUnderline(content) {
                closeParagraph()
            } else if Self.isThematicBreak(content) {
                closeParagraph()
            } else if let item = Self.listItemContent(content, interruptingParagraph: paragraph != nil && !paragraphIsListItem) {
                closeParagraph()
                if !item.isEmpty { paragraph = [String(item)]; paragraphQuoteDepth = quoteDepth; paragraphIsListItem = true }
            } else if paragraph != nil {
                paragraph?.append(String(content))
            } else {
                paragraph = [String(content)]; paragraphQuoteDepth = quoteDepth; paragraphIsListItem = false
            }
        }

        mutating func finish() {
            closeParagraph()
            if fence != nil { blocks.append(.code(code)); fence = nil }
        }

        /// Ends the open paragraph: its lines joined by soft breaks, or hard breaks after a line
        /// ending in two spaces or a backslash; the last line's trailing spaces dropped.
        mutating func closeParagraph() {
            guard let lines = paragraph else { return }
            paragraph = nil
            var text = ""
            for (index, line) in lines.enumerated() {
                var body = Substring(line)
                let isLast = index == lines.count - 1
                let trailingSpaces = body.reversed().prefix { $0 == " " }.count
                body = body.dropLast(trailingSpaces)
                if isLast { text += body; break }
                let backslashes = body.reversed().prefix { $0 == "\\" }.count
                if backslashes % 2 == 1 {
                    text += body.dropLast() + String(MarkdownBlocks.lineBreak)
                } else {
                    text += body + String(trailingSpaces >= 2 ? MarkdownBlocks.lineBreak : MarkdownBlocks.softBreak)
                }
            }
            blocks.append(.inline(text))
        }

        /// Whether `content` starts no block of its own, so it may continue a paragraph.
        static func isParagraphText(_ content: Substring) -> Bool {
            !content.isEmpty && openingFence(content) == nil && atxHeading(content) == nil && !isThematicBreak(content)
                && listItemContent(content, interruptingParagraph: true) == nil
        }

        /// "```" or "~~~" (three or more), its info string ignored; a backtick fence's info holds no backtick.
        static func openingFence(_ content: Substring) -> (character: Character, length: Int)? {
            guard let first = content.first, first == "`" || first == "~" else { return nil }
            let run = content.prefix { $0 == first }.count
            guard run >= 3 else { return nil }
            if first == "`" && content.dropFirst(run).contains("`") { return nil }
            return (first, run)
        }

        /// The text of `# Heading` (one to six `#`, then a space or the end), its closing `#`s removed.
        static func atxHeading(_ content: Substring) -> String? {
            let level = content.prefix { $0 == "#" }.count
            guard (1...6).contains(level) else { return nil }
            var rest = content.dropFirst(level)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            rest = rest.drop { $0 == " " || $0 == "\t" }.trimmingTrailingWhitespace
            let closing = rest.reversed().prefix { $0 == "#" }.count
            if closing == rest.count { return "" }
            if closing > 0, let before = rest.dropLast(closing).last, before == " " || before == "\t" {
                rest = rest.dropLast(closing).trimmingTrailingWhitespace
            }
            return String(rest)
        }

        /// `===` or `---` under a paragraph: it becomes a heading.
        static func isSetextUnderline(_ content: Substring) -> Bool {
            let trimmed = content.trimmingTrailingWhitespace
            guard let first = trimmed.first, first == "=" || first == "-" else { return false }
            return trimmed.allSatisfy { $0 == first }
        }

        /// Three or more `-`, `*` or `_`, spaces between allowed.
        static func isThematicBreak(_ content: Substring) -> Bool {
            guard let first = content.first, "-*_".contains(first) else { return false }
            let marks = content.filter { $0 != " " && $0 != "\t" }
            return marks.count >= 3 && marks.allSatisfy { $0 == first }
        }

        /// What follows a list item's marker (`-`, `+`, `*`, or up to nine digits and `.` or `)`, then a
        /// space or the end). An empty item, or a numbered one not starting at 1, does not interrupt a paragraph.
        static func listItemContent(_ content: Substring, interruptingParagraph: Bool) -> Substring? {
            guard let first = content.first else { return nil }
            var markerLength = 0
            if "-+*".contains(first) {
                markerLength = 1
            } else {
                let digits = content.prefix { $0.isASCII && $0.isNumber }
                guard (1...9).contains(digits.count), let delimiter = content.dropFirst(digits.count).first,
                      delimiter == "." || delimiter == ")" else { return nil }
                if interruptingParagraph && Int(digits) != 1 { return nil }
                markerLength = digits.count + 1
            }
            let rest = content.dropFirst(markerLength)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            let item = rest.drop { $0 == " " || $0 == "\t" }
            if interruptingParagraph && item.isEmpty { return nil }
            return item
        }
    }
}

private extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
