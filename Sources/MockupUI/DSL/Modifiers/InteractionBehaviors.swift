import Foundation

// How controls behave over time or under a pointer, a drag or a find bar: repeating buttons,
// spring-loaded drops, menus that stay open, palette selection, find-and-replace. None changes a
// control at rest, which is what a still shows.

/// Whether a button repeats its action while held, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Whether a control activates when a drag hovers on it, as SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// Whether a menu closes after an action, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a palette picker marks its selected item when the menu is open, as SwiftUI's
/// `PaletteSelectionEffect`.
public struct PaletteSelectionEffect: Equatable, Sendable {
    let name: String
    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(name: "automatic") }
    /// The selected item's symbol in `variant`.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant(\(variant))")
    }
    /// The items' own images, as given.
    public static var custom: PaletteSelectionEffect { PaletteSelectionEffect(name: "custom") }
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

private struct SpringLoadingBehaviorKey: EnvironmentKey {
    static let defaultValue = SpringLoadingBehavior.automatic
}

extension EnvironmentValues {
    /// Whether buttons below repeat while held (`.buttonRepeatBehavior`).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// Whether controls below are spring-loaded (`.springLoadingBehavior`).
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Whether the buttons below repeat their action while held.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }

    /// Whether the controls below activate when a drag hovers on them.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehavior, behavior)
    }

    /// Whether the menus below close after an action.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    /// How palette pickers below mark their selection.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }

    /// Whether the rows below can be selected in a `List` or `Table` with a selection.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Shows the find bar of the text editor below while `isPresented` is true; a still shows the
    /// editor without it, with a render note while it is presented.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        renderNote(when: isPresented.wrappedValue, "find navigator presented")
    }

    /// Turns off find in the text editors below.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns off replace in the text editors below.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Flashes the scroll indicators below when `value` changes; a still shows them at rest.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Flashes the scroll indicators below when they appear; a still shows them at rest.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Tags the view's interactions for the app's activity tracking (signposts).
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
}
