import Foundation
import MockupUI

/// UIKit's calendar view (iOS 16). A representable draws it at rest as iOS's inline calendar, as a
/// `.graphical` `DatePicker` draws one: the month of `visibleDateComponents` (the render's date
/// unless set), the days its selection behaviour selected in that month, the days outside
/// `availableDateRange` dimmed, in the view's tint. Decorations are asked of nobody and not drawn.
@preconcurrency @MainActor
open class UICalendarView: UIView, _UIKitDrawnAtRest {
    /// The calendar dates are read in: Gregorian in UTC, as every date a render draws.
    open var calendar = CalendarMonthDrawing.calendar(for: Locale(identifier: "en_US"))
    open var locale = Locale(identifier: "en_US")
    open var timeZone: TimeZone?
    open var fontDesign = UIFontDescriptor.SystemDesign.default
    /// The dates that can be selected; all unless set.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The month shown: the render's date's unless set.
    open var visibleDateComponents: DateComponents
    open var wantsDateDecorations = true
    /// How dates are selected: a single date, several, or none (nil).
    open var selectionBehavior: UICalendarSelection?
    open weak var delegate: (any UICalendarViewDelegate)?

    public override init(frame: CGRect) {
        visibleDateComponents = calendar.dateComponents([.era, .year, .month, .day], from: TimelineViewStill.date)
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { return nil }

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }
    /// Asks the delegate for the decorations of `dates` again; decorations are not drawn.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    public var _drawingAtRest: AnyView? {
        guard _RenderedCodeClasses.isDrawn(type(of: self), as: UICalendarView.self) else { return nil }
        let month = date(of: visibleDateComponents, defaultDay: 1) ?? TimelineViewStill.date
        let selected: [DateComponents]
        switch selectionBehavior {
        case let single as UICalendarSelectionSingleDate: selected = single.selectedDate.map { [$0] } ?? []
        case let multiple as UICalendarSelectionMultiDate: selected = multiple.selectedDates
        default: selected = []
        }
        let days = Set(selected.compactMap { date(of: $0, defaultDay: nil) }
            .filter { calendar.isDate($0, equalTo: month, toGranularity: .month) }
            .map { calendar.component(.day, from: $0) })
        let range = availableDateRange
        let drawing = CalendarMonthDrawing(month: month, selectedDays: days,
                                            earliest: range.start == .distantPast ? nil : range.start,
                                            latest: range.end == .distantFuture ? nil : range.end)
        return AnyView(drawing.environment(\.locale, locale).tint(tintColor.map(Color.init(uiColor:))))
    }

    /// The date of `components` in the view's calendar; nil without a year and month (or day, when
    /// no default is given).
    private func date(of components: DateComponents, defaultDay: Int?) -> Date? {
        guard let year = components.year, let month = components.month, let day = components.day ?? defaultDay else { return nil }
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }
}

extension UICalendarView {
    /// A mark under a date: a dot, an image or a view of the app's (held; not drawn).
    public final class Decoration {
        /// A decoration's size.
        public enum Size: Int, Sendable { case small, medium, large }
        private init() {}
        public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration() }
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration() }
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration() }
    }
}

/// How a calendar view selects dates.
@preconcurrency @MainActor
open class UICalendarSelection {
    public init() {}
    /// Asks the delegate again which dates can be selected; nobody selects in a render.
    open func updateSelectableDates() {}
}

/// One date at a time.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    /// The selected date (its year, month and day); none unless set.
    open var selectedDate: DateComponents?

    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// Any number of dates.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    /// The selected dates; none unless set.
    open var selectedDates: [DateComponents] = []

    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}

/// What a single-date selection asks and tells (never called in a render).
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// What a multi-date selection asks and tells (never called in a render).
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// What a calendar view asks for decorations and tells about the month shown (never called in a render).
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: NSObjectProtocol {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}
