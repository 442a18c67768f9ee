import MockupRaster
import MockupText
@testable import MockupUI

/// The synthetic font of LAYOUT-SPEC §8.1 for deterministic layout tests: every grapheme advances
/// 0.5 em; ascent 0.8, descent 0.2, line gap 0, cap height 0.7 em. Lines break greedily at spaces
/// (trailing spaces hang), words wider than the line break between graphemes, and lines beyond
/// the limit are tail-truncated with "…" (§8.3–8.4).
///
/// Symbols: a square box of 1.2 em, vertically centred on the cap height.
struct TestSans: TextMeasuring {
    /// Widths within this of the available width still fit (§8.3 rule 4).
    static let tolerance = 1e-6

    func measure(_ text: ResolvedText, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let size = text.font.size
        var lines: [[Character]] = []
        for hardLine in text.string.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init) {
            for (start, line) in wrap(hardLine, maxWidth: maxWidth, text: text) {
                if let maxLines, lines.count == max(maxLines, 1) - 1, lines.count + 1 < totalLineCount(text, maxWidth) {
                    lines.append(truncated(Array(hardLine[start...]), maxWidth: maxWidth, text: text))
                    return metrics(lines, text, size)
                }
                lines.append(line)
            }
        }
        return metrics(lines, text, size)
    }

    private func totalLineCount(_ text: ResolvedText, _ maxWidth: Double?) -> Int {
        text.string.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + wrap(Array($1), maxWidth: maxWidth, text: text).count }
    }

    private func metrics(_ lines: [[Character]], _ text: ResolvedText, _ size: Double) -> TextMeasurement {
        TextMeasurement(width: lines.map { width($0, text) }.max() ?? 0, lineCount: max(lines.count, 1),
                        ascent: 0.8 * size, descent: 0.2 * size, lineGap: 0, capHeight: 0.7 * size,
                        lineSpacing: text.lineSpacing)
    }

    func measureSymbol(named name: String, font: FontDescriptor, scale: SymbolScale) -> SymbolMeasurement {
        let side = 1.2 * font.size * scale.factor
        return SymbolMeasurement(size: Size(side, side), baselineOffset: (side - 0.7 * font.size) / 2)
    }

    /// Advances, tracking between graphemes (not after the last), kerning after every one.
    func width(_ line: [Character], _ text: ResolvedText) -> Double {
        guard !line.isEmpty else { return 0 }
        let n = Double(line.count)
        return n * text.font.size / 2 + (n - 1) * text.tracking + n * text.kerning
    }

    private func fits(_ line: [Character], _ maxWidth: Double?, _ text: ResolvedText) -> Bool {
        guard let maxWidth else { return true }
        return width(line, text) <= maxWidth + Self.tolerance
    }

    private func trimmed(_ line: [Character]) -> [Character] {
        Array(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    /// Greedy word wrap of one hard line: each line with the index of its first grapheme.
    private func wrap(_ chars: [Character], maxWidth: Double?, text: ResolvedText) -> [(Int, [Character])] {
        var lines: [(Int, [Character])] = [], line: [Character] = [], lineStart = 0, position = 0
        var tokens: [[Character]] = []
        for c in chars {
            if let last = tokens.last?.last, (last == " ") == (c == " ") { tokens[tokens.count - 1].append(c) } else { tokens.append([c]) }
        }
        for token in tokens {
            defer { position += token.count }
            if token.first == " " { line += token; continue }
            if fits(trimmed(line + token), maxWidth, text) { line += token; continue }
            if !trimmed(line).isEmpty { lines.append((lineStart, trimmed(line))); line = [] }
            var word = token[...], wordStart = position
            while !fits(Array(word), maxWidth, text) && word.count > 1 {
                var k = 1
                while k < word.count && fits(Array(word.prefix(k + 1)), maxWidth, text) { k += 1 }
                lines.append((wordStart, Array(word.prefix(k))))
                word = word.dropFirst(k)
                wordStart += k
            }
            line = Array(word)
            lineStart = wordStart
        }
        lines.append((lineStart, trimmed(line)))
        return lines
    }

    /// The longest prefix that fits with a trailing "…" (the ellipsis alone if nothing fits).
    private func truncated(_ line: [Character], maxWidth: Double?, text: ResolvedText) -> [Character] {
        var k = line.count
        while k > 0 && !fits(Array(line.prefix(k)) + ["…"], maxWidth, text) { k -= 1 }
        return Array(line.prefix(k)) + ["…"]
    }
}
