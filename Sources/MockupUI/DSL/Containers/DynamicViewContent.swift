import CoreTransferable
import Foundation
import UniformTypeIdentifiers

// Editing actions of a `ForEach` in a list: swipe-to-delete and drag-to-move are gestures, so a
// still draws the rows unchanged.
extension ForEach {
    /// Swipe-to-delete for the rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    /// Drag-to-reorder for the rows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    /// Drops of `supportedContentTypes` that insert rows at an index.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach { self }
    /// Drops of the type identifiers `acceptedTypeIdentifiers` that insert rows (iOS 13 form).
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach { self }
    /// Drops of `T` that insert rows at an index.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], Int) -> Void) -> ForEach { self }
}

extension View {
    /// Turns swipe-to-delete off for this row.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Turns drag-to-reorder off for this row.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
