import Foundation
import SwiftUI

/// A calendar of events or of reminders. The store lists none; one made in code is a local
/// calendar, in no account until `source` is set, that the app may fill.
open class EKCalendar: NSObject {
    /// A new calendar for `entityType` items (which `eventStore` will refuse to save).
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
    }

    open var title = ""
    /// The calendar's colour; nil until the app sets one (a calendar made in code has no account
    /// to give it one).
    open var cgColor: CGColor!
    /// The account the calendar belongs to; nil until set.
    open var source: EKSource!
    /// The calendar's identifier, given when it is made.
    public let calendarIdentifier = UUID().uuidString
    /// The kinds of item the calendar holds.
    public let allowedEntityTypes: EKEntityMask

    /// A calendar made in code is local, modifiable, not subscribed and not immutable.
    open var type: EKCalendarType { .local }
    open var allowsContentModifications: Bool { true }
    open var isSubscribed: Bool { false }
    open var isImmutable: Bool { false }
    /// The availabilities its events may take: none, as availability comes from a server account.
    open var supportedEventAvailabilities: EKCalendarEventAvailabilityMask { [] }
}

/// Where a calendar comes from.
public enum EKCalendarType: Int, Sendable {
    case local = 0, calDAV, exchange, subscription, birthday
}

/// The availabilities a calendar's events may take.
public struct EKCalendarEventAvailabilityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let busy = EKCalendarEventAvailabilityMask(rawValue: 1 << 0)
    public static let free = EKCalendarEventAvailabilityMask(rawValue: 1 << 1)
    public static let tentative = EKCalendarEventAvailabilityMask(rawValue: 1 << 2)
    public static let unavailable = EKCalendarEventAvailabilityMask(rawValue: 1 << 3)
}

/// An account calendars live in (on the device, iCloud, Exchange). The store lists none, so a
/// source made in code is a nameless local one with no calendars.
open class EKSource: NSObject {
    /// The source's identifier, given when it is made.
    public let sourceIdentifier = UUID().uuidString
    open var title: String { "" }
    open var sourceType: EKSourceType { .local }
    open var isDelegate: Bool { false }
    /// The source's calendars of `entityType`: none.
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}

/// The kind of account a source is.
public enum EKSourceType: Int, Sendable {
    case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays
}
