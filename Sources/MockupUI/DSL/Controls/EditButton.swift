/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`: "Edit" in the tint, as
/// iOS shows it at rest (not editing).
public struct EditButton: View {
    public init() {}
    public var body: some View {
        Button("Edit") {}
    }
}
