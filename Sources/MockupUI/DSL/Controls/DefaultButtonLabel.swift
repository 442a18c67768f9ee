import Foundation

/// The label iOS 26 gives a button made with only a role (`Button(role: .close) { dismiss() }`):
/// the role's title and symbol, as a `Label` draws them — Cancel and Close an `xmark`, Done (the
/// confirm role) a `checkmark`, Delete a `trash` (Apple's documentation of `init(role:action:)`
/// shows the `xmark` of a cancel button in a toolbar).
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Label(title, systemImage: symbol)
    }

    private var title: String {
        switch role {
        case .close: "Close"
        case .confirm: "Done"
        case .destructive: "Delete"
        default: "Cancel"
        }
    }

    private var symbol: String {
        switch role {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button with the system's label for `role` (iOS 26).
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
