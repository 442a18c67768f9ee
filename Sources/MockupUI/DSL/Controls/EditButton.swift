/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`: "Edit" in the tint, or
/// "Done" (semibold, as UIKit's `editButtonItem` while editing) when the environment's edit mode is
/// active.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Button("Done") {}.fontWeight(.semibold)
        } else {
            Button("Edit") {}
        }
    }
}
