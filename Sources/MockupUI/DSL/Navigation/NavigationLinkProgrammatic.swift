// NavigationLink's iOS 13–15 programmatic forms, bound to an activation flag or a tag and
// selection (deprecated in iOS 16, still common): an active link pushes its destination onto the
// enclosing stack, as iOS shows it when the flag or selection is set before the stack appears.

extension NavigationLink {
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        pushing(destination, when: selection.wrappedValue == tag)
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// Whether the destination shows in the detail column of a split view (no effect on iPhone).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// Makes the link push `destination` when `isActive`.
    mutating func pushing(_ destination: Destination, when isActive: Bool) {
        if isActive { pushedDestination = AnyView(destination) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(titleKey, destination: destination)
        pushing(destination, when: isActive.wrappedValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(title, destination: destination)
        pushing(destination, when: isActive.wrappedValue)
    }

    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), isActive: isActive)
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(titleKey, destination: destination)
        pushing(destination, when: selection.wrappedValue == tag)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(title, destination: destination)
        pushing(destination, when: selection.wrappedValue == tag)
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), tag: tag, selection: selection)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), tag: tag, selection: selection)
    }
}
