import Foundation

// How accessibility elements relate: label/content pairs, linked groups, synthesised children and
// action lists. They reshape what VoiceOver reads; the drawing is the view as written.

/// The part a view plays in a labelled pair, as SwiftUI's `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view labels the pair.
    case label
    /// The view is the pair's content.
    case content
}

extension View {
    /// Pairs this view with the one of the other `role` sharing `id` in `namespace`.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                       in namespace: Namespace.ID) -> some View { self }

    /// Links this view with the others sharing `id` in `namespace`, for quick navigation between them.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Gives the element the accessibility children of `children` (never drawn).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// Adds the actions of the buttons and toggles in `content` (never drawn).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Adds an action named by the view `label` builds.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                                 @ViewBuilder label: () -> Label) -> some View { self }

    /// Adds an action named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds an action named `name`.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// The words Voice Control and Full Keyboard Access accept for this view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The words Voice Control and Full Keyboard Access accept for this view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}
