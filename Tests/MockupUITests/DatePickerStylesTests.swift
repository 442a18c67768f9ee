import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// The graphical and wheel date pickers and `MultiDatePicker`, against the geometry of an iOS 18
/// render (docs/CONTROLS.md [S9]: a 358-pt `.graphical` picker is 358 × 324, columns a seventh of the
/// width, six 38-pt weeks, the selected day on a 38-pt circle) and the wheels' rows ([S8]).
@MainActor @Suite struct DatePickerStylesTests {
    /// 15 October 2023, 09:41 UTC (the reference render's date).
    let october15 = Date(timeIntervalSince1970: 1_697_362_860)

    func tree(_ view: some View, width: Double = 358, locale: String = "en_US") throws -> LayoutTree {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return try layout(resolveView(view, environment: environment), width: width, height: nil)
    }

    func texts(_ tree: LayoutTree) -> [String] { tree.all(.text).compactMap(\.detail) }

    /// The paint of the text `day` (the last thing `describe` prints, after the text and its font).
    func paint(_ tree: LayoutTree, _ day: String) -> Substring {
        ((tree.one(.text, day).drawing?.base as? TextNode)?.text).map { describe($0).split(separator: " ").last ?? "" } ?? ""
    }

    @Test func theGraphicalCalendarHasTheReferenceGeometry() throws {
        let picker = DatePicker("Start", selection: .constant(october15), displayedComponents: .date).datePickerStyle(.graphical)
        let calendar = try tree(picker, locale: "en_GB")
        expectSize(calendar.root.frame.size, 358, 324)
        let strings = texts(calendar)
        #expect(Array(strings.prefix(8)) == ["October 2023", "MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"],
                "no label; a Monday-first locale starts on Monday")
        #expect(Array(strings.dropFirst(8)) == (1...31).map(String.init))
        // 1 October 2023 is a Sunday: the last column of the first week.
        let first = calendar.one(.text, "1").frame
        #expect(abs(first.midX - 358.0 / 7 * 6.5) < 1e-6 && abs(first.midY - (70 + 16 + 19)) < 1e-6)
        let selection = try #require(calendar.all(.shape).first { $0.frame.width == 38 })
        expectRect(selection.frame, 358.0 / 7 * 6.5 - 19, 70 + 16 + 2 * 38, 38, 38)
        #expect(abs(calendar.one(.text, "15").frame.midY - selection.frame.midY) < 1e-6)

        let american = texts(try tree(picker, locale: "en_US"))
        #expect(Array(american.prefix(8)) == ["October 2023", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    }

    @Test func aDateAndTimeCalendarAddsTheTimeRowAndARangeDimsTheDaysOutsideIt() throws {
        let start = october15.addingTimeInterval(-3 * 86_400)
        let picker = DatePicker("Start", selection: .constant(october15), in: start..., displayedComponents: [.date, .hourAndMinute])
            .datePickerStyle(.graphical)
        let calendar = try tree(picker)
        expectSize(calendar.root.frame.size, 358, 324 + 42)
        #expect(texts(calendar).suffix(2) == ["Time", "9:41\u{202F}AM"])
        #expect(paint(calendar, "11") != paint(calendar, "12"), "the 11th is before the range: dimmed")
        #expect(paint(calendar, "12") == paint(calendar, "31"))
        let timeOnly = try tree(DatePicker("Alarm", selection: .constant(october15), displayedComponents: .hourAndMinute)
            .datePickerStyle(.graphical))
        #expect(texts(timeOnly) == ["Alarm", "9:41\u{202F}AM"], "a time-only graphical picker stays compact")
    }

    @Test func todayIsInTheTintUnlessTheRangeLeavesItOut() throws {
        // The render's moment is 1 January 2025; the 20th is selected.
        let january20 = TimelineViewStill.date.addingTimeInterval(19 * 86_400)
        let picker = DatePicker("Due", selection: .constant(january20), displayedComponents: .date).datePickerStyle(.graphical)
            .tint(.orange)
        let calendar = try tree(picker)
        #expect(paint(calendar, "1") == paint(calendar, "20"), "today takes the selected day's tint")
        #expect(paint(calendar, "1") != paint(calendar, "2") && paint(calendar, "2") == paint(calendar, "31"))
        let afterToday = try tree(DatePicker("Due", selection: .constant(january20), in: january20..., displayedComponents: .date)
            .datePickerStyle(.graphical).tint(.orange))
        #expect(paint(afterToday, "1") == paint(afterToday, "2"), "a today the range leaves out is dimmed like its neighbours")
    }

    /// The texts of the selected row (the one the band is behind), left to right.
    func selectedRow(_ tree: LayoutTree) -> [String] {
        let band = tree.all(.shape).first { abs($0.frame.height - 32 * 1.119) < 1e-6 }!.frame
        return tree.all(.text).filter { abs($0.displayFrame.midY - band.midY) < 1 }
            .sorted { $0.displayFrame.minX < $1.displayFrame.minX }.compactMap(\.detail)
    }

    @Test func wheelsFollowTheLocaleAndWrapAround() throws {
        let midnightNewYear = Date(timeIntervalSince1970: 1_735_689_540) // 2024-12-31 23:59 UTC
        let date = DatePicker("Day", selection: .constant(midnightNewYear), displayedComponents: .date).datePickerStyle(.wheel)
        let american = try tree(date.labelsHidden())
        #expect(selectedRow(american) == ["December", "31", "2024"])
        let strings = texts(american)
        #expect(strings.contains("January") && strings.contains("1") && strings.contains("2025"), "months and days wrap; years go on")
        #expect(selectedRow(try tree(date.labelsHidden(), locale: "de_DE")) == ["31", "Dezember", "2024"])

        let time = DatePicker("Alarm", selection: .constant(midnightNewYear), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
        let clock = try tree(time)
        #expect(selectedRow(clock) == ["Alarm", "11", "59", "PM"], "the label beside the wheels, centred on the band")
        #expect(texts(clock).contains("00") && texts(clock).contains("12") && !texts(clock).contains("13"))
        #expect(texts(clock).filter { $0 == "AM" || $0 == "PM" } == ["AM", "PM"], "AM and PM do not wrap")
        #expect(selectedRow(try tree(time.labelsHidden(), locale: "de_DE")) == ["23", "59"], "24-hour locales have no AM/PM")

        let both = try tree(DatePicker("When", selection: .constant(october15)).datePickerStyle(.wheel).labelsHidden())
        #expect(selectedRow(both) == ["Sun Oct 15", "9", "41", "AM"])
    }

    @Test func multiDatePickersCircleEverySelectedDayOfTheEarliestMonth() throws {
        let days: Set<DateComponents> = [DateComponents(year: 2026, month: 3, day: 18), DateComponents(year: 2026, month: 3, day: 4),
                                         DateComponents(year: 2026, month: 4, day: 1)]
        let picker = try tree(MultiDatePicker("Trips", selection: .constant(days)))
        #expect(texts(picker).first == "March 2026" && !texts(picker).contains("Trips"))
        let circles = picker.all(.shape).filter { $0.frame.width == 38 }
        #expect(circles.count == 2, "the 1 April is in the next month")
        #expect(circles.map(\.frame.midY) == [picker.one(.text, "4").frame.midY, picker.one(.text, "18").frame.midY])
        let empty = try tree(MultiDatePicker("Trips", selection: .constant([])))
        #expect(texts(empty).first == "January 2025", "no selection: the month of the moment every still shows")
        let bounded = try tree(MultiDatePicker("Trips", selection: .constant([]), in: october15...))
        #expect(texts(bounded).first == "October 2023")
    }
}
