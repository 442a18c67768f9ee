import Foundation

/// A pull-down menu, as SwiftUI's `Menu`, drawn at rest: its label as a borderless button (in the
/// tint), or in the `.button` menu style, as the environment's button style draws it. The menu's
/// items appear only when tapped, so they are not drawn.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A menu with a primary action on tap (the menu opens on long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    /// The menu as the environment's `MenuStyle` draws it.
    public var body: some View {
        let configuration = MenuStyleConfiguration(label: .init(view: AnyView(label)), content: .init())
        return EnvironmentResolvedView { environment in
            // A `Menu(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[MenuStyleKey.self] = DefaultMenuStyle()
            return environment[MenuStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(title)
    }
}

extension Menu where Label == MockupUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = MockupUI.Label(titleKey, systemImage: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = MockupUI.Label(title, systemImage: systemImage)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        label = MockupUI.Label(titleKey, systemImage: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        label = MockupUI.Label(title, systemImage: systemImage)
    }
}

/// `.automatic`: the menu's label as a button.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}
/// `.button`: the label as the environment's button style draws it.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}
/// `.borderlessButton`: the label as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// The style of the menus in this view (the built-in ones draw the label as a button).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[MenuStyleKey.self] = style })
    }
    /// Whether menus show an indicator (iOS shows none on a menu's label at rest).
    public func menuIndicator(_ visibility: Visibility) -> some View { environment(\.menuIndicatorVisibility, visibility) }
    /// The order of menu items (only visible once the menu opens).
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }
    /// Items shown on long press; none at rest.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// A context menu for the selected rows of a `List` or `Table` (and the action a double tap on
    /// them runs); nothing shows at rest.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}
