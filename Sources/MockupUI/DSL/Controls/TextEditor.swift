import Foundation

/// A multi-line text editor, as SwiftUI's `TextEditor`: fills the space it is offered and shows its
/// text from the top-leading corner with `UITextView`'s insets, on the system background.
public struct TextEditor: View {
    let text: String

    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public var body: some View {
        Text(verbatim: text)
            .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
