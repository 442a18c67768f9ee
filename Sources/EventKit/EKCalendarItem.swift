import Foundation

/// What events and reminders share: title, place, notes, alarms and repeats, and their calendar.
/// Items made in code keep what is set on them; none is ever saved (`EKEventStore`), so none has
/// a creation date, an external identifier or attendees.
open class EKCalendarItem: NSObject {
    private var storedTitle = ""

    /// The title; setting nil makes it "", as in EventKit.
    open var title: String! {
        get { storedTitle }
        set { storedTitle = newValue ?? "" }
    }
    /// The calendar the item belongs to; nil until set.
    open var calendar: EKCalendar!
    open var location: String?
    open var notes: String?
    open var url: URL?
    /// The time zone of the item's dates; nil for floating dates.
    open var timeZone: TimeZone?
    open var alarms: [EKAlarm]?
    open var recurrenceRules: [EKRecurrenceRule]?

    /// The item's identifier, given when it is made.
    public let calendarItemIdentifier = UUID().uuidString
    /// The identifier a calendar server knows the item by: none, as it was never saved.
    open var calendarItemExternalIdentifier: String! { nil }
    /// Never saved, so never stamped.
    open var creationDate: Date? { nil }
    open var lastModifiedDate: Date? { nil }
    /// Only the store fills in attendees.
    open var attendees: [EKParticipant]? { nil }

    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }

    /// Adds or removes (by identity) one alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }

    /// Adds or removes (by identity) one recurrence rule.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}
