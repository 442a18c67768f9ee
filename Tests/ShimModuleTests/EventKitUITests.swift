import EventKit
import EventKitUI
import Foundation
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// The "add to calendar" representable apps write (WorkoutApp's), compiling against EventKitUI and
/// drawn as a placeholder; the controllers hold what they are given.
@MainActor @Suite struct EventKitUITests {
    struct AddToCalendar: UIViewControllerRepresentable {
        let title: String

        func makeUIViewController(context: Context) -> EKEventEditViewController {
            let store = EKEventStore()
            let event = EKEvent(eventStore: store)
            event.title = title
            let controller = EKEventEditViewController()
            controller.eventStore = store
            controller.event = event
            controller.editViewDelegate = context.coordinator
            return controller
        }

        func updateUIViewController(_ controller: EKEventEditViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }

        final class Coordinator: NSObject, EKEventEditViewDelegate {
            func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
                controller.dismiss(animated: true)
            }
        }
    }

    @Test func theEventEditorDrawsAsAPlaceholder() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 320, height: 200, scale: 1), fonts: FontLibrary.shared()) {
            AddToCalendar(title: "Workout")
        }
        #expect(rendered.warnings.contains { $0.contains("UIViewControllerRepresentable AddToCalendar") && $0.contains("placeholder") })
    }

    @Test func controllersHoldWhatTheyAreGiven() {
        let store = EKEventStore()
        let calendar = EKCalendar(for: .event, eventStore: store)
        let chooser = EKCalendarChooser(selectionStyle: .multiple, displayStyle: .writableCalendarsOnly, eventStore: store)
        chooser.selectedCalendars = [calendar]
        #expect(chooser.entityType == .event && chooser.selectionStyle == .multiple && chooser.selectedCalendars.count == 1)
        let details = EKEventViewController()
        details.event = EKEvent(eventStore: store)
        details.allowsEditing = true
        #expect(details.allowsEditing && details.event != nil)
        #expect(EKEventEditViewAction.deleted.rawValue == 2 && EKEventViewAction.responded.rawValue == 1)
        #expect(EKCalendarChooserDisplayStyle.writableCalendarsOnly.rawValue == 1)
    }
}
