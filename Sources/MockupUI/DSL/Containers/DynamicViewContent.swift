import Foundation

// Editing actions of a `ForEach` in a list: swipe-to-delete and drag-to-move are gestures, so a
// still draws the rows unchanged.
extension ForEach {
    /// Swipe-to-delete for the rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    /// Drag-to-reorder for the rows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    /// Drops that insert rows.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> ForEach { self }
}

extension View {
    /// Turns swipe-to-delete off for this row.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Turns drag-to-reorder off for this row.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
