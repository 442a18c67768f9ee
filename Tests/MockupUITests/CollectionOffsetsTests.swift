import Foundation
import SwiftUI
import Testing

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as `onDelete`/`onMove` handlers call them.
@Suite struct CollectionOffsetsTests {
    @Test func removesTheElementsAtTheOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(letters == ["b", "d"])
    }

    @Test func movesElementsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d", "e"], "a lands before the element that was at 3 (d)")
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
        #expect(letters == ["a", "d", "e", "b", "c"])
        letters = ["a", "b", "c"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a"], "to the end")
    }
}
