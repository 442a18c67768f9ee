/// The look of text editors (iOS 17). On iOS both built-in styles draw the editor without chrome,
/// as `TextEditor` already does, so choosing one changes nothing in the picture.
public protocol TextEditorStyle {}

/// The platform's default text editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
}

/// A text editor without decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// The style of text editors in this view (no visible difference on iOS).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
