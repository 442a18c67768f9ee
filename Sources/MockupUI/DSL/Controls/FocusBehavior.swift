import Foundation

// How views take focus from a hardware keyboard (iPad) and which one takes it first. A still has
// no keyboard and nothing focused: the views draw unfocused, without a focus ring.

/// The kinds of focus interaction a view supports, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus that activates the view (a button's).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus that edits the view's content (a text field's).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's usual interactions (on iOS, `.activate` and `.edit`).
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When `defaultFocus` is applied, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    /// Only when focus is placed automatically (a scene appears).
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when the user moves focus into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

private struct FocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether focused views below show the system focus effect (`.focusEffectDisabled` turns it off).
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Whether the view can take focus, for `interactions`.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Turns the focus effect of the views below off (`\.isFocusEffectEnabled`).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = $0 && !disabled }
    }

    /// Focuses the view bound to `value` when focus is placed in this region.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
}
