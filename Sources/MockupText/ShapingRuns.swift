import MockupRaster

/// The runs of one text, ready to shape: each with the shaper of its style (shared by runs of the
/// same style), its vertical and decoration metrics, its spacing and its inline symbol.
struct ShapingRuns {
    struct Run {
        /// The run's style, the system font's size-specific tracking added to its kerning (TEXT.md §1.2).
        let style: TextStyle
        let shaper: ParagraphShaper
        let metrics: LineMetrics
        let decorations: TextDecorationMetrics
        /// The inline symbol of a `.symbol` run.
        let symbol: SymbolImage?
        var spacing: LineBreaker.Spacing { .init(tracking: style.tracking, kerning: style.kerning) }
    }
    let runs: [Run]
    /// Each run's tracking and kerning.
    let spacing: [LineBreaker.Spacing]
    /// The runs' characters, one after another.
    let string: String
    /// Where each run's characters start in `string`.
    private let starts: [String.Index]

    /// Sizes outside `FontDescriptor.sizeLimit` throw; sizes below `GlyphLimits.minimumPointSize` lay out as 0 pt.
    init(_ textRuns: [TextRun], library: FontLibrary) throws {
        var shapers: [TextStyle: ParagraphShaper] = [:]
        var runs: [Run] = []
        var string = ""
        var offsets: [Int] = []
        for textRun in textRuns {
            try GlyphLimits.checkPointSize(textRun.style.font.size)
            var style = textRun.style
            // Invisible anyway; keeps line metrics from being so small that layout's lines-per-height overflow.
            if style.font.size < GlyphLimits.minimumPointSize { style.font.size = 0 }
            let shaper: ParagraphShaper
            if textRuns.count == 1 {
                shaper = try ParagraphShaper(library: library, style: style)
            } else {
                shaper = try shapers[style] ?? ParagraphShaper(library: library, style: style)
                shapers[style] = shaper
            }
            let metrics = LineMetrics(font: shaper.font, file: shaper.primary.file, pointSize: style.font.size,
                                      lineHeight: style.font.lineHeight, lineSpacingAdjustment: style.font.lineSpacingAdjustment)
            // iOS tracks the system font by its size (after every glyph, the last included, like kerning).
            if shaper.font.appliesSystemTracking { style.kerning += SFProMetrics.tracking(pointSize: style.font.size) }
            var symbol: SymbolImage?
            if case let .symbol(name, scale) = textRun.content {
                symbol = try library.symbol(named: name, font: style.font, scale: scale)
            }
            runs.append(Run(style: style, shaper: shaper, metrics: metrics,
                            decorations: TextDecorationMetrics(file: shaper.primary.file, pointSize: style.font.size),
                            symbol: symbol))
            offsets.append(string.utf8.count)
            string += textRun.string
        }
        self.runs = runs
        spacing = runs.map(\.spacing)
        self.string = string
        starts = offsets.count == 1 ? [string.startIndex] : offsets.map { string.utf8.index(string.startIndex, offsetBy: $0) }
    }



    /// The run the character at `index` of `string` belongs to.
    func run(at index: String.Index) -> Int {
        guard starts.count > 1 else { return 0 }
        return max((starts.lastIndex { $0 <= index && index < string.endIndex } ?? starts.count - 1), 0)
    }

    /// `text` (a part of `string`) cut where runs change, each piece with its run.
    func pieces(of text: Substring) -> [(run: Int, text: Substring)] {
        guard !text.isEmpty, starts.count > 1 else { return [(run(at: text.startIndex), text)] }
        var pieces: [(run: Int, text: Substring)] = []
        var start = text.startIndex
        while start < text.endIndex {
            let run = self.run(at: start)
            let end = run + 1 < starts.count ? min(max(starts[run + 1], start), text.endIndex) : text.endIndex
            let stop = end > start ? end : text.endIndex
            pieces.append((run, text.base[start..<stop]))
            start = stop
        }
        return pieces
    }

    /// `text` (a part of `string` without hard breaks) shaped as one paragraph, each run in its own style.
    func shape(_ text: Substring) throws -> ShapedParagraph {
        try shape(pieces(of: text))
    }

    /// `parts` joined into a new string and shaped as one paragraph (a truncated line with its "…");
    /// neighbouring parts of one run are shaped together, so kerning crosses the joins.
    func shapeJoined(_ parts: [(run: Int, text: Substring)]) throws -> ShapedParagraph {
        var joined = ""
        var bounds: [(run: Int, offsets: Range<Int>)] = []
        for part in parts {
            let start = joined.utf8.count
            joined += part.text
            if let last = bounds.last, last.run == part.run {
                bounds[bounds.count - 1].offsets = last.offsets.lowerBound..<joined.utf8.count
            } else {
                bounds.append((part.run, start..<joined.utf8.count))
            }
        }
        let utf8 = joined.utf8
        return try shape(bounds.map { bound in
            let start = utf8.index(joined.startIndex, offsetBy: bound.offsets.lowerBound)
            return (bound.run, joined[start..<utf8.index(start, offsetBy: bound.offsets.count)])
        })
    }

    /// The advance of "…" in run `run`'s style.
    func ellipsisAdvance(run: Int) throws -> Double {
        try runs[run].shaper.shape("…").clusters.first?.advance ?? 0
    }

    /// Pieces shaped each in its run's style (HarfBuzz per run) and joined; breaks between pieces
    /// follow the characters on either side; an inline symbol is one cluster as wide as its box.
    /// Bidi levels are resolved over all the pieces (one paragraph) when any character is right to left.
    private func shape(_ pieces: [(run: Int, text: Substring)]) throws -> ShapedParagraph {
        let bidi = BidiLevels(pieces.map(\.text))
        if pieces.count == 1, let piece = pieces.first, runs[piece.run].symbol == nil {
            var paragraph = try runs[piece.run].shaper.shape(piece.text, levels: bidi?.levels[...])
            paragraph.paragraphLevel = bidi?.paragraphLevel ?? 0
            // Clusters are shaped as run 0.
            if piece.run != 0 { for i in paragraph.clusters.indices { paragraph.clusters[i].run = piece.run } }
            return paragraph
        }
        var paragraph = ShapedParagraph()
        paragraph.paragraphLevel = bidi?.paragraphLevel ?? 0
        var previous: Character?
        var firstCharacter = 0
        for piece in pieces where !piece.text.isEmpty {
            let characterCount = bidi == nil ? 0 : piece.text.count
            let levels = bidi?.levels[firstCharacter..<(firstCharacter + characterCount)]
            firstCharacter += characterCount
            if let previous, let next = piece.text.first, !paragraph.clusters.isEmpty {
                paragraph.clusters[paragraph.clusters.count - 1].breakAfter = CharacterClass.allowsBreak(after: previous, before: next)
            }
            previous = piece.text.last
            if let symbol = runs[piece.run].symbol {
                let start = paragraph.glyphs.count
                var cluster = ShapedParagraph.Cluster(range: piece.text.startIndex..<piece.text.endIndex,
                                                      glyphs: start..<start, advance: symbol.size.width,
                                                      isSpace: false, breakAfter: false)
                cluster.run = piece.run
                cluster.level = levels?.first ?? 0
                paragraph.clusters.append(cluster)
                continue
            }
            let shaped = try runs[piece.run].shaper.shape(piece.text, levels: levels)
            let offset = paragraph.glyphs.count
            paragraph.glyphs += shaped.glyphs
            for var cluster in shaped.clusters {
                cluster = ShapedParagraph.Cluster(range: cluster.range,
                                                  glyphs: (cluster.glyphs.lowerBound + offset)..<(cluster.glyphs.upperBound + offset),
                                                  advance: cluster.advance, isSpace: cluster.isSpace,
                                                  breakAfter: cluster.breakAfter, run: piece.run, level: cluster.level)
                paragraph.clusters.append(cluster)
            }
        }
        return paragraph
    }
}
