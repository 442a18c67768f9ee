import Foundation

/// Whether a confirmation dialog shows its title.
public typealias ConfirmationDialogTitleVisibility = Visibility

extension View {
    /// An alert shown while `isPresented` is true; a still shows the presenting view.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    /// An alert for presented data.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    /// The pre-iOS 15 alert built from an `Alert` value.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        renderNote(when: isPresented.wrappedValue, "alert presented")
    }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        renderNote(when: item.wrappedValue != nil, "alert presented")
    }

    /// A confirmation dialog (action sheet) shown while `isPresented` is true.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "confirmationDialog presented")
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "confirmationDialog presented")
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "confirmationDialog presented")
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        renderNote(when: isPresented.wrappedValue, "confirmationDialog presented")
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        renderNote(when: isPresented.wrappedValue, "confirmationDialog presented")
    }
}

/// The pre-iOS 15 alert description, as SwiftUI's `Alert`.
public struct Alert {
    /// An alert button.
    @preconcurrency @MainActor public struct Button {
        let label: Text
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}
