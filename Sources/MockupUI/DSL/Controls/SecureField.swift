import Foundation

/// A password field, as SwiftUI's `SecureField`: one bullet per character, or the placeholder,
/// in the environment's `textFieldStyle`.
public struct SecureField<Label: View>: View {
    let model: TextInputModel

    /// A secure field labelled by `label`, showing `prompt` (else the label) while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        model = TextInputModel(text: text.wrappedValue,
                               placeholder: TextInputModel.placeholder(prompt: prompt, label: label()),
                               isSecure: true)
    }

    public var body: some View {
        TextField(model: model, label: _TextFieldStyleLabel())
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// The pre-iOS 15 initializer with a commit callback (accepted, never called).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
}
