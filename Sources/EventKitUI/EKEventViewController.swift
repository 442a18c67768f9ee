import EventKit
import Foundation
import SwiftUI

/// The system's event details screen. It holds the event and its options; in a representable it
/// draws as a placeholder.
@preconcurrency @MainActor
open class EKEventViewController: UIViewController {
    /// The event shown.
    open var event: EKEvent!
    /// Whether the screen offers an Edit button.
    open var allowsEditing = false
    /// Whether tapping the event's calendar shows that day.
    open var allowsCalendarPreview = false
    /// Told when the screen closes (never, in a render).
    open weak var delegate: (any EKEventViewDelegate)?
}

/// How the event details screen closed.
public enum EKEventViewAction: Int, Sendable {
    case done = 0, responded, deleted
}

/// Told when the event details screen closes (never, in a render).
@preconcurrency @MainActor
public protocol EKEventViewDelegate: AnyObject {
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}
