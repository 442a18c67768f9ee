import Foundation
import MockupUI

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`. Nothing is tapped in a render,
/// so the handler never runs.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an action's button looks: the default, bold cancel, or red destructive.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true

    /// An action whose `handler` would run when its button is tapped (never, in a render).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style
    }
}

/// UIKit's alert and action sheet, made by code and presented with `present(_:animated:)`. A
/// render shows the presenting view, as it does for SwiftUI's `.alert`: the controller holds its
/// title, message, actions and text fields for the code that reads them.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of actions from the bottom.
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    /// The action whose button is bold (and answers Return).
    open var preferredAction: UIAlertAction?
    /// The alert's severity on the Mac; held.
    open var severity = UIAlertControllerSeverity.default

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(nibName: nil, bundle: nil)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert, set up by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// How severe an alert is (Mac Catalyst).
public enum UIAlertControllerSeverity: Int, Sendable { case `default`, critical }
