import Foundation

/// A multi-line text editor, as SwiftUI's `TextEditor`: fills the space it is offered and shows its
/// text from the top-leading corner with `UITextView`'s insets, on the system background. It is a
/// scrollable view (a `UITextView`), so `contentMargins` for its scroll content inset the text
/// further, outside those insets.
public struct TextEditor: View {
    let text: String
    @Environment(\.controls) private var controls

    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public var body: some View {
        Text(verbatim: text)
            .padding(Self.textContainerInsets)
            .padding(controls.scrollContentMargins)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// `UITextView`'s text container inset (8 above and below) plus its line fragment padding (5 at the sides).
    static let textContainerInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
}
