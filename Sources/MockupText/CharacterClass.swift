/// Unicode classifications the shaper and line breaker need, per grapheme cluster or scalar.
enum CharacterClass {
    /// Scalars that end a line (`\n`, `\r`, NEL, VT, FF, LS, PS). `\r\n` is one grapheme.
    static func isHardBreak(_ character: Character) -> Bool {
        character.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
    }

    /// Breaking spaces, which hang at the end of a line (no-break spaces are excluded).
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Zero-width characters that need no glyph coverage (joiners, variation selectors, tags, ...).
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether `character` carries VS15 (U+FE0E), which asks for a text glyph instead of an emoji.
    static func asksForTextPresentation(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value == 0xFE0E }
    }

    /// Emoji presentation: VS16, emoji-default scalars, ZWJ/modifier/flag/tag sequences. VS15 forces text.
    static func isEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if asksForTextPresentation(character) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
        if first.properties.isEmojiPresentation { return true }
        guard scalars.count > 1, first.properties.isEmoji else { return false }
        return scalars.contains { scalar in
            scalar.value == 0x200D || scalar.properties.isEmojiModifier || (0x1F1E6...0x1F1FF).contains(scalar.value)
                || (0xE0020...0xE007F).contains(scalar.value) || scalar.value == 0x20E3
        }
    }

    /// Ideographic-like clusters (CJK ideographs, kana, emoji) that allow a line break on both sides
    /// (UAX #14 ID). Not Hangul: UIKit's default line-break strategy (`.standard`, with
    /// `hangulWordPriority`) "prohibits breaking between Hangul characters", so Korean breaks between
    /// words, at spaces, as Latin text does (TEXT.md §8.2).
    static func breaksAround(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x3FFFD:
            return true
        default:
            return isEmojiPresentation(character)
        }
    }

    /// Whether `scalar` is Chinese, Japanese or Korean script or punctuation (the ranges the bundled
    /// Noto Sans CJK subset draws: ideographs, kana, Hangul, CJK symbols, full-width forms).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
             0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Hyphens and dashes after which a word may break ("well-known", "2019–2024").
    static func isBreakingHyphen(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return [0x2D, 0x2010, 0x2013, 0x2014].contains(scalar.value)
    }

    /// Whether a soft break is allowed between `previous` and `next` (simplified UAX #14).
    static func allowsBreak(after previous: Character, before next: Character) -> Bool {
        let previousASCII = previous.asciiValue
        if let p = previousASCII, let n = next.asciiValue, isPlainASCIIWordCharacter(p), isPlainASCIIWordCharacter(n) {
            return breaksBeforeALetter(p) && isASCIILetter(n)
        }
        if let p = previousASCII, breaksBeforeALetter(p), next.isLetter { return true }
        if isBreakingSpace(next) { return false }
        if isBreakingSpace(previous) || previous == "\u{200B}" { return true }
        if isBreakingHyphen(previous) { return !(next.isNumber || isBreakingHyphen(next)) }
        if next == "\u{2014}" { return true }
        if breaksAround(previous) || breaksAround(next) {
            return !isClosingPunctuation(next) && !isOpeningPunctuation(previous)
        }
        return false
    }

    /// "/" (UAX #14 class SY), "?" and "!" (EX), which allow a break after them when a letter follows
    /// (rule LB31; nothing forbids it): "https://" + "github.com/" + "docs.git", "what?" + "yes". Not
    /// before a digit ("12/25/2024", "1/2": LB25 SY × NU), nor before another "/" (LB13 × SY). The infix
    /// separators (". , : ;", IS) never break before a letter or digit (LB29 IS × AL, LB25 IS × NU).
    private static func breaksBeforeALetter(_ ascii: UInt8) -> Bool {
        ascii == 0x2F || ascii == 0x3F || ascii == 0x21
    }

    private static func isASCIILetter(_ ascii: UInt8) -> Bool {
        (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }

    /// ASCII letters, digits and most punctuation never allow a break between them (fast path),
    /// except after "/", "?" or "!" before a letter.
    private static func isPlainASCIIWordCharacter(_ ascii: UInt8) -> Bool {
        ascii > 0x20 && ascii < 0x7F && ascii != 0x2D
    }

    private static func isClosingPunctuation(_ c: Character) -> Bool {
        c.isPunctuation && !isOpeningPunctuation(c) && !isBreakingHyphen(c)
    }
    private static func isOpeningPunctuation(_ c: Character) -> Bool {
        ["(", "[", "{", "“", "‘", "«", "「", "『", "（"].contains(c)
    }
}
