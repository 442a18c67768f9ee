import EventKit
import Foundation
import SwiftUI

/// The system's calendar picker. A render's store has no calendars, so nothing is selected unless
/// the code selects calendars it made; in a representable it draws as a placeholder.
@preconcurrency @MainActor
open class EKCalendarChooser: UIViewController {
    public let selectionStyle: EKCalendarChooserSelectionStyle
    public let displayStyle: EKCalendarChooserDisplayStyle
    public let entityType: EKEntityType
    public let eventStore: EKEventStore
    /// Told when the selection changes or the chooser closes (never, in a render).
    open weak var delegate: (any EKCalendarChooserDelegate)?
    open var selectedCalendars: Set<EKCalendar> = []
    open var showsDoneButton = false
    open var showsCancelButton = false

    /// A chooser of event calendars.
    public convenience init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                            eventStore: EKEventStore) {
        self.init(selectionStyle: selectionStyle, displayStyle: displayStyle, entityType: .event, eventStore: eventStore)
    }

    public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                entityType: EKEntityType, eventStore: EKEventStore) {
        self.selectionStyle = selectionStyle
        self.displayStyle = displayStyle
        self.entityType = entityType
        self.eventStore = eventStore
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// Whether the calendar chooser picks one calendar or several.
public enum EKCalendarChooserSelectionStyle: Int, Sendable { case single = 0, multiple }
/// Whether the calendar chooser lists every calendar or only those events can be added to.
public enum EKCalendarChooserDisplayStyle: Int, Sendable { case allCalendars = 0, writableCalendarsOnly }

/// Told when the calendar chooser's selection changes or it closes (never, in a render).
@preconcurrency @MainActor
public protocol EKCalendarChooserDelegate: AnyObject {
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

extension EKCalendarChooserDelegate {
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}
