import Foundation

/// A reminder: a task with optional start and due dates that can be completed.
open class EKReminder: EKCalendarItem {
    /// A new reminder for `eventStore` (which will refuse to save it).
    public convenience init(eventStore: EKEventStore) { self.init() }

    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    /// 0 for none, 1 (highest) to 9 (lowest); see `EKReminderPriority`.
    open var priority = 0
    /// When the reminder was completed; setting a date completes it, nil reopens it.
    open var completionDate: Date?

    /// Whether the reminder is done; setting true stamps `completionDate` with now, false clears it.
    open var isCompleted: Bool {
        get { completionDate != nil }
        set { completionDate = newValue ? Date() : nil }
    }
}

/// The priorities Reminders offers, on `priority`'s 0–9 scale.
public enum EKReminderPriority: UInt, Sendable {
    case none = 0, high = 1, medium = 5, low = 9
}
