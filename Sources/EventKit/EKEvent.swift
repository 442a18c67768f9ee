import Foundation

/// An event in a calendar. Events made in code keep their dates and details; as none is ever
/// saved, none has an event identifier, an organizer or a status beyond `.none`.
open class EKEvent: EKCalendarItem {
    /// A new event for `eventStore` (which will refuse to save it).
    public convenience init(eventStore: EKEventStore) { self.init() }

    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    /// How the event shows on a free/busy schedule; new events are `.busy`.
    open var availability = EKEventAvailability.busy
    /// The event's place with its geofence, beside `location`'s text.
    open var structuredLocation: EKStructuredLocation?

    /// The identifier the store gives a saved event: nil, as this one was never saved.
    open var eventIdentifier: String! { nil }
    /// The start date of this occurrence: the event's own, as it was never expanded from a series.
    open var occurrenceDate: Date! { startDate }
    open var isDetached: Bool { false }
    open var status: EKEventStatus { .none }
    open var organizer: EKParticipant? { nil }
    open var birthdayContactIdentifier: String? { nil }

    /// Orders events by start date (no start date sorts first), for `sorted(by:)`.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }
}

/// How an event shows on a free/busy schedule.
public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1, busy, free, tentative, unavailable
}

/// Whether an event is confirmed, tentative or cancelled.
public enum EKEventStatus: Int, Sendable {
    case none = 0, confirmed, tentative, canceled
}
