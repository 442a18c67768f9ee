/// The Swift names Xcode 15's generated asset symbols give catalog names ("Generate Asset Symbols"):
/// words are split at separators (space, `-`, `_`, `.`, …), at a lower-to-upper case change, and
/// between letters and digits, then joined in camel case. A word of capitals (an acronym) keeps its
/// case, but for a leading one before a word (lowercased, as a Swift name begins), and an underscore marks a boundary camel case cannot show (`A-1` → `A_1`, `292C38` →
/// `_292_C_38`); a name starting with a digit gets a leading underscore (`10ru` → `_10Ru`). A
/// trailing `Color` (colour sets) or `Image` (image sets) word is dropped (`AccentColor` →
/// `accent`, `hint_text_color` → `hintText`), unless it is the only word. Inferred from the
/// `GeneratedAssetSymbols.swift` files Xcode writes, as published in public repositories.
enum AssetSymbolName {
    /// A property name: `Brand Primary` → `brandPrimary`; nil when the name has no letters or digits.
    static func member(_ name: String, droppingSuffix suffix: String? = nil) -> String? {
        var words = self.words(name)
        if let suffix, words.count > 1, words.last?.text.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return nil }
        var result: String
        switch first.kind {
        case .lower: result = first.text
        // A leading acronym before a word is lowercased (`RBPurple` → `rbPurple`); alone or before
        // digits it keeps its case (`BMW`, `A2D8FF` → `A_2_D_8_FF`).
        case .acronym: result = words.count > 1 && words[1].kind == .capitalized ? first.text.lowercased() : first.text
        case .capitalized: result = first.text.prefix(1).lowercased() + first.text.dropFirst()
        case .digits: result = "_" + first.text
        }
        result += joined(words)
        return escaped(result)
    }

    /// A namespace's type name: `iconPreviews` → `IconPreviews`.
    static func type(_ name: String) -> String? {
        let words = self.words(name)
        guard let first = words.first else { return nil }
        let head: String
        switch first.kind {
        case .lower: head = first.text.prefix(1).uppercased() + first.text.dropFirst()
        case .capitalized, .acronym: head = first.text
        case .digits: head = "_" + first.text
        }
        return escaped(head + joined(words))
    }

    /// Words after the first, each joined to the one before it.
    private static func joined(_ words: [Word]) -> String {
        var result = ""
        for (previous, word) in zip(words, words.dropFirst()) {
            switch word.kind {
            case .lower: result += word.text.prefix(1).uppercased() + word.text.dropFirst()
            case .capitalized: result += word.text
            case .acronym, .digits:
                let hidden = previous.kind == .digits || previous.kind == .acronym
                result += (hidden ? "_" : "") + word.text
            }
        }
        return result
    }

    struct Word: Equatable {
        enum Kind { case lower, capitalized, acronym, digits }
        let kind: Kind
        let text: String
    }

    /// `LevelUp_icon2` → Level, Up, icon, 2; `URLButton` → URL, Button; `B1AFC6` → B, 1, AFC, 6.
    static func words(_ name: String) -> [Word] {
        var words: [Word] = []
        for chunk in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let characters = Array(chunk)
            var index = 0
            while index < characters.count {
                let start = index
                if characters[index].isNumber {
                    while index < characters.count, characters[index].isNumber { index += 1 }
                    words.append(Word(kind: .digits, text: String(characters[start..<index])))
                } else if characters[index].isUppercase {
                    while index < characters.count, characters[index].isUppercase { index += 1 }
                    let followedByLower = index < characters.count && characters[index].isLetter && !characters[index].isUppercase
                    if followedByLower {
                        // The last capital starts the next word: URLButton → URL, Button.
                        if index - start > 1 { words.append(Word(kind: .acronym, text: String(characters[start..<index - 1]))) }
                        let wordStart = index - 1
                        while index < characters.count, characters[index].isLetter, !characters[index].isUppercase { index += 1 }
                        words.append(Word(kind: .capitalized, text: String(characters[wordStart..<index])))
                    } else {
                        words.append(Word(kind: .acronym, text: String(characters[start..<index])))
                    }
                } else {
                    while index < characters.count, characters[index].isLetter, !characters[index].isUppercase { index += 1 }
                    words.append(Word(kind: .lower, text: String(characters[start..<index])))
                }
            }
        }
        return words
    }

    /// Swift's keywords, written in backticks as a declared name (`` `default` ``).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    private static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
