import EventKit
import Foundation
import SwiftUI
import Testing

/// The calendar database as an app never granted access sees it, and the events, reminders and
/// rules apps build themselves.
struct EventKitTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let june10 = Date(timeIntervalSince1970: 1_749_542_400) // 2025-06-10 08:00 UTC

    @Test func theStoreOfAnAppWithoutAccessRefusesEverything() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        var answers: [(Bool, EKError.Code?)] = []
        store.requestAccess(to: .event) { answers.append(($0, ($1 as? EKError)?.code)) }
        store.requestFullAccessToEvents { answers.append(($0, ($1 as? EKError)?.code)) }
        store.requestWriteOnlyAccessToEvents { answers.append(($0, ($1 as? EKError)?.code)) }
        store.requestFullAccessToReminders { answers.append(($0, ($1 as? EKError)?.code)) }
        #expect(answers.map(\.0) == [false, false, false, false])
        #expect(answers.map(\.1) == Array(repeating: .eventStoreNotAuthorized, count: 4))
        await #expect(throws: EKError(.eventStoreNotAuthorized)) { try await store.requestFullAccessToEvents() }
        await #expect(throws: EKError(.eventStoreNotAuthorized)) { try await store.requestFullAccessToReminders() }
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)

        #expect(store.calendars(for: .event).isEmpty && store.calendars(for: .reminder).isEmpty)
        #expect(store.defaultCalendarForNewEvents == nil && store.defaultCalendarForNewReminders() == nil)
        #expect(store.sources.isEmpty && store.event(withIdentifier: "E1") == nil && store.calendarItem(withIdentifier: "R1") == nil)
        let week = store.predicateForEvents(withStart: Self.june10, end: Self.june10.addingTimeInterval(7 * 86_400), calendars: nil)
        #expect(store.events(matching: week).isEmpty)
        store.enumerateEvents(matching: week) { _, _ in Issue.record("no event is handed out") }
        var fetched: [EKReminder]? = []
        store.fetchReminders(matching: store.predicateForReminders(in: nil)) { fetched = $0 }
        #expect(fetched == nil)
        #expect(store.eventStoreIdentifier == EKEventStore().eventStoreIdentifier)

        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(EKReminder(eventStore: store), commit: true) }
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.commit() }
        do {
            try store.saveCalendar(EKCalendar(for: .event, eventStore: store), commit: true)
        } catch EKError.eventStoreNotAuthorized {
        } catch {
            Issue.record("matched by code: \(error)")
        }
        let bridged = EKError(.eventStoreNotAuthorized) as NSError
        #expect(bridged.domain == "EKErrorDomain" && bridged.code == 29)
    }

    @Test func eventsRemindersAndRulesMadeInCodeKeepWhatIsSet() throws {
        let store = EKEventStore()
        let calendar = EKCalendar(for: .event, eventStore: store)
        calendar.title = "Work"
        #expect(calendar.type == .local && calendar.allowedEntityTypes == .event && calendar.allowsContentModifications)
        #expect(calendar.source == nil && calendar.supportedEventAvailabilities.isEmpty)
        #expect(calendar.cgColor == nil)
        calendar.cgColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(calendar.cgColor.components == [1, 0, 0, 1])

        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.location = "Room 4"
        event.calendar = calendar
        event.startDate = Self.june10
        event.endDate = Self.june10.addingTimeInterval(15 * 60)
        event.timeZone = Self.utc
        #expect(event.title == "Standup" && event.calendar.title == "Work" && !event.isAllDay)
        #expect(event.availability == .busy && event.status == .none && event.eventIdentifier == nil && event.organizer == nil)
        #expect(event.occurrenceDate == Self.june10 && !event.hasNotes && !event.hasAttendees)
        event.title = nil
        #expect(event.title == "")

        let alarm = EKAlarm(relativeOffset: -600)
        event.addAlarm(alarm)
        #expect(event.hasAlarms && event.alarms?.first?.relativeOffset == -600)
        alarm.absoluteDate = Self.june10
        #expect(alarm.relativeOffset == 0 && alarm.absoluteDate == Self.june10)
        event.removeAlarm(alarm)
        #expect(!event.hasAlarms)

        let weekdays = [EKWeekday.monday, .wednesday, .friday].map { EKRecurrenceDayOfWeek($0) }
        let rule = EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, daysOfTheWeek: weekdays, daysOfTheMonth: nil,
                                    monthsOfTheYear: nil, weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil,
                                    end: EKRecurrenceEnd(occurrenceCount: 10))
        event.addRecurrenceRule(rule)
        #expect(event.hasRecurrenceRules && rule.frequency == .weekly && rule.interval == 1)
        #expect(rule.daysOfTheWeek?.contains(EKRecurrenceDayOfWeek(.wednesday)) == true)
        #expect(rule.daysOfTheWeek?.contains(EKRecurrenceDayOfWeek(.wednesday, weekNumber: 2)) == false)
        #expect(rule.recurrenceEnd?.occurrenceCount == 10 && rule.recurrenceEnd?.endDate == nil)
        let monthly = EKRecurrenceRule(recurrenceWith: .monthly, interval: 2, end: EKRecurrenceEnd(end: Self.june10))
        #expect(monthly.daysOfTheWeek == nil && monthly.recurrenceEnd == EKRecurrenceEnd(end: Self.june10))

        let thisWeek = store.predicateForEvents(withStart: Self.june10.addingTimeInterval(-86_400),
                                                end: Self.june10.addingTimeInterval(86_400), calendars: [calendar])
        let longAgo = EKEvent(eventStore: store)
        longAgo.startDate = .distantPast
        longAgo.endDate = .distantPast
        #expect(thisWeek.evaluate(with: event) && !thisWeek.evaluate(with: longAgo))
        #expect(!store.predicateForEvents(withStart: Self.june10, end: Self.june10.addingTimeInterval(60),
                                          calendars: [EKCalendar(for: .event, eventStore: store)]).evaluate(with: event))
        let later = EKEvent(eventStore: store)
        later.startDate = Self.june10.addingTimeInterval(3600)
        #expect(event.compareStartDate(with: later) == .orderedAscending)

        let reminder = EKReminder(eventStore: store)
        reminder.title = "Send slides"
        reminder.priority = Int(EKReminderPriority.medium.rawValue)
        reminder.dueDateComponents = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: Self.utc,
                                                    year: 2025, month: 6, day: 10, hour: 17)
        let dueToday = store.predicateForIncompleteReminders(withDueDateStarting: Self.june10,
                                                              ending: Self.june10.addingTimeInterval(86_400), calendars: nil)
        #expect(reminder.priority == 5 && !reminder.isCompleted && dueToday.evaluate(with: reminder))
        reminder.isCompleted = true
        let completedAt = try #require(reminder.completionDate)
        #expect(!dueToday.evaluate(with: reminder))
        #expect(store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: nil).evaluate(with: reminder))
        #expect(store.predicateForCompletedReminders(withCompletionDateStarting: completedAt.addingTimeInterval(1), ending: nil,
                                                     calendars: nil).evaluate(with: reminder) == false)
        reminder.isCompleted = false
        #expect(reminder.completionDate == nil)

        #expect(EKAuthorizationStatus.authorized == .fullAccess && EKAuthorizationStatus.writeOnly.rawValue == 4)
        #expect(EKWeekday.sunday.rawValue == 1 && EKEventAvailability.notSupported.rawValue == -1)
        #expect(EKReminderPriority.low.rawValue == 9 && EKEntityMask.reminder.rawValue == 2)
        #expect(EKError.Code.eventStoreNotAuthorized.rawValue == 29 && EKError.Code.reminderAlarmContainsEmailOrUrl.rawValue == 36)
        #expect(Notification.Name.EKEventStoreChanged.rawValue == "EKEventStoreChangedNotification")
    }
}
