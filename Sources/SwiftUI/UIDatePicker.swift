import Foundation
import MockupUI

/// UIKit's date picker. Nobody picks in a render, so it shows `date` (now, unless the code sets
/// one). In a representable it draws at rest as SwiftUI's `DatePicker` of the same components and
/// style (`.wheels` as `.wheel`, `.inline` as `.graphical`, else `.compact`); a count-down timer
/// has no SwiftUI counterpart and draws the placeholder.
@preconcurrency @MainActor
open class UIDatePicker: UIControl, _UIKitDrawnAtRest {
    /// What the picker picks.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }

    /// The proxy of all date pickers, SwiftUI's included (`minuteInterval`); what it sets shows only
    /// while picking, never at rest.
    open override class func appearance() -> Self { appearanceProxy(UIDatePicker(frame: .zero)) }

    open var datePickerMode = Mode.dateAndTime
    /// The style asked for; `datePickerStyle` is the one used.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The style shown: `.compact` for `.automatic`, as iOS 14 and later show it.
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The moment a render shows (`TimelineViewStill.date`), as `Date()` is in a guide's code.
    open var date = TimelineViewStill.date
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// Minutes between the times offered (1 to 30, a divisor of 60).
    open var minuteInterval = 1
    open var roundsToMinuteInterval = true
    /// A count-down timer's value in seconds.
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var calendar: Calendar! = .current
    open var timeZone: TimeZone?

    /// Sets `date` (the animation is not drawn in a still).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The picker at rest, for this class only (a subclass of the code's own draws the placeholder).
    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UIDatePicker.self) else { return nil }
        let components: DatePickerComponents
        switch datePickerMode {
        case .time: components = .hourAndMinute
        case .date, .yearAndMonth: components = .date
        case .dateAndTime: components = [.date, .hourAndMinute]
        case .countDownTimer: return nil
        }
        let selection = Binding.constant(date)
        let picker: DatePicker<Text>
        switch (minimumDate, maximumDate) {
        case let (earliest?, latest?) where earliest <= latest:
            picker = DatePicker("", selection: selection, in: earliest...latest, displayedComponents: components)
        case let (earliest?, nil): picker = DatePicker("", selection: selection, in: earliest..., displayedComponents: components)
        case let (nil, latest?): picker = DatePicker("", selection: selection, in: ...latest, displayedComponents: components)
        default: picker = DatePicker("", selection: selection, displayedComponents: components)
        }
        let labelled = picker.labelsHidden()
        switch datePickerStyle {
        case .wheels: return AnyView(labelled.datePickerStyle(.wheel))
        case .inline: return AnyView(labelled.datePickerStyle(.graphical))
        case .automatic, .compact: return AnyView(labelled.datePickerStyle(.compact))
        }
    }
}

/// How a date picker looks.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
