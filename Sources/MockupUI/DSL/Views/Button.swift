/// A button, drawn in its resting (unpressed) state through the environment's button style.
///
/// A static render never performs the action, so it is accepted and not kept.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); role = nil
    }

    /// A button with a semantic role (destructive buttons draw in red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); self.role = role
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let label = self.label
        var environment = environment
        if role == .destructive { environment.tint = SystemMetrics.destructive }
        let styledLabel = ButtonStyleConfiguration.Label { MockupUI.resolveNodes(label, in: $0) }
        if let style = environment.buttonStyle {
            let configuration = ButtonStyleConfiguration(role: role, label: styledLabel, isPressed: false)
            return style.resolveBody(configuration, in: environment)
        }
        // A primitive style's body draws the button (the system styles are primitive, borderless the
        // default); a `Button(configuration)` in it draws with the default.
        let primitive = environment[PrimitiveButtonStyleKey.self] ?? BorderlessButtonStyle()
        environment[PrimitiveButtonStyleKey.self] = nil
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: styledLabel, action: {})
        return primitive.resolveBody(configuration, in: environment)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// How buttons draw their label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ButtonStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

/// What a `ButtonStyle` draws: the button's role and label, and whether it is pressed (never, statically).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let resolver: ContentResolver
        init(_ resolver: @escaping ContentResolver) { self.resolver = resolver }
        func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { resolver(environment) }
    }
    /// The button's role (`Button("Delete", role: .destructive)`), for styles that draw roles
    /// their own way; nil for a button without one.
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

/// The label as it is, with no tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// iOS's default: the label painted with the tint unless a foreground style is set (grey when disabled);
/// a container's default text colour (a list header's) does not reach it.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(EnvironmentWriter { environment in
            if environment.explicitForegroundStyle == nil {
                environment.foregroundStyle = environment.isEnabled ? AnyShapeStyle(TintShapeStyle())
                    : AnyShapeStyle(SystemMetrics.tertiaryLabel)
            }
        })
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// SwiftUI's `DefaultButtonStyle()`: the style `.automatic` names, borderless on iOS outside lists.
public typealias DefaultButtonStyle = BorderlessButtonStyle

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
    public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
    /// The style of the buttons below.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter {
            $0.buttonStyle = style
            $0[PrimitiveButtonStyleKey.self] = nil
        })
    }
}
