import EventKit
import Foundation
import SwiftUI

/// The system's event editor, which apps present to add an event to the calendar. It holds the
/// event, the store and its delegate; in a representable it draws as a placeholder, and it never
/// saves (a render's store refuses every save) or completes.
@preconcurrency @MainActor
open class EKEventEditViewController: UINavigationController {
    /// Told when the editor closes (never, in a render).
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    /// The store the event is saved to.
    open var eventStore: EKEventStore!
    /// The event being edited; a new one when nil as the editor appears.
    open var event: EKEvent?

    public init() { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }

    /// Closes the editor without saving, as the Cancel button does; the delegate is not told.
    open func cancelEditing() {}
}

/// How the event editor closed.
public enum EKEventEditViewAction: Int, Sendable {
    case canceled = 0, saved, deleted
}

/// Told when the event editor closes (never, in a render), and asked for the calendar of new events.
@preconcurrency @MainActor
public protocol EKEventEditViewDelegate: AnyObject {
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    /// The calendar new events go to; nil: the store's default.
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar?
}

extension EKEventEditViewDelegate {
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar? { nil }
}
