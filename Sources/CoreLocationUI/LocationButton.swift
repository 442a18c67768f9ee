import Foundation
import SwiftUI

/// Core Location UI's button that grants one-time location authorization, drawn at rest as a
/// prominent bordered button: the location arrow (`location`; `.symbolVariant(.fill)` fills it) and
/// the title, in white on the tint (`.tint`, `.foregroundStyle`, `.labelStyle(.iconOnly)`,
/// `.cornerRadius` and `.font` restyle it as SwiftUI styles any button). Its action never runs: a
/// still has nobody to press it, and no location is granted.
public struct LocationButton: View {
    /// The text of the button's title.
    public struct Title: Hashable, Sendable {
        let text: String
        public static let currentLocation = Title(text: "Current Location")
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?
    let action: () -> Void

    /// A button showing `title` beside the arrow, or the arrow alone for nil.
    public init(_ title: Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            if let title {
                Label(title.text, systemImage: "location")
            } else {
                Image(systemName: "location")
            }
        }
        .buttonStyle(.borderedProminent)
    }
}
