import Foundation
import MockupRaster

/// `Text` (LAYOUT-SPEC §8.4): lines broken by the `TextMeasuring` in the proposed width, limited by
/// `lineLimit` and by how many lines fit the proposed height (always at least one), as tall as its
/// reserved lines however few it has, the text shrunk
/// as far as its `minimumScaleFactor` allows to fit them; the size is ceiled to the pixel grid, the
/// first baseline rounded to the nearest pixel, the last ceiled.
final class TextLeafLayout: LeafLayout {
    /// One laid-out state of the text.
    struct Lines: Hashable {
        var size: Size
        var firstBaseline: Double
        var lastBaseline: Double
        var lineCount: Int
        /// The width the lines were broken in (nil = unconstrained).
        var maxWidth: Double?
        /// The line limit applied (nil = unlimited).
        var maxLines: Int?
        /// The scale the text is drawn at (below 1 when it shrank to fit).
        var fontScale: Double
    }

    private struct Request: Hashable { var maxWidth: Double?; var maxLines: Int? }

    let text: ResolvedText
    private let measurer: any TextMeasuring
    private let grid: PixelGrid
    /// The unconstrained measurement: font metrics and the ideal size.
    let metrics: TextMeasurement
    private var cache: [Request: Lines] = [:]

    init(text: ResolvedText, measurer: any TextMeasuring, grid: PixelGrid) {
        self.text = text; self.measurer = measurer; self.grid = grid
        metrics = measurer.measure(text, maxWidth: nil, maxLines: text.lineLimit.map { max($0, 1) })
    }

    func sizeThatFits(_ p: LayoutProposal) -> Size { lines(for: p).size }

    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        let lines = lines(for: proposal)
        return guide == .firstTextBaseline ? lines.firstBaseline : lines.lastBaseline
    }

    /// The lines for proposal `p`.
    func lines(for p: LayoutProposal) -> Lines {
        let maxWidth = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var maxLines = text.lineLimit.map { max($0, 1) }
        if let height = p.height, height.isFinite {
            // All its lines at this width fit: the height limits nothing. (Lines of a smaller run are
            // shorter than the unconstrained line's pitch, so two of them may fit where the pitch says one.)
            let unlimited = lines(for: LayoutProposal(width: p.width, height: nil))
            if unlimited.size.height <= height + 1e-9 { return unlimited }
            let pitch = metrics.pitch
            // Lines that fit the height, capped so a huge proposal (1e300) cannot overflow Int.
            let lines = pitch > 0 ? ((height + metrics.lineSpacing + 1e-9) / pitch).rounded(.down) : 1
            let fitting = max(1, Int(min(lines, Double(Int32.max))))
            maxLines = min(maxLines ?? fitting, fitting)
        }
        let request = Request(maxWidth: maxWidth, maxLines: maxLines)
        if let cached = cache[request] { return cached }
        let scale = fittingScale(maxWidth: maxWidth, maxLines: maxLines)
        var m = maxWidth == nil && maxLines == text.lineLimit.map({ max($0, 1) }) && scale == 1
            ? metrics : measurer.measure(text.scaled(by: scale), maxWidth: maxWidth, maxLines: maxLines)
        m.lineCount = max(m.lineCount, 1)
        // Lines reserved beyond the text's own (as many as its limit and the height allow) add their
        // pitch below it; its baselines stay those of its lines, at the top.
        let reserved = min(text.reservedLines, maxLines ?? .max) - m.lineCount
        let height = m.height + Double(max(reserved, 0)) * m.pitch
        let first = grid.nearest(m.ascent)
        let lines = Lines(size: Size(grid.ceil(m.width), grid.ceil(height)), firstBaseline: first,
                          lastBaseline: grid.ceil(m.lastBaselineFromFirst + first),
                          lineCount: m.lineCount, maxWidth: maxWidth, maxLines: maxLines, fontScale: scale)
        cache[request] = lines
        return lines
    }

    /// The scale the text is laid out at: 1 when all of it fits `maxLines` lines of `maxWidth`,
    /// else the largest scale down to its `minimumScaleFactor` at which it does (to 1/1024 of the
    /// range), or that factor when it fits at none. Without a width its lines are its hard breaks,
    /// which no scale changes: it keeps its size.
    private func fittingScale(maxWidth: Double?, maxLines: Int?) -> Double {
        let factor = text.minimumScaleFactor
        guard factor < 1, maxWidth != nil, !fits(at: 1, maxWidth: maxWidth, maxLines: maxLines) else { return 1 }
        guard fits(at: factor, maxWidth: maxWidth, maxLines: maxLines) else { return factor }
        var fitting = factor, tooLarge = 1.0
        for _ in 0..<10 {
            let middle = (fitting + tooLarge) / 2
            if fits(at: middle, maxWidth: maxWidth, maxLines: maxLines) { fitting = middle } else { tooLarge = middle }
        }
        return fitting
    }

    /// Whether all of the text at `scale` fits `maxLines` lines no wider than `maxWidth`.
    private func fits(at scale: Double, maxWidth: Double?, maxLines: Int?) -> Bool {
        let whole = measurer.measure(text.scaled(by: scale), maxWidth: maxWidth, maxLines: nil)
        return whole.lineCount <= (maxLines ?? .max) && whole.width <= (maxWidth ?? .infinity) + 1e-9
    }

    /// Text spacing preferences for its font (LAYOUT-SPEC §2.3).
    var spacing: SpacingPreferences {
        let ideal = lines(for: .unspecified)
        let l = metrics.ascent + metrics.descent
        let t = grid.ceil(0.1 * l)
        let lPrime = l + t
        // The line gap is inside the Text's own height (below each line, docs/TEXT.md §3), so the
        // text-to-text gap, the lower text's leading (LAYOUT-SPEC §2.2), is already there: 0 more.
        let m = SpacingPreferences.TextMetrics(ascent: metrics.ascent, descent: metrics.descent,
                                               leading: 0, pixelLength: 1 / grid.scale)
        typealias Key = SpacingPreferences.Key
        return SpacingPreferences([
            Key(category: .textToText, edge: .top): .bottomTextMetrics(m),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(m),
            Key(category: .textBaseline, edge: .top): .distance(-ideal.firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(ideal.lastBaseline - ideal.size.height),
            Key(category: .edgeAboveText, edge: .top): .distance(lPrime - metrics.ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lPrime - metrics.capHeight, t + metrics.descent)),
        ])
    }
}

extension NodeKind { public static let text = NodeKind("text") }

/// A `Text` with its environment applied.
struct TextNode: ViewPrimitive, NodeDrawing {
    let text: ResolvedText

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let layout = TextLeafLayout(text: text, measurer: builder.measurer, grid: builder.grid)
        return LayoutBox(kind: .text, detail: text.string, drawing: self, behavior: layout, spacing: layout.spacing)
    }

    /// The text, with the line layout the layout pass chose.
    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        let frame = node.displayFrame, lines = node.textLines
        return [.text(DisplayText(text: text.scaled(by: lines?.fontScale ?? 1), frame: frame, firstBaseline: frame.minY + (lines?.firstBaseline ?? 0),
                                  lineCount: lines?.lineCount ?? 1, layoutWidth: lines?.layoutWidth,
                                  maxLines: lines?.maxLines))]
    }
}

extension ViewNode {
    /// A `Text`.
    public static func text(_ text: ResolvedText) -> ViewNode { ViewNode(TextNode(text: text)) }
}

/// A run of text, as SwiftUI's `Text`. Its string, font, colour and styling come from the
/// environment when it is resolved.
public struct Text: View, PrimitiveView {
    public typealias Body = Never

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        case formatted((Locale) -> String)
        /// `Text + Text`, or the runs of an `AttributedString`.
        case concatenation([Text])
        /// `Text(Image(systemName:))`: a symbol inline with the text.
        case image(Image)
    }
    let content: Content
    /// Styling applied by Text's own modifiers (`Text("a").bold()`), in order.
    var styles: [TextStyling] = []

    init(content: Content, styles: [TextStyling] = []) { self.content = content; self.styles = styles }

    /// A literal, with interpolations formatted in the environment's locale; translated by the
    /// app's `Localizable` string table when it has the key.
    public init(_ key: LocalizedStringKey) { content = .key(key.localized()) }

    /// A string value, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = .verbatim(String(content)) }

    /// A string shown as is, never localized.
    public init(verbatim content: String) { self.content = .verbatim(content) }

    /// A value formatted with a `FormatStyle` in the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = .formatted { format.formattedAtRenderMoment(input, locale: $0) }
    }

    /// An image inline with text: an SF Symbol drawn at the text's font size and weight, on its baseline.
    public init(_ image: Image) { content = .image(image) }

    /// The runs this Text draws in `environment` (its own modifiers applied), neighbours of one
    /// style merged; what cannot be drawn inline is returned as render notes.
    func resolvedRuns(in environment: EnvironmentValues) -> (runs: [ResolvedTextRun], notes: [String]) {
        var runs: [ResolvedTextRun] = []
        var notes: [String] = []
        func append(_ run: ResolvedTextRun) {
            // An empty run draws nothing: it only stands for the Text until a run with characters comes.
            if case .text(let string) = run.content, string.isEmpty, !runs.isEmpty { return }
            if runs.count == 1, case .text(let only) = runs[0].content, only.isEmpty { runs = [] }
            if let last = runs.last, case .text(let previous) = last.content, case .text(let next) = run.content,
               last.hasSameStyle(as: run) {
                runs[runs.count - 1].content = .text(previous + next)
            } else {
                runs.append(run)
            }
        }
        func appendImage(_ image: Image, in environment: EnvironmentValues) {
            switch image.source {
            case .symbol(let name):
                append(environment.textRun(.symbol(name: environment.symbolVariants.set.name(for: name),
                                                    scale: environment.imageScale)))
            case .bitmap(let name):
                // A custom symbol of the app's catalog is inline as SF Symbols are.
                if let symbol = image.customSymbolName(name, in: environment) {
                    return append(environment.textRun(.symbol(name: symbol, scale: environment.imageScale)))
                }
                fallthrough
            case .decoded, .drawing, .rendered:
                notes.append("Text(Image(_:)) with a bitmap or drawn image (left out)")
            }
        }
        /// `string` in the environment's case, its small capitals (if the font has them) in runs of their own.
        func appendText(_ string: String, in environment: EnvironmentValues) {
            let cased = environment.textCased(string)
            guard let smallCaps = environment.font?.smallCapitals, !smallCaps.isEmpty else {
                return append(environment.textRun(.text(cased)))
            }
            for segment in smallCaps.segments(of: cased) {
                var run = environment.textRun(.text(segment.text))
                if segment.isSmall { run.font = run.font.scaled(by: SmallCaps.scale) }
                append(run)
            }
        }
        func collect(_ text: Text, in environment: EnvironmentValues) {
            switch text.content {
            case .verbatim(let string): appendText(string, in: environment)
            case .formatted(let format): appendText(format(environment.locale.formattingLocaleOfIOS17), in: environment)
            case .image(let image): appendImage(image, in: environment)
            case .concatenation(let parts): for part in parts { collect(part, in: part.styled(environment)) }
            case .key(let key): collect(key, in: environment)
            }
        }
        /// A literal's Markdown spans, each with its characters, formatted values, images and Texts.
        func collect(_ key: LocalizedStringKey, in environment: EnvironmentValues) {
            let pieces = key.pieces(in: environment.locale.formattingLocaleOfIOS17)
            let atoms = pieces.enumerated().flatMap { index, piece -> [InlineMarkdown.Atom] in
                if case .literal(let literal) = piece { return literal.map { .character($0) } }
                return [.value(index)]
            }
            let hasMarkdown = pieces.contains { if case .literal(let literal) = $0 { return InlineMarkdown.mayStyle(literal) }; return false }
            for span in hasMarkdown ? InlineMarkdown.parse(atoms) : [.init(atoms: atoms, traits: [])] {
                let styled = environment.applying(span.traits)
                var buffer = ""
                func flush() {
                    let shown = span.traits.contains(.inflect) ? EnglishInflection.agreeing(buffer) : buffer
                    if !buffer.isEmpty { appendText(shown, in: styled) }
                    buffer = ""
                }
                for atom in span.atoms {
                    switch atom {
                    case .character(let character): buffer.append(character)
                    case .value(let index):
                        switch pieces[index] {
                        case .literal(let string), .value(let string): buffer += string
                        case .image(let image): flush(); appendImage(image, in: styled)
                        case .text(let inner): flush(); collect(inner, in: inner.styled(styled))
                        }
                    }
                }
                flush()
            }
        }
        collect(self, in: environment)
        return (runs, notes)
    }

    /// The characters this Text shows in `environment`.
    func characters(in environment: EnvironmentValues) -> String {
        Self.characters(of: resolvedRuns(in: styled(environment)).runs)
    }

    /// The characters of `runs`, an inline image as U+FFFC (the object replacement character).
    private static func characters(of runs: [ResolvedTextRun]) -> String {
        runs.map { run -> String in
            if case .text(let string) = run.content { return string }
            return "\u{FFFC}"
        }.joined()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let environment = styled(environment)
        let (runs, inlineNotes) = resolvedRuns(in: environment)
        let first = runs.first ?? environment.textRun(.text(""))
        let string = Self.characters(of: runs)
        // One run of text is the Text's own style; otherwise the runs are kept (the first run's style as the Text's).
        let isPlain = runs.count <= 1 && { if case .text = first.content { return true }; return false }()
        var text = ResolvedText(string: string,
                                font: first.font,
                                paint: first.paint,
                                tracking: first.tracking,
                                kerning: first.kerning,
                                monospacedDigit: first.monospacedDigit,
                                lineLimit: environment.lineLimit,
                                alignment: environment.multilineTextAlignment.physical(in: environment.layoutDirection),
                                // Never negative, as NSParagraphStyle's lineSpacing; NaN and ∞ are no spacing.
                                lineSpacing: environment.lineSpacing.isFinite ? max(Double(environment.lineSpacing), 0) : 0,
                                decorations: first.decorations,
                                truncationMode: environment.truncationMode.resolved,
                                // 0 to 1, as SwiftUI takes it; NaN is no shrinking, 0 a hundredth.
                                minimumScaleFactor: environment.minimumScaleFactor.isNaN
                                    ? 1 : min(max(Double(environment.minimumScaleFactor), 0.01), 1),
                                runs: isPlain && first.baselineOffset == 0 && first.language == nil ? [] : runs)
        text.reservedLines = environment.reservedLines
        if environment.redactionReasons.contains(.placeholder) {
            text.placeholderBars = .init(paint: first.paint.faded(by: SystemMetrics.placeholderOpacity),
                                         cornerRadius: SystemMetrics.placeholderCornerRadius)
        }
        let notes = renderNotes(in: environment) + inlineNotes
        return [notes.reduce(environment.withForegroundShadow(.text(text))) { .unsupported(feature: $1, child: $0) }]
    }
}
