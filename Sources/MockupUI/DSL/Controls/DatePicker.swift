import Foundation

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker, as SwiftUI's `DatePicker`, in iOS's compact style: the label leading and, at the
/// trailing edge, the date ("Nov 30, 2026") and/or the time ("3:30 PM") each in a rounded
/// tertiary-fill pill. Dates are formatted in the environment's locale and in UTC, so a still does
/// not depend on the machine's time zone.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label(); date = selection.wrappedValue; components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        CompactDateDrawing(label: label, date: date, components: components)
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
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The compact date picker's row.
private struct CompactDateDrawing<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    @Environment(\.locale) private var locale
    @Environment(\.controls.datePickerStyle) private var style

    var body: some View {
        let row = ControlRow(label: label, control: HStack(spacing: 6) {
            if components.contains(.date) { pill(formatted(dateStyle: .medium, timeStyle: .none)) }
            if components.contains(.hourAndMinute) { pill(formatted(dateStyle: .none, timeStyle: .short)) }
        })
        if style == .compact { row } else { row.unsupported("DatePicker in the \(style) style (drawn compact)") }
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
/// `.graphical`: a calendar; drawn compact, with a render note.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// `.wheel`: date wheels; drawn compact, with a render note.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

extension View {
    /// The style of the date pickers in this view (compact is drawn; graphical and wheel are noted).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerLayoutKind = style is GraphicalDatePickerStyle ? .graphical : style is WheelDatePickerStyle ? .wheel : .compact
        return controlEnvironment { $0.datePickerStyle = kind }
    }
}
