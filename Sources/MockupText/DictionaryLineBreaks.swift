import CLineBreaks

/// Where a line may break inside words of the scripts that write words without spaces — Thai, Lao,
/// Khmer, Myanmar (UAX #14 class SA) — found with ICU's word dictionaries, as Core Text breaks them
/// (TEXT.md §8.4). Other text keeps `CharacterClass.allowsBreak`.
struct DictionaryLineBreaks {
    /// The UTF-16 offsets, from the text's start, that ICU allows a break at.
    private let offsets: Set<Int>

    /// The break opportunities of `text`, or nil when it has no character of these scripts (or ICU fails).
    init?(_ text: Substring) {
        // These scripts start at U+0E00, three UTF-8 bytes led by 0xE0 or more: most text is cleared by its bytes.
        let mayHaveThem = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xE0 } } ?? true
        guard mayHaveThem, text.unicodeScalars.contains(where: Self.isComplexContext) else { return nil }
        let units = Array(text.utf16)
        var found = [Int32](repeating: 0, count: units.count)
        let count = mockup_line_break_offsets(units, Int32(units.count), &found, Int32(found.count))
        guard count >= 0 else { return nil }
        offsets = Set(found.prefix(Int(count)).map(Int.init))
    }

    /// Whether a line may break between two characters of these scripts meeting at UTF-16 `offset`;
    /// nil when either side is of another script.
    func allowsBreak(after previous: Character, before next: Character, atUTF16Offset offset: Int) -> Bool? {
        guard let last = previous.unicodeScalars.first, let first = next.unicodeScalars.first,
              Self.isComplexContext(last), Self.isComplexContext(first) else { return nil }
        return offsets.contains(offset)
    }

    /// Thai, Lao, Myanmar and its extensions, Khmer and Khmer Symbols, Tai Tham, Tai Viet.
    static func isComplexContext(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0x1A20...0x1AAF, 0xA9E0...0xA9FF,
             0xAA60...0xAADF:
            return true
        default:
            return false
        }
    }
}
