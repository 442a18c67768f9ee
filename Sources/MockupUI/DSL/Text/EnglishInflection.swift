import Foundation

/// Automatic grammar agreement in English, as Foundation's inflection engine applies it to a Markdown
/// span marked `^[…](inflect: true)`: a noun after a number other than one takes its plural
/// (`3 reply` → `3 replies`, `1 reply` stays). Regular English plurals and the common irregular
/// ones; a render's text is in en_US.
enum EnglishInflection {
    /// `text` with each noun that follows a number agreeing with it.
    static func agreeing(_ text: String) -> String {
        var result = text
        let matches = numberThenWord.matches(in: text, range: NSRange(text.startIndex..., in: text))
        for match in matches.reversed() {
            guard let numberRange = Range(match.range(at: 1), in: text), let wordRange = Range(match.range(at: 3), in: result),
                  let number = Double(text[numberRange].replacingOccurrences(of: ",", with: "")), number != 1 else { continue }
            result.replaceSubrange(wordRange, with: plural(of: String(result[wordRange])))
        }
        return result
    }

    /// The plural of an English noun, keeping its capitalisation.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        let plural: String
        if let irregular = irregulars[lower] {
            plural = irregular
        } else if invariable.contains(lower) || (lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us")) {
            plural = lower
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
            plural = lower + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = lower.dropLast() + "ies"
        } else {
            plural = lower + "s"
        }
        if word == word.uppercased() && word.count > 1 { return plural.uppercased() }
        if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }

    /// A number (digits, group separators, a decimal point), spaces, then a word.
    nonisolated(unsafe) private static let numberThenWord = try! NSRegularExpression(pattern: #"(\d[\d,.]*)(\s+)([A-Za-z]+)"#)

    private static let irregulars: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives", "wife": "wives",
        "knife": "knives", "half": "halves", "shelf": "shelves", "hero": "heroes",
        "potato": "potatoes", "tomato": "tomatoes",
    ]
    /// Nouns whose plural is the singular.
    private static let invariable: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "info", "news"]
}
