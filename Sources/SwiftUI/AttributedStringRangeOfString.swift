import Foundation

// `range(of:options:locale:)` on attributed text, as Apple's Foundation finds it. Linux's
// Foundation traps ("_caseFoldMapping is not implemented yet") on a case- or diacritic-insensitive
// search as soon as the text holds a non-ASCII character (an "é", an em dash), so a guide's search
// highlight (`while let r = attr[rest].range(of: query, options: .caseInsensitive) { … }`) crashed
// its component. These members are declared on the concrete types, which Swift prefers over
// Foundation's `AttributedStringProtocol` extension; they search the characters with `String`'s own
// comparison, which works on Linux, and map the match back by its offset in Unicode scalars.

extension AttributedString {
    /// The first (or with `.backwards`, the last) range of the text that matches `stringToFind`
    /// under `options`, as `String.range(of:options:range:locale:)` compares; nil when none does.
    public func range<T: StringProtocol>(of stringToFind: T, options: String.CompareOptions = [],
                                         locale: Locale? = nil) -> Range<AttributedString.Index>? {
        AttributedTextSearch.range(of: stringToFind, in: self, options: options, locale: locale)
    }
}

extension AttributedSubstring {
    /// The first (or with `.backwards`, the last) range of the substring that matches
    /// `stringToFind` under `options`, in the base string's indices; nil when none does.
    public func range<T: StringProtocol>(of stringToFind: T, options: String.CompareOptions = [],
                                         locale: Locale? = nil) -> Range<AttributedString.Index>? {
        AttributedTextSearch.range(of: stringToFind, in: self, options: options, locale: locale)
    }
}

/// A search of attributed text through `String`'s comparison.
enum AttributedTextSearch {
    /// `stringToFind`'s match in `text`'s characters, as indices of `text`.
    static func range<T: StringProtocol, S: AttributedStringProtocol>(
        of stringToFind: T, in text: S, options: String.CompareOptions, locale: Locale?
    ) -> Range<AttributedString.Index>? {
        let plain = String(text.characters)
        guard let match = plain.range(of: stringToFind, options: options, locale: locale) else { return nil }
        let scalars = plain.unicodeScalars
        let lower = scalars.distance(from: plain.startIndex, to: match.lowerBound)
        let length = scalars.distance(from: match.lowerBound, to: match.upperBound)
        let start = text.unicodeScalars.index(text.startIndex, offsetBy: lower)
        return start..<text.unicodeScalars.index(start, offsetBy: length)
    }
}
