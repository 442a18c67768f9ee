import Foundation

/// A button's semantic role, as SwiftUI's `ButtonRole`: `.destructive` draws in the system red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    /// Closes the current operation without losing the user's progress (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// Confirms the current operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == MockupUI.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MockupUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { MockupUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title and a bitmap image.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { MockupUI.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { MockupUI.Label(title, image: image) }
    }
}
