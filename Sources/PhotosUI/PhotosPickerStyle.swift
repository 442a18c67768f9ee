import SwiftUI

/// How a `PhotosPicker` shows the picker (iOS 17): in a sheet when tapped (`.presentation`, the
/// default), or embedded where the picker view is (`.inline`, `.compact`).
public struct PhotosPickerStyle: Hashable, Sendable {
    let name: String
    public static let presentation = PhotosPickerStyle(name: "presentation")
    public static let inline = PhotosPickerStyle(name: "inline")
    public static let compact = PhotosPickerStyle(name: "compact")
}

extension View {
    /// How the photo pickers inside show the picker. A render has no photo library to fill an
    /// embedded picker's grid, so an `.inline` or `.compact` picker is drawn as its button, with a
    /// render note.
    @ViewBuilder
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View {
        if style == .presentation {
            self
        } else {
            _renderNote("photosPickerStyle(.\(style.name)): the embedded photo picker",
                        drawn: "the picker's button (a render has no photo library)")
        }
    }

    /// Turns off picker features (search, the staging area, …) of the pickers inside; they belong
    /// to the picker's own interface, which a render never shows.
    public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View { self }

    /// Shows or hides an embedded picker's navigation bar and toolbar (its own interface, never drawn).
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}
