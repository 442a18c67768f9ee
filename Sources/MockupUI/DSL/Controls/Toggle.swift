import Foundation

/// An on/off control, as SwiftUI's `Toggle`, drawn through the environment's toggle style (the
/// iOS switch by default) in its bound state.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    /// A toggle over several sources (on when all are on).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) }, set: { _ in })
        self.label = label()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(view: AnyView(label)),
                                                     isOn: isOn)
        let style: any ToggleStyle = environment.controls.toggleStyle ?? DefaultToggleStyle()
        // A `Toggle(configuration)` in a custom style's body draws in the automatic style.
        var inner = environment
        inner.controls.toggleStyle = nil
        return style.resolveToggle(configuration, in: inner)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` was given (inside a custom style's `makeBody`), drawn in the
    /// automatic style unless a style is set on it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Text {
    /// A toggle over several sources, titled (on when all are on).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == MockupUI.Label<Text, Image> {
    /// A toggle over several sources, labelled with a title and an SF Symbol.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { MockupUI.Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MockupUI.Label(title, systemImage: systemImage) }
    }
}

extension View {
    /// Hides the labels of the controls in this view (they still describe them to accessibility).
    public func labelsHidden() -> some View {
        controlEnvironment { $0.labelsHidden = true }
    }

    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`, as `labelsHidden()`) the labels of the
    /// controls in this view.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        controlEnvironment { $0.labelsHidden = visibility == .hidden }
    }
}
