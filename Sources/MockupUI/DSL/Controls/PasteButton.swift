import CoreTransferable
import Foundation

/// The system Paste button, as SwiftUI's `PasteButton`: "Paste" with the clipboard symbol, drawn
/// as a button in the environment's button style. Nothing is pasted in a still.
public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
    }
}

/// The Rename button, as SwiftUI's `RenameButton`: "Rename" with a pencil, for menus and toolbars;
/// it triggers the enclosing `renameAction`, which a still never does.
public struct RenameButton<Label: View>: View {
    public init() where Label == MockupUI.Label<Text, Image> {}

    public var body: some View {
        Button(action: {}) { MockupUI.Label("Rename", systemImage: "pencil") }
    }
}

extension View {
    /// The action a `RenameButton` in this view triggers (never, in a still).
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
}
