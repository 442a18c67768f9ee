import CHarfBuzz

/// A paragraph (no hard breaks) shaped into grapheme clusters with their glyphs, in points.
struct ShapedParagraph {
    /// A glyph positioned relative to the pen at the start of its cluster (y down).
    struct Glyph {
        let face: FontFace
        let id: UInt32
        let x: Double
        let y: Double
    }
    /// One grapheme cluster: its characters, glyphs, advance and break properties.
    struct Cluster {
        let range: Range<String.Index>
        let glyphs: Range<Int>
        /// Sum of the glyph advances, without tracking or kerning.
        let advance: Double
        /// A breaking space: hangs at the end of a line.
        let isSpace: Bool
        /// A soft line break is allowed after this cluster.
        var breakAfter: Bool
        /// The `TextRun` whose style it is drawn in (0 for a text of one style).
        var run = 0
        /// Its bidi embedding level (`BidiLevels`): odd is right to left.
        var level: UInt8 = 0
    }
    var clusters: [Cluster] = []
    /// Each cluster's glyphs left to right, the clusters in logical order.
    var glyphs: [Glyph] = []
    /// The paragraph's bidi level: 1 when its first strong character is right to left.
    var paragraphLevel: UInt8 = 0
}

/// Shapes paragraphs with HarfBuzz, choosing a face per grapheme cluster by coverage:
/// the requested face, then Inter at the same weight, then — each only for its own script — the
/// `ScriptFace`s (Noto Sans CJK, Arabic, Hebrew, Devanagari, Thai, …), then Noto Color Emoji, then DejaVu Sans. Each fallback
/// face is loaded the first time a cluster needs it (the 5 MB CJK face only for CJK text). Fallback faces never change
/// the line height: lines keep the requested face's metrics (`LineMetrics`).
/// Emoji presentation clusters (VS16, ZWJ, flags, skin tones) go straight to the emoji face; a
/// cluster asking for text presentation (VS15, `"♟\u{FE0E}"`) tries the emoji face last, so it draws
/// an outline glyph in the text's colour when any other face has one, as iOS does.
final class ParagraphShaper {
    private let library: FontLibrary
    private let style: TextStyle
    /// The resolved requested font.
    let font: ResolvedFont
    let primary: FontFace
    /// A face after the requested one.
    private enum Fallback {
        case system, script(ScriptFace), emoji, lastResort

        /// The script it serves only (nil: any).
        var script: ScriptFace? { if case .script(let face) = self { face } else { nil } }
    }
    /// The fallbacks after the requested face in order; the last is the last resort.
    private static let fallbacks: [Fallback] = [.system] + ScriptFace.all.map(Fallback.script) + [.emoji, .lastResort]
    /// The order the fallbacks are tried in, and the order for a cluster asking for text presentation
    /// (the emoji face last).
    private static let fallbackOrder = Array(fallbacks.indices)
    private static let textPresentationOrder = fallbackOrder.filter { !isEmoji($0) } + fallbackOrder.filter(isEmoji)
    private static func isEmoji(_ index: Int) -> Bool { if case .emoji = fallbacks[index] { true } else { false } }
    /// The fallbacks loaded so far, by position. A missing or damaged fallback file is an error when
    /// it is first needed (never a silent substitute).
    private var loadedFallbacks: [Int: FontFace] = [:]
    private lazy var emoji: Result<FontFace, any Error> = Result { try library.emojiFace() }
    private var maxDigitAdvances: [FontFace: Double] = [:]

    /// `font` overrides the resolution of `style.font` (tests pin axes this way).
    init(library: FontLibrary, style: TextStyle, font: ResolvedFont? = nil) throws {
        self.library = library
        self.style = style
        self.font = font ?? library.resolve(style.font)
        primary = try library.face(for: self.font)
    }

    /// Shapes `text`, which must not contain hard line breaks, its characters at bidi `levels` (all 0
    /// when nil): each run of one face and level is shaped in its direction. Throws `FontError` when a
    /// fallback face the text needs cannot be loaded.
    func shape(_ text: Substring, levels: ArraySlice<UInt8>? = nil) throws -> ShapedParagraph {
        var characters: [(range: Range<String.Index>, character: Character)] = []
        var scalars: [UInt32] = []
        var clusterOfScalar: [Int] = []
        var firstScalar: [Int] = []
        let utf8 = text.utf8
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // One grapheme-break scan per character: step over it by its UTF-8 length.
            let next = utf8.index(index, offsetBy: character.utf8.count)
            firstScalar.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(ParagraphShaper.shapingValue(scalar))
                clusterOfScalar.append(characters.count)
            }
            characters.append((index..<next, character))
            index = next
        }
        firstScalar.append(scalars.count)
        let faces = try characters.map { try face(for: $0.character) }
        let levels = levels.map(Array.init) ?? []
        func level(_ character: Int) -> UInt8 { levels.isEmpty ? 0 : levels[character] }

        var advances = [Double](repeating: 0, count: characters.count)
        var glyphs = ShapedGlyphs()
        var runStart = 0
        while runStart < characters.count {
            var runEnd = runStart + 1
            while runEnd < characters.count && faces[runEnd] === faces[runStart] && level(runEnd) == level(runStart) {
                runEnd += 1
            }
            shapeRun(face: faces[runStart], rightToLeft: level(runStart) % 2 == 1, scalars: scalars,
                     range: firstScalar[runStart]..<firstScalar[runEnd],
                     clusterOfScalar: clusterOfScalar, advances: &advances, glyphs: &glyphs)
            runStart = runEnd
        }
        // HarfBuzz's default cluster level (monotone graphemes) emits glyphs in cluster order (a
        // right-to-left run's put back in it), so each cluster's glyphs are one stretch of the flat list.
        assert(zip(glyphs.clusters, glyphs.clusters.dropFirst()).allSatisfy { $0 <= $1 })

        var paragraph = ShapedParagraph()
        paragraph.glyphs = glyphs.glyphs
        paragraph.clusters.reserveCapacity(characters.count)
        var glyphIndex = 0
        let dictionaryBreaks = DictionaryLineBreaks(text)
        var utf16Offset = 0
        for (i, entry) in characters.enumerated() {
            let start = glyphIndex
            while glyphIndex < glyphs.clusters.count && glyphs.clusters[glyphIndex] == i { glyphIndex += 1 }
            if dictionaryBreaks != nil { utf16Offset += entry.character.utf16.count }
            let breakAfter = i + 1 < characters.count
                && (dictionaryBreaks?.allowsBreak(after: entry.character, before: characters[i + 1].character,
                                                  atUTF16Offset: utf16Offset)
                    ?? CharacterClass.allowsBreak(after: entry.character, before: characters[i + 1].character))
            paragraph.clusters.append(.init(range: entry.range, glyphs: start..<glyphIndex,
                                            advance: advances[i], isSpace: CharacterClass.isBreakingSpace(entry.character),
                                            breakAfter: breakAfter, level: level(i)))
        }
        return paragraph
    }

    /// Glyphs in shaping order with the cluster each belongs to (one flat list, not one array per cluster).
    private struct ShapedGlyphs {
        var glyphs: [ShapedParagraph.Glyph] = []
        var clusters: [Int] = []

        mutating func append(_ glyph: ShapedParagraph.Glyph, cluster: Int) {
            glyphs.append(glyph)
            clusters.append(cluster)
        }

        /// Sorts the glyphs from `start` on by cluster, keeping each cluster's glyphs in their order.
        mutating func putClustersInLogicalOrder(from start: Int) {
            let order = (start..<glyphs.count).sorted { (clusters[$0], $0) < (clusters[$1], $1) }
            glyphs[start...] = ArraySlice(order.map { glyphs[$0] })
            clusters[start...] = ArraySlice(order.map { clusters[$0] })
        }
    }

    /// Controls other than tab draw nothing (ZWSP, which HarfBuzz hides); tab shapes as a space.
    private static func shapingValue(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return scalar.value }
        if scalar.value == 0x09 { return 0x20 }
        return scalar.properties.generalCategory == .control ? 0x200B : scalar.value
    }

    /// The first face of the chain covering every visible scalar of `character`.
    func face(for character: Character) throws -> FontFace {
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
           scalar.isASCII || !scalar.properties.isEmojiPresentation, primary.glyph(for: scalar) != nil {
            return primary   // fast path: one scalar the requested face covers
        }
        if CharacterClass.isEmojiPresentation(character), let first = character.unicodeScalars.first {
            let emoji = try self.emoji.get()
            if emoji.glyph(for: first) != nil { return emoji }
        }
        let needed = character.unicodeScalars.filter {
            !CharacterClass.isDefaultIgnorable($0) && $0.properties.generalCategory != .control
        }
        if needed.allSatisfy({ primary.glyph(for: $0) != nil }) { return primary }
        let order = CharacterClass.asksForTextPresentation(character) ? Self.textPresentationOrder : Self.fallbackOrder
        for index in order where Self.fallbacks[index].script.map({ needed.contains(where: $0.covers) }) ?? true {
            let face = try fallback(at: index)
            if needed.allSatisfy({ face.glyph(for: $0) != nil }) { return face }
        }
        let lastResort = try fallback(at: Self.fallbacks.count - 1)
        if let missing = needed.first(where: { lastResort.glyph(for: $0) == nil }) { warnNoFaceDraws(missing) }
        return lastResort
    }

    /// One warning per 128-scalar page (about a Unicode block) for a character no bundled face draws.
    private func warnNoFaceDraws(_ scalar: Unicode.Scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        library.diagnostics.warnOnce(key: "glyph.\(scalar.value >> 7)",
            "No bundled font draws '\(scalar)' (\(code)); it is drawn as an empty box. Register a font that has it with --fonts DIR and set it on the text with .font(.custom(...)).")
    }

    /// The fallback at `index`, loaded on first use.
    private func fallback(at index: Int) throws -> FontFace {
        if let face = loadedFallbacks[index] { return face }
        let face: FontFace
        switch Self.fallbacks[index] {
        case .system: face = try library.systemFallback(for: font)
        case .script(let script): face = try library.face(for: script, oblique: font.italic, weight: font.weight)
        case .emoji: face = try library.emojiFace()
        case .lastResort: face = try library.lastResortFace(oblique: font.italic, weight: font.weight)
        }
        loadedFallbacks[index] = face
        return face
    }

    /// The features `range` of `scalars` is shaped with in `face`. `monospacedDigit` turns on `tnum`
    /// for the digits only: Apple's fixed-width digits leave "other characters proportionally
    /// spaced", where Inter's `tnum` also sets the period, comma, colon, space, hyphen and signs on the
    /// digit width ("−€48.37" would gap after its sign).
    private func features(for face: FontFace, scalars: [UInt32], range: Range<Int>) -> [hb_feature_t] {
        var settings = ["kern"]
        if style.tracking != 0 { settings += ["-liga", "-clig"] }   // tracking turns off optional ligatures
        func feature(_ setting: String) -> hb_feature_t {
            var feature = hb_feature_t()
            _ = hb_feature_from_string(setting, -1, &feature)
            return feature
        }
        var features = settings.map(feature)
        if style.monospacedDigit && face.file.featureTags.contains("tnum") {
            var index = range.lowerBound
            while index < range.upperBound {
                guard Self.isDecimalDigit(scalars[index]) else { index += 1; continue }
                var digits = feature("tnum")
                digits.start = UInt32(index)
                while index < range.upperBound && Self.isDecimalDigit(scalars[index]) { index += 1 }
                digits.end = UInt32(index)
                features.append(digits)
            }
        }
        return features
    }

    private static func isDecimalDigit(_ value: UInt32) -> Bool {
        Unicode.Scalar(value)?.properties.numericType == .decimal
    }

    /// Shapes `range` of `scalars` in `face`, appending its glyphs in logical cluster order, each
    /// cluster's left to right (HarfBuzz emits a right-to-left run's glyphs in visual order, its
    /// clusters descending).
    private func shapeRun(face: FontFace, rightToLeft: Bool, scalars: [UInt32], range: Range<Int>, clusterOfScalar: [Int],
                          advances: inout [Double], glyphs: inout ShapedGlyphs) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_guess_segment_properties(buffer)
        if let language = style.language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        var features = self.features(for: face, scalars: scalars, range: range)
        if face === primary && font.isInterForSFPro {
            features += SFProContextualAlternates.suppressions(in: scalars, range: range)
        }
        hb_shape(face.hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        let scale = style.font.size / face.unitsPerEm
        let emulateTabularDigits = style.monospacedDigit && !face.file.featureTags.contains("tnum")
            && !face.isColorBitmapFont
        let runStart = glyphs.glyphs.count
        for i in 0..<Int(count) {
            let cluster = clusterOfScalar[Int(infos[i].cluster)]
            var advance = Double(positions[i].x_advance) * scale
            var x = advances[cluster] + Double(positions[i].x_offset) * scale
            if emulateTabularDigits, isDigitGlyph(infos[i].codepoint, face: face) {
                let tabular = maxDigitAdvance(face) * scale
                x += (tabular - advance) / 2
                advance = tabular
            }
            glyphs.append(.init(face: face, id: infos[i].codepoint, x: x, y: -Double(positions[i].y_offset) * scale),
                          cluster: cluster)
            advances[cluster] += advance
        }
        if rightToLeft { glyphs.putClustersInLogicalOrder(from: runStart) }
    }

    private func isDigitGlyph(_ glyph: UInt32, face: FontFace) -> Bool {
        (0x30...0x39).contains { face.glyph(for: Unicode.Scalar($0)!) == glyph }
    }

    /// The widest of the face's ten ASCII digits, in font units (the emulated tabular advance).
    private func maxDigitAdvance(_ face: FontFace) -> Double {
        if let cached = maxDigitAdvances[face] { return cached }
        let widest = (0x30...0x39).compactMap { face.glyph(for: Unicode.Scalar($0)!) }.map(face.advance).max() ?? 0
        maxDigitAdvances[face] = widest
        return widest
    }
}
