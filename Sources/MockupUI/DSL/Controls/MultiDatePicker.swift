import Foundation

/// A calendar on which several days are picked (iOS 16), as SwiftUI's `MultiDatePicker`: iOS's
/// inline calendar (`CalendarDrawing`) with every selected day of the month shown circled; the
/// label names the picker for accessibility and is not drawn. The month shown is the earliest
/// selected day's, else the first day the range allows, else the month of the moment every still
/// shows (`TimelineViewStill.date`: a render has no "today").
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Set<DateComponents>
    /// The days the range allows.
    let pickable: PickableDays

    init(selection: Binding<Set<DateComponents>>, pickable: PickableDays, label: Label) {
        self.label = label; self.selection = selection.wrappedValue; self.pickable = pickable
    }

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: .all, label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(earliest: bounds.lowerBound, end: bounds.upperBound, endIncluded: false),
                  label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(earliest: bounds.lowerBound), label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, pickable: PickableDays(end: bounds.upperBound, endIncluded: false), label: label())
    }

    public var body: some View {
        MultiDateCalendar(selection: selection, pickable: pickable)
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// The calendar of a multi-date picker in the environment's locale.
private struct MultiDateCalendar: View {
    let selection: Set<DateComponents>
    let pickable: PickableDays
    @Environment(\.locale) private var locale

    var body: some View {
        let calendar = CalendarDrawing.calendar(for: locale)
        let days = selection.compactMap { components -> Date? in
            guard let year = components.year, let month = components.month, let day = components.day else { return nil }
            return calendar.date(from: DateComponents(year: year, month: month, day: day))
        }
        let month = days.min() ?? pickable.earliest ?? TimelineViewStill.date
        let selectedDays = Set(days.filter { calendar.isDate($0, equalTo: month, toGranularity: .month) }
            .map { calendar.component(.day, from: $0) })
        CalendarDrawing(month: month, selectedDays: selectedDays, pickable: pickable)
    }
}
