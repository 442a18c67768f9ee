import Foundation

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker, as SwiftUI's `DatePicker`, drawn as iOS draws it at rest in the environment's
/// style: compact (the default: the label leading and, at the trailing edge, the date
/// ("Nov 30, 2026") and/or the time ("3:30 PM") each in a rounded tertiary-fill pill), graphical
/// (the inline calendar, `CalendarDrawing`) or wheel (`DateWheelColumns`). Dates are formatted in
/// the environment's locale and in UTC, so a still does not depend on the machine's time zone.
public struct DatePicker<Label: View>: View {
    /// The parts of a date the picker edits (`DatePicker.Components`, as SwiftUI spells it).
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: DatePickerComponents
    /// The days the range allows.
    let pickable: PickableDays

    init(selection: Binding<Date>, pickable: PickableDays, displayedComponents: DatePickerComponents, label: Label) {
        self.label = label; date = selection.wrappedValue; components = displayedComponents; self.pickable = pickable
    }

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: .all, displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(earliest: range.lowerBound, end: range.upperBound),
                  displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(earliest: range.lowerBound), displayedComponents: displayedComponents,
                  label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(end: range.upperBound), displayedComponents: displayedComponents,
                  label: label())
    }

    public var body: some View {
        DatePickerDrawing(label: label, date: date, components: components, pickable: pickable)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// A date picker at rest in the environment's date picker style.
private struct DatePickerDrawing<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    let pickable: PickableDays
    @Environment(\.locale) private var locale
    @Environment(\.controls.datePickerStyle) private var style
    @Environment(\.controls.labelsHidden) private var labelsHidden

    var body: some View {
        let calendar = CalendarDrawing.calendar(for: locale)
        switch style {
        case .compact:
            compactRow
        case .graphical where components.contains(.date):
            // iOS draws a graphical picker without its label.
            VStack(spacing: 0) {
                CalendarDrawing(month: date, selectedDays: [calendar.component(.day, from: date)], pickable: pickable)
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time").font(SystemMetrics.calendarTimeLabelFont)
                        Spacer(minLength: 8)
                        pill(formatted(dateStyle: .none, timeStyle: .short))
                    }
                    .padding(.horizontal, SystemMetrics.calendarTimeRowInset)
                    .frame(height: SystemMetrics.calendarTimeRowHeight)
                }
            }
        case .graphical:
            compactRow
        case .wheel:
            HStack(spacing: 8) {
                if !labelsHidden { label.fixedSize() }
                WheelPickerDrawing(columns: DateWheelColumns.columns(for: date, components: components, calendar: calendar,
                                                                     locale: locale))
            }
        }
    }

    /// The label and the date and/or time pills.
    private var compactRow: some View {
        ControlRow(label: label, control: HStack(spacing: 6) {
            if components.contains(.date) { pill(formatted(dateStyle: .medium, timeStyle: .none)) }
            if components.contains(.hourAndMinute) { pill(formatted(dateStyle: .none, timeStyle: .short)) }
        })
    }

    private func pill(_ text: String) -> some View {
        Text(verbatim: text)
            .padding(SystemMetrics.compactPickerInsets)
            .background(SystemMetrics.tertiaryFill, in: RoundedRectangle(cornerRadius: SystemMetrics.compactPickerCornerRadius))
    }

    private func formatted(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

/// The styles a date picker can be drawn in.
enum DatePickerLayoutKind: Hashable { case compact, graphical, wheel }

/// How date pickers draw, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {}
/// `.automatic`: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// `.compact`: the label and date/time pills.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// `.graphical`: the inline calendar (a time-only picker stays compact).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// `.wheel`: the label, then the date and time wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

extension View {
    /// The style of the date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerLayoutKind = style is GraphicalDatePickerStyle ? .graphical : style is WheelDatePickerStyle ? .wheel : .compact
        return controlEnvironment { $0.datePickerStyle = kind }
    }
}
