import Foundation
import SwiftUI
import Testing

/// `range(of:options:locale:)` on attributed text with non-ASCII characters. Without the shim these
/// calls resolve to Linux Foundation's, which traps ("_caseFoldMapping is not implemented yet"),
/// so each test here would crash rather than pass.
@Suite struct AttributedStringSearchTests {
    @Test func aCaseAndDiacriticInsensitiveSearchFindsTheMatchAmongNonASCIICharacters() throws {
        let attributed = AttributedString("Café and more — Mitochondria")
        let range = try #require(attributed.range(of: "MITO", options: [.caseInsensitive, .diacriticInsensitive]))
        #expect(String(attributed[range].characters) == "Mito")
        #expect(attributed.characters.distance(from: attributed.startIndex, to: range.lowerBound) == 16)
        let cafe = try #require(attributed.range(of: "cafe", options: [.caseInsensitive, .diacriticInsensitive]))
        #expect(String(attributed[cafe].characters) == "Café")
        #expect(attributed.range(of: "cafe", options: .caseInsensitive) == nil)
        #expect(attributed.range(of: "zzz", options: .caseInsensitive) == nil)
    }

    @Test func aHighlightLoopOverSubstringsMarksEveryMatch() {
        var attributed = AttributedString("Café, cafe and CAFÉ — café")
        var searchRange = attributed.startIndex..<attributed.endIndex
        var found: [Int] = []
        while let match = attributed[searchRange].range(of: "cafe", options: [.caseInsensitive, .diacriticInsensitive]) {
            attributed[match].backgroundColor = .yellow
            found.append(attributed.characters.distance(from: attributed.startIndex, to: match.lowerBound))
            searchRange = match.upperBound..<attributed.endIndex
        }
        #expect(found == [0, 6, 15, 22])
        #expect(attributed.runs.filter { $0.backgroundColor == .yellow }.count == 4)
    }

    @Test func backwardsAndAnchoredSearchesReadAsStringsDo() throws {
        let attributed = AttributedString("Éclair, éclair")
        let last = try #require(attributed.range(of: "ÉCLAIR", options: [.caseInsensitive, .backwards]))
        #expect(attributed.characters.distance(from: attributed.startIndex, to: last.lowerBound) == 8)
        #expect(attributed.range(of: "eclair", options: [.diacriticInsensitive, .caseInsensitive, .anchored]) != nil)
        #expect(attributed.range(of: "clair", options: [.caseInsensitive, .anchored]) == nil)
        let tail = attributed[last.lowerBound..<attributed.endIndex]
        let inTail = try #require(tail.range(of: "e", options: .diacriticInsensitive))
        #expect(inTail.lowerBound == last.lowerBound)
    }
}
