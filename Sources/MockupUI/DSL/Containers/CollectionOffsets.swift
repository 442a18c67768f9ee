import Foundation

// SwiftUI's collection edits for `onDelete(perform:)` and `onMove(perform:)` handlers, which pass
// the rows' offsets: `items.remove(atOffsets: offsets)`, `items.move(fromOffsets:toOffset:)`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// Moves the elements at `offsets` so they come, in their order, just before the element that
    /// was at `destination` (the end when it is the count), as a list row dragged there lands.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filteredIndexSet { elements.indices.contains($0) }.map { elements[$0] }
        let staying = elements.indices.filter { !source.contains($0) }
        let before = staying.filter { $0 < destination }.map { elements[$0] }
        let after = staying.filter { $0 >= destination }.map { elements[$0] }
        for (index, element) in zip(indices, before + moved + after) { self[index] = element }
    }
}
