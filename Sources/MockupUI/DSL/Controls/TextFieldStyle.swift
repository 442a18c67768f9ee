import Foundation

/// How text fields draw, as SwiftUI's `TextFieldStyle`. A custom style decorates the field it is
/// given in `_body(configuration:)`.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label type of the field a `TextFieldStyle` decorates.
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

/// iOS's default: the plain style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextInputDrawing(model: configuration.model, bordered: false)
    }
}

/// No decoration: the text or placeholder alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextInputDrawing(model: configuration.model, bordered: false)
    }
}

/// `UITextField.BorderStyle.roundedRect`: a white box with a hairline grey border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        TextInputDrawing(model: configuration.model, bordered: true)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// The style of the text fields (and secure fields) in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        controlEnvironment { $0.textFieldStyle = style }
    }
}

extension TextFieldStyle {
    /// The nodes of `model` drawn in this style.
    func resolveField(_ model: TextInputModel, in environment: EnvironmentValues) -> [ViewNode] {
        let configuration = TextField<_Label>(model: model, label: _TextFieldStyleLabel(), isConfiguration: true)
        return resolveStyleBody(of: self, in: environment) { _body(configuration: configuration) }
    }
}
