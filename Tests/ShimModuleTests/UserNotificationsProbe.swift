import Foundation
import SwiftUI
import UserNotifications

// UserNotifications as apps write it: a scheduler asking for permission, scheduling a reminder
// after an interval and a daily one at 9:00, with actions, and a delegate showing banners.

final class NotificationScheduler: NSObject, ObservableObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    @Published var isAuthorized = false
    @Published var pending: [UNNotificationRequest] = []
    private(set) var lastError: Error?
    private(set) var answered = false
    let center = UNUserNotificationCenter.current()

    override init() {
        super.init()
        center.delegate = self
        let done = UNNotificationAction(identifier: "DONE", title: "Mark as done", options: [.foreground])
        let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze", options: [],
                                          icon: UNNotificationActionIcon(systemImageName: "zzz"))
        let reply = UNTextInputNotificationAction(identifier: "REPLY", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "REMINDER", actions: [done, snooze, reply], intentIdentifiers: [], options: .customDismissAction),
        ])
    }

    func requestPermission() {
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            self.answered = true
            self.isAuthorized = granted
            self.lastError = error
        }
    }

    func scheduleReminder(title: String, after seconds: TimeInterval) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Don't forget!"
        content.sound = .default
        content.badge = 1
        content.categoryIdentifier = "REMINDER"
        content.userInfo = ["id": 42]
        content.interruptionLevel = .timeSensitive
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        center.add(request) { error in self.lastError = error }
    }

    func scheduleDaily() async throws {
        var components = DateComponents()
        components.hour = 9
        components.minute = 0
        let content = UNMutableNotificationContent()
        content.title = "Good morning"
        content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
    }

    func refresh() {
        center.getPendingNotificationRequests { requests in self.pending = requests }
    }

    func cancelAll() {
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .badge])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        if response.actionIdentifier == UNNotificationDefaultActionIdentifier { completionHandler() }
    }
}

/// A settings row that schedules reminders.
struct ReminderSettings: View {
    @StateObject private var scheduler = NotificationScheduler()

    var body: some View {
        Form {
            Toggle("Reminders", isOn: $scheduler.isAuthorized)
            Text("\(scheduler.pending.count) scheduled")
        }
        .onAppear { scheduler.requestPermission() }
    }
}
