import Foundation

/// UIKit's spell checker. Mockup bundles no dictionary, and a system word list would make renders
/// differ between machines, so every word counts as spelled right: `rangeOfMisspelledWord` finds
/// none (`NSNotFound`) and there are no guesses. Completions come from the learned words.
@preconcurrency @MainActor
open class UITextChecker {
    public init() {}

    /// The languages the checker knows: the render's, en_US.
    open class var availableLanguages: [String] { ["en_US"] }

    /// The first misspelled word in `range` of `stringToCheck`: none, as every word counts as right.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Corrections for the word at `range`: none, as no word is misspelled.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// The learned words that complete the partial word at `range`, in alphabetical order.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let bounds = Range(range, in: string) else { return [] }
        let partial = string[bounds].lowercased()
        return Self.learnedWords.filter { $0.lowercased().hasPrefix(partial) && $0.count > partial.count }.sorted()
    }

    /// Words this checker ignores (it finds no misspelling anyway).
    open var ignoredWords: [String]?
    open func ignoreWord(_ wordToIgnore: String) { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }

    private static var learnedWords: Set<String> = []
    open class func learnWord(_ word: String) { learnedWords.insert(word) }
    open class func hasLearnedWord(_ word: String) -> Bool { learnedWords.contains(word) }
    open class func unlearnWord(_ word: String) { learnedWords.remove(word) }
}
