import Foundation

/// The calendar database of an app never granted access — a render answers no permission prompt,
/// and renders never share a calendar. `authorizationStatus(for:)` is `.notDetermined` and stays
/// so; every request answers `false` with `EKError.eventStoreNotAuthorized` (the async forms throw
/// it); the store lists no calendars, sources, events or reminders, and every save, removal and
/// commit throws that error, as iOS answers an app without access.
open class EKEventStore: NSObject {
    public override init() { super.init() }

    /// The app's access to events or reminders: never asked, so `.notDetermined`.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Asks for access (iOS 6–16): answered at once with `false` and `EKError.eventStoreNotAuthorized`.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(false, EKError(.eventStoreNotAuthorized))
    }

    /// Asks to read and write events (iOS 17): answered at once with `false` and the error.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(false, EKError(.eventStoreNotAuthorized))
    }

    /// Asks to add events without reading them (iOS 17): answered at once with `false` and the error.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(false, EKError(.eventStoreNotAuthorized))
    }

    /// Asks to read and write reminders (iOS 17): answered at once with `false` and the error.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(false, EKError(.eventStoreNotAuthorized))
    }

    /// The async forms of the requests: each throws `EKError.eventStoreNotAuthorized`.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { throw EKError(.eventStoreNotAuthorized) }
    open func requestFullAccessToEvents() async throws -> Bool { throw EKError(.eventStoreNotAuthorized) }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { throw EKError(.eventStoreNotAuthorized) }
    open func requestFullAccessToReminders() async throws -> Bool { throw EKError(.eventStoreNotAuthorized) }

    /// The store's identifier, the same in every render.
    open var eventStoreIdentifier: String { "00000000-0000-0000-0000-000000000000" }

    /// The accounts calendars live in: none are visible without access.
    open var sources: [EKSource] { [] }
    open var delegateSources: [EKSource] { [] }
    open func source(withIdentifier identifier: String) -> EKSource? { nil }

    /// The calendars: none are visible without access, so there is no default calendar either.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }

    /// Finds no item: the store holds none the app may see.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] { [] }
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    /// Calls `block` for no event.
    open func enumerateEvents(matching predicate: NSPredicate, using block: @escaping EKEventSearchCallback) {}

    /// Answers at once with nil, as EventKit answers a fetch that fails; the returned identifier
    /// is for `cancelFetchRequest(_:)`, which has nothing left to cancel.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion(nil)
        return NSObject()
    }

    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    // Predicates for the fetches above; each also evaluates against items made in code
    // (nil dates and calendars mean no bound).

    /// Events that overlap `startDate..<endDate`, in `calendars`.
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            return start < endDate && end > startDate && Self.item(event, isIn: calendars)
        }
    }

    /// Every reminder in `calendars`.
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder).map { Self.item($0, isIn: calendars) } ?? false }
    }

    /// Reminders not completed, due in `startDate..<endDate`, in `calendars`.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                              calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let reminder = object as? EKReminder, !reminder.isCompleted else { return false }
            let due = reminder.dueDateComponents.flatMap { ($0.calendar ?? Calendar.current).date(from: $0) }
            return Self.date(due, isFrom: startDate, to: endDate) && Self.item(reminder, isIn: calendars)
        }
    }

    /// Reminders completed in `startDate..<endDate`, in `calendars`.
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?,
                                             calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let reminder = object as? EKReminder, reminder.isCompleted else { return false }
            return Self.date(reminder.completionDate, isFrom: startDate, to: endDate) && Self.item(reminder, isIn: calendars)
        }
    }

    private static func item(_ item: EKCalendarItem, isIn calendars: [EKCalendar]?) -> Bool {
        calendars.map { $0.contains { $0.calendarIdentifier == item.calendar?.calendarIdentifier } } ?? true
    }

    private static func date(_ date: Date?, isFrom start: Date?, to end: Date?) -> Bool {
        if start == nil && end == nil { return true }
        guard let date else { return false }
        return (start.map { date >= $0 } ?? true) && (end.map { date < $0 } ?? true)
    }

    /// Saving, removing and committing throw `EKError.eventStoreNotAuthorized`: nothing is written.
    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func commit() throws { throw EKError(.eventStoreNotAuthorized) }

    /// Nothing is pending or cached, so these do nothing.
    open func reset() {}
    open func refreshSourcesIfNecessary() {}
}

/// What a request for access is answered with: whether it was granted, and why not.
public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void

/// What `enumerateEvents(matching:using:)` calls for each event; setting `stop` ends the enumeration.
public typealias EKEventSearchCallback = (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void

extension Notification.Name {
    /// Posted when the calendar database changes; a render's never does, so it is never posted.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

/// Which kind of item a request, calendar or status is about.
public enum EKEntityType: UInt, Sendable {
    case event = 0, reminder
}

/// Several entity types at once (a calendar's `allowedEntityTypes`).
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// Whether the app may read or write events or reminders (`.writeOnly`: iOS 17's add-only access).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, fullAccess, writeOnly

    /// The iOS 6–16 name of `.fullAccess` (deprecated in iOS 17).
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a repeating event a save or removal applies to.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0, futureEvents
}
