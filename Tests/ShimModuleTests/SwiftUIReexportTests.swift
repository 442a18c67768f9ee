import SwiftUI
import Testing

/// `import SwiftUI` alone brings what it brings on iOS, where SwiftUI re-exports UIKit and UIKit
/// brings UserNotifications: app code schedules notifications without importing it.
@MainActor @Suite struct SwiftUIReexportTests {
    final class Scheduler: NSObject, UNUserNotificationCenterDelegate {}

    @Test func userNotificationsComeWithSwiftUI() {
        let content = UNMutableNotificationContent()
        content.title = "Break over"
        let request = UNNotificationRequest(identifier: "break", content: content,
                                            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        #expect(request.content.title == "Break over")
        let scheduler = Scheduler()
        UNUserNotificationCenter.current().delegate = scheduler
        #expect(UNUserNotificationCenter.current().delegate === scheduler)
    }
}
