import Testing
@testable import MockupText

/// Hebrew and Arabic are laid out by the Unicode Bidirectional Algorithm (TEXT.md §11): levels from
/// ICU, right-to-left runs shaped right to left, each line's clusters reordered visually (rule L2).
@Suite struct BidiTests {
    private let body = TextStyle(font: FontDescriptor(source: .system(.default), size: 17))

    /// The glyphs of `text`'s first line from left to right, each as the character whose nominal glyph
    /// it is ("?" for a glyph that is no character's own, such as a contextual form).
    private func visual(_ text: String, _ characters: String, maxWidth: Double? = nil) throws -> String {
        let layout = try TextLayoutEngine.layout(text, style: body, maxWidth: maxWidth, library: library)
        let glyphs = layout.lines[0].runs.flatMap { run in
            zip(run.glyphs, run.positions).map { (face: run.face, id: $0.0, x: $0.1.x) }
        }
        return String(glyphs.sorted { $0.x < $1.x }.map { glyph in
            characters.first { character in
                character.unicodeScalars.first.flatMap { glyph.face.glyph(for: $0) } == glyph.id
            } ?? "?"
        })
    }

    @Test func hebrewReadsRightToLeft() throws {
        // שלום: shin, lamed, vav, final mem; the first letter is drawn rightmost.
        #expect(try visual("שלום", "שלום") == "םולש")
    }

    @Test func arabicJoinsAndReadsRightToLeft() throws {
        // سلام: seen joins lam (initial form), lam and alef join (Noto Sans Arabic draws the lam-alef
        // as contextual glyphs of its own), and meem after alef (which joins only to its right) is isolated.
        let forms = "\u{FEB3}\u{0645}"   // initial seen, meem (its nominal glyph)
        let arabic = try visual("سلام", forms)
        #expect(arabic.first == "\u{0645}" && arabic.last == "\u{FEB3}")
        #expect(arabic.count >= 3 && arabic.dropFirst().dropLast().allSatisfy { $0 == "?" })
    }

    @Test func latinAndDigitsStayLeftToRightInsideHebrew() throws {
        // A right-to-left paragraph (its first strong letter is Hebrew): read from the right, the
        // Hebrew word, the brand name, the second Hebrew word, the number.
        let rightToLeft = try visual("שלום Apple מבצע 17", "שלוםמבצעApple17 ")
        #expect(rightToLeft == "17 עצבמ Apple םולש")
        // A number right after a Latin word is part of it (rule W7): "Apple 17" stays together.
        let brandAndNumber = try visual("שלום Apple 17", "שלוםApple17 ")
        #expect(brandAndNumber == "Apple 17 םולש")
        // A left-to-right paragraph: the Hebrew word and the number after it form one right-to-left
        // stretch (the number is treated as right to left between them, rule N1).
        #expect(try visual("Apple שלום 17", "שלוםApple17 ") == "Apple 17 םולש")
    }

    @Test func eachLineIsReorderedOnItsOwn() throws {
        // Lines break on the logical text; the first line holds the first words, its first word rightmost.
        let layout = try TextLayoutEngine.layout("שלום עולם שלום", style: body, maxWidth: 90, library: library)
        #expect(layout.lines.count == 2)
        let firstLine = try visual("שלום עולם שלום", "שלוםע ", maxWidth: 90)
        #expect(firstLine == " םלוע םולש")
        // The space hanging at the soft break sits left of the line, outside its width; the line's
        // last letter is at its left edge.
        let xs = layout.lines[0].runs.flatMap { $0.positions.map(\.x) }.sorted()
        #expect(xs[0] < -4)
        #expect(abs(xs[1]) < 0.001)
    }

    @Test func leadingAlignmentIgnoresTheParagraphDirection() throws {
        // Text's default alignment strategy is layout based (Apple, Text.AlignmentStrategy.default):
        // a right-to-left paragraph's shorter last line still starts at the left under `.leading`
        // (a left-to-right layout; TextAlignment.physical(in:) turns it to `.trailing` in a
        // right-to-left one), and goes right under `.trailing`.
        let text = "שלום עולם שלום"
        let leading = try TextLayoutEngine.layout(text, style: body, maxWidth: 90, alignment: .leading, library: library)
        let trailing = try TextLayoutEngine.layout(text, style: body, maxWidth: 90, alignment: .trailing, library: library)
        #expect(leading.lines[1].width < leading.lines[0].width)
        #expect(leading.lines[1].origin.x == 0)
        #expect(abs(trailing.lines[1].origin.x - (trailing.size.width - trailing.lines[1].width)) < 0.001)
        #expect(trailing.lines[1].origin.x > 10)
    }

    @Test func leftToRightTextSkipsTheAlgorithm() throws {
        #expect(BidiLevels([Substring("Hello, world 17")]) == nil)
        let levels = try #require(BidiLevels([Substring("Apple "), Substring("שלום")]))
        #expect(levels.paragraphLevel == 0)
        #expect(levels.levels == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
        #expect(try #require(BidiLevels([Substring("שלום 17")])).levels == [1, 1, 1, 1, 1, 2, 2])
    }

    @Test func ruleL2ReversesFromTheHighestLevel() {
        #expect(BidiLevels.visualOrder([0, 0, 1, 1, 2, 2, 1]) == [0, 1, 6, 4, 5, 3, 2])
        #expect(BidiLevels.visualOrder([0, 0]) == [0, 1])
    }
}
