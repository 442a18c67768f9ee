import CoreTransferable
import Foundation

// Drag and drop: dragging starts with a touch, so a still shows the views as they are.
extension View {
    /// Makes the view draggable with `payload` (no effect in a still).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Makes the view draggable with `payload`, showing `preview` while dragged (no effect in a still).
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts dropped items of type `T` (nothing is dropped in a still).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
