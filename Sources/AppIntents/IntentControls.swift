import SwiftUI

// SwiftUI's buttons and toggles that perform an `AppIntent` (iOS 17; Apple declares them where
// SwiftUI and AppIntents are both imported): what interactive widgets use. They draw as the
// buttons and toggles they are; a render runs no intent.

extension Button {
    /// A button that performs `intent`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }

    /// A button with `role` that performs `intent`.
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled `titleKey` that performs `intent`.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(titleKey, action: {})
    }

    /// A button titled `title` that performs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(title, action: {})
    }

    /// A button titled `titleKey` with `role` that performs `intent`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }

    /// A button titled `title` with `role` that performs `intent`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
}

extension Toggle {
    /// A toggle, on when `isOn`, that performs `intent` when switched.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey`, on when `isOn`, that performs `intent` when switched.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(titleKey, isOn: .constant(isOn))
    }

    /// A toggle titled `title`, on when `isOn`, that performs `intent` when switched.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(title, isOn: .constant(isOn))
    }
}
