import Foundation
import MockupText
import SwiftUI
import Testing
import UserNotifications
@testable import MockupUI

/// UserNotifications: never authorised, nothing is scheduled or delivered.
@MainActor @Suite struct UserNotificationsTests {
    @Test func authorisationIsAnsweredNoWithoutAnError() async throws {
        let scheduler = NotificationScheduler()
        scheduler.requestPermission()
        #expect(scheduler.answered && !scheduler.isAuthorized && scheduler.lastError == nil)
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional]) == false)
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        #expect(settings.authorizationStatus == .notDetermined && settings.alertSetting == .disabled)
    }

    @Test func addingFailsAndNothingIsPending() async throws {
        let scheduler = NotificationScheduler()
        scheduler.scheduleReminder(title: "Water the plants", after: 3600)
        #expect((scheduler.lastError as? UNError)?.code == .notificationsNotAllowed)
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await scheduler.scheduleDaily() }
        scheduler.refresh()
        #expect(scheduler.pending.isEmpty)
        #expect(await UNUserNotificationCenter.current().pendingNotificationRequests().isEmpty)
        #expect(await UNUserNotificationCenter.current().deliveredNotifications().isEmpty)
        scheduler.cancelAll()
        let categories = await UNUserNotificationCenter.current().notificationCategories()
        #expect(categories.map(\.identifier) == ["REMINDER"] && categories.first?.actions.count == 3)
    }

    @Test func contentRequestsAndTriggersHoldWhatIsSet() throws {
        let content = UNMutableNotificationContent()
        content.title = "Title"
        content.subtitle = "Subtitle"
        content.badge = 3
        let request = UNNotificationRequest(identifier: "a", content: content,
                                            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
        #expect(request.content.title == "Title" && request.content.badge == 3 && request.trigger?.repeats == true)
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() == nil, "a render never fires")
        let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9), repeats: true)
        #expect(daily.dateComponents.hour == 9)
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "img", url: URL(fileURLWithPath: "/nonexistent/a.png"))
        }
    }

    @Test func aSettingsScreenRenders() throws {
        let rendered = try ViewRenderer.layout(RenderRequest(width: 300, scale: 1), fonts: FontLibrary.shared()) { ReminderSettings() }
        #expect(rendered.tree.all(.text).map(\.detail) == ["Reminders", "0 scheduled"])
    }
}
