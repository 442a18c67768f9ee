import CBidi

/// The embedding levels of a paragraph's characters by the Unicode Bidirectional Algorithm (UAX #9,
/// ICU's `ubidi`): even levels run left to right, odd levels right to left. The paragraph's own level
/// comes from its first strong character (rules P2–P3), as for `NSWritingDirection.natural`.
struct BidiLevels {
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let paragraphLevel: UInt8
    /// The level of each character (grapheme cluster), in logical order.
    let levels: [UInt8]

    /// The levels of `texts`' characters, the texts taken as one paragraph one after another, or nil
    /// when no character is right to left (left-to-right text skips the algorithm: every level is 0).
    init?(_ texts: [Substring]) {
        guard texts.contains(where: BidiLevels.needsAlgorithm) else { return nil }
        var units: [UInt16] = []
        var firstUnits: [Int] = []
        for text in texts {
            var index = text.startIndex
            while index < text.endIndex {
                firstUnits.append(units.count)
                let next = text.index(after: index)
                units += text[index..<next].utf16
                index = next
            }
        }
        var unitLevels = [UInt8](repeating: 0, count: units.count)
        let paragraph = mockup_bidi_levels(units, Int32(units.count), &unitLevels)
        guard paragraph >= 0 else { return nil }
        paragraphLevel = UInt8(paragraph)
        levels = firstUnits.map { unitLevels[$0] }
    }

    /// Whether `text` has a right-to-left character. Text whose UTF-8 bytes are all below 0xD6 (the
    /// lead byte of U+0580 on) has none and is cleared without decoding a scalar.
    private static func needsAlgorithm(_ text: Substring) -> Bool {
        let hasHighBytes = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xD6 } } ?? true
        return hasHighBytes && text.unicodeScalars.contains(where: isRightToLeft)
    }

    /// A scalar that is strong right to left (bidi class R or AL, by block) or opens a right-to-left
    /// embedding, override or isolate: the text needs the algorithm.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF,   // Hebrew, Arabic, Syriac, Arabic Supplement, Thaana, NKo, Samaritan, Mandaic, Arabic Extended
             0xFB1D...0xFDFF,   // Hebrew and Arabic presentation forms A
             0xFE70...0xFEFF,   // Arabic presentation forms B
             0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067:   // RLM, RLE, RLO, RLI
            return true
        default:
            return false
        }
    }

    /// The visual order of the characters at `levels` (a line's, in logical order) by rule L2: from the
    /// highest level down to the lowest odd level, every run at that level or higher is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
