import Foundation

// Foundation's Markdown initializer of `AttributedString` and the inline intents it sets. Apple's
// Foundation declares them; Linux's declares none, so they are declared here to Apple's shape.

/// How a run of Markdown text is presented inline (Foundation's `InlinePresentationIntent`).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

/// `AttributedString.inlinePresentationIntent`: what `Text` draws a run with (bold, italic,
/// monospaced, struck through).
public enum InlinePresentationIntentAttribute: AttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
}

extension AttributedString {
    /// How Markdown is read (Foundation's `AttributedString.MarkdownParsingOptions`).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read: every form, or inline styles only.
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        /// What a parse that fails does.
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes; self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy; self.languageCode = languageCode
        }
    }

    /// The text of `markdown` with its inline styles as attributes: `**strong**` and `*emphasis*`
    /// (`inlinePresentationIntent`), `` `code` ``, `~~strikethrough~~` and `[links](url)` (`link`,
    /// resolved against `baseURL`), read as a `Text` literal's Markdown is. With `.full` syntax (the
    /// default) the blocks are read too, as Foundation reads them: headings, list items, quotes and
    /// fences lose their markers, the blocks follow one another with nothing between them, and a line
    /// ending inside a paragraph is a space (`softBreak`, or `lineBreak` after two spaces or a
    /// backslash) (TEXT.md §10.6). The inline-only syntaxes keep the text's lines and block syntax as
    /// written. Never throws: inline Markdown that does not pair up is kept as text, as CommonMark keeps it.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        guard options.interpretedSyntax == .full else {
            append(Self.inlineMarkdown(markdown, baseURL: baseURL))
            return
        }
        for block in MarkdownBlocks.blocks(of: markdown) {
            switch block {
            case .inline(let text): append(Self.inlineMarkdown(text, baseURL: baseURL, readsLineBreaks: true))
            case .code(let code): append(AttributedString(code))
            }
        }
    }

    /// `markdown`'s inline spans as runs; with `readsLineBreaks`, `MarkdownBlocks`' line-break marks
    /// become spaces with the `softBreak` or `lineBreak` intent.
    private static func inlineMarkdown(_ markdown: String, baseURL: URL?, readsLineBreaks: Bool = false) -> AttributedString {
        var result = AttributedString()
        for span in InlineMarkdown.parse(markdown.map { .character($0) }) {
            var intent: InlinePresentationIntent = []
            if span.traits.contains(.bold) { intent.insert(.stronglyEmphasized) }
            if span.traits.contains(.italic) { intent.insert(.emphasized) }
            if span.traits.contains(.code) { intent.insert(.code) }
            if span.traits.contains(.strikethrough) { intent.insert(.strikethrough) }
            let link = span.destination.flatMap { URL(string: $0, relativeTo: baseURL) }
            func append(_ characters: String, adding extra: InlinePresentationIntent = []) {
                guard !characters.isEmpty else { return }
                var run = AttributedString(characters)
                let runIntent = intent.union(extra)
                if !runIntent.isEmpty { run[InlinePresentationIntentAttribute.self] = runIntent }
                if let link { run.link = link }
                result.append(run)
            }
            var text = ""
            for atom in span.atoms {
                guard case .character(let character) = atom else { continue }
                let lineBreak: InlinePresentationIntent? = !readsLineBreaks ? nil
                    : character == MarkdownBlocks.softBreak ? .softBreak
                    : character == MarkdownBlocks.lineBreak ? .lineBreak : nil
                guard let lineBreak else { text.append(character); continue }
                append(text); text = ""
                append(" ", adding: lineBreak)
            }
            append(text)
        }
        return result
    }
}
