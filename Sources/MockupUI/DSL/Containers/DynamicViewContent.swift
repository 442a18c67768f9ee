import Foundation

// Editing actions of a `ForEach` in a list: swipe-to-delete and drag-to-move are gestures, so a
// still draws the rows unchanged.
extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> ForEach { self }
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
