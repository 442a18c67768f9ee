import Testing
@testable import MockupText

/// Thai, Lao, Khmer and Myanmar, written without spaces between words, break lines at dictionary
/// word boundaries (ICU), as iOS does (TEXT.md §8.4).
@Suite struct DictionaryLineBreakTests {
    private let body = TextStyle(font: FontDescriptor(source: .system(.default), size: 17))
    /// "Your order is being delivered and will arrive within thirty minutes", its words.
    private let words = ["คำสั่ง", "ซื้อ", "ของ", "คุณ", "กำลัง", "จัด", "ส่ง", "และ", "จะ", "มา", "ถึง", "ภายใน", "สาม", "สิบ", "นาที"]

    @Test func thaiWrapsOnlyBetweenWords() throws {
        let text = words.joined()
        for width in stride(from: 90.0, through: 240, by: 25) {
            let layout = try TextLayoutEngine.layout(text, style: body, maxWidth: width, library: library)
            let lines = lineTexts(layout, text)
            #expect(lines.count > 1, "at \(width) pt")
            var ends = Set<Int>()
            var length = 0
            for word in words { length += word.count; ends.insert(length) }
            var end = 0
            for line in lines.dropLast() {
                end += line.count
                #expect(ends.contains(end), "at \(width) pt, a line ends inside a word: \(line)")
            }
        }
    }

    @Test func onlyTheseScriptsAskTheDictionary() {
        #expect(DictionaryLineBreaks(Substring("well-known words, 2019–2024")) == nil)
        #expect(DictionaryLineBreaks(Substring("ราคา 250 บาท")) != nil)
    }
}
