import Foundation

/// An editable text field, as SwiftUI's `TextField`, drawn at rest: its text, or its prompt/title
/// as a placeholder, in the environment's `textFieldStyle`. Editing callbacks are accepted and
/// never called in a still.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let model: TextInputModel
    let label: Label
    /// True for the field a `TextFieldStyle` receives: it draws plainly instead of asking the style.
    let isConfiguration: Bool

    init(model: TextInputModel, label: Label, isConfiguration: Bool = false) {
        self.model = model; self.label = label; self.isConfiguration = isConfiguration
    }

    /// A field showing `text`, or `prompt` (else the label) while `text` is empty.
    private init(showing text: String, prompt: Text?, axis: Axis = .horizontal, label: Label) {
        self.init(model: TextInputModel(text: text, placeholder: TextInputModel.placeholder(prompt: prompt, label: label),
                                        axis: axis),
                  label: label)
    }

    /// A field labelled by `label`, showing `prompt` (else the label) while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(showing: text.wrappedValue, prompt: prompt, label: label())
    }

    /// A field that grows along `axis` (`.vertical`: the text wraps onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(showing: text.wrappedValue, prompt: prompt, axis: axis, label: label())
    }

    /// A field editing a value through a format style; shows the formatted value.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(showing: Self.formatted(value.wrappedValue, format), prompt: prompt, label: label())
    }

    /// A field editing an optional value through a format style (iOS 15): shows the formatted
    /// value, or `prompt` (else the label) while the value is nil.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(showing: value.wrappedValue.map { Self.formatted($0, format) } ?? "", prompt: prompt, label: label())
    }

    /// `value` as `format` writes it in the render's default locale (en_US, not the machine's: a
    /// currency style reads "$12.50", not "US$12.50"); the field's text is fixed before it sees its environment.
    private static func formatted<F: FormatStyle>(_ value: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.formattedAtRenderMoment(value, locale: EnvironmentValues().locale)
    }

    /// A field editing a value through a `Formatter`; shows the formatted value.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(showing: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: label())
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        if isConfiguration { return PlainTextFieldStyle().resolveField(model, in: environment) }
        let style: any TextFieldStyle = environment.controls.textFieldStyle ?? DefaultTextFieldStyle()
        return style.resolveField(model, in: environment)
    }
}

extension TextField where Label == Text {
    /// A field titled by a localized key (the placeholder while empty).
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

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// The pre-iOS 15 initializer with editing callbacks (accepted, never called).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field editing a value through a format style.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field editing an optional value through a format style; the title is the placeholder while it is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>,
                                         format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>,
                                                            format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field titled by a localized key, editing a value through a `Formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }

    /// The `Formatter` field without a prompt, and its pre-iOS 15 editing callbacks (accepted, never called).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                      onCommit: @escaping () -> Void = {}) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
    }
}
