import Foundation

public let EKErrorDomain = "EKErrorDomain"

/// An EventKit failure; `catch EKError.eventStoreNotAuthorized` matches by code.
public struct EKError: Error, Hashable, CustomNSError {
    /// What went wrong (the codes of `EKErrorCode`).
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure, calendarReadOnly
        case durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture
        case startDateCollidesWithOtherOccurrence, objectBelongsToDifferentStore, invitesCannotBeMoved, invalidSpan
        case calendarHasNoSource, calendarSourceCannotBeModified, calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete
        case recurringReminderRequiresDueDate, structuredLocationsNotSupported, reminderLocationsNotSupported
        case alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders
        case sourceDoesNotAllowReminders, sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType
        case procedureAlarmsNotMutable, eventStoreNotAuthorized, osNotSupported, invalidInviteReplyCalendar
        case notificationsCollectionFlagNotSet, sourceMismatch, notificationCollectionMismatch
        case notificationSavedWithoutCollection, reminderAlarmContainsEmailOrUrl, last
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var eventNotMutable: Code { .eventNotMutable }
    public static var noCalendar: Code { .noCalendar }
    public static var noStartDate: Code { .noStartDate }
    public static var noEndDate: Code { .noEndDate }
    public static var datesInverted: Code { .datesInverted }
    public static var internalFailure: Code { .internalFailure }
    public static var calendarReadOnly: Code { .calendarReadOnly }
    public static var durationGreaterThanRecurrence: Code { .durationGreaterThanRecurrence }
    public static var alarmGreaterThanRecurrence: Code { .alarmGreaterThanRecurrence }
    public static var startDateTooFarInFuture: Code { .startDateTooFarInFuture }
    public static var startDateCollidesWithOtherOccurrence: Code { .startDateCollidesWithOtherOccurrence }
    public static var objectBelongsToDifferentStore: Code { .objectBelongsToDifferentStore }
    public static var invitesCannotBeMoved: Code { .invitesCannotBeMoved }
    public static var invalidSpan: Code { .invalidSpan }
    public static var calendarHasNoSource: Code { .calendarHasNoSource }
    public static var calendarSourceCannotBeModified: Code { .calendarSourceCannotBeModified }
    public static var calendarIsImmutable: Code { .calendarIsImmutable }
    public static var sourceDoesNotAllowCalendarAddDelete: Code { .sourceDoesNotAllowCalendarAddDelete }
    public static var recurringReminderRequiresDueDate: Code { .recurringReminderRequiresDueDate }
    public static var structuredLocationsNotSupported: Code { .structuredLocationsNotSupported }
    public static var reminderLocationsNotSupported: Code { .reminderLocationsNotSupported }
    public static var alarmProximityNotSupported: Code { .alarmProximityNotSupported }
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
    public static var sourceDoesNotAllowReminders: Code { .sourceDoesNotAllowReminders }
    public static var sourceDoesNotAllowEvents: Code { .sourceDoesNotAllowEvents }
    public static var priorityIsInvalid: Code { .priorityIsInvalid }
    public static var invalidEntityType: Code { .invalidEntityType }
    public static var procedureAlarmsNotMutable: Code { .procedureAlarmsNotMutable }
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
    public static var osNotSupported: Code { .osNotSupported }
    public static var invalidInviteReplyCalendar: Code { .invalidInviteReplyCalendar }
    public static var notificationsCollectionFlagNotSet: Code { .notificationsCollectionFlagNotSet }
    public static var sourceMismatch: Code { .sourceMismatch }
    public static var notificationCollectionMismatch: Code { .notificationCollectionMismatch }
    public static var notificationSavedWithoutCollection: Code { .notificationSavedWithoutCollection }
    public static var reminderAlarmContainsEmailOrUrl: Code { .reminderAlarmContainsEmailOrUrl }
    public static var last: Code { .last }
}

extension EKError.Code {
    /// `catch EKError.eventStoreNotAuthorized`: whether `error` is an EventKit error with `code`.
    public static func ~= (code: EKError.Code, error: Error) -> Bool { (error as? EKError)?.code == code }
}
