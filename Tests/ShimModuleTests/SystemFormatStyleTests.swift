import Foundation
@testable import SwiftUI
import Testing
@testable import MockupUI

/// SwiftUI's live time formats (iOS 18) at one moment, as Apple's documentation shows their output.
@MainActor @Suite struct SystemFormatStyleTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private func text<F: FormatStyle>(_ date: Date, _ style: F) -> String where F.FormatInput == Date, F.FormatOutput == AttributedString {
        String(style.format(date).characters)
    }

    @Test func stopwatchesReadHundredths() {
        let stopwatch = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(text(start.addingTimeInterval(5.23), stopwatch) == "00:05.23")
        #expect(text(start.addingTimeInterval(45 * 60 + 30.12), stopwatch) == "45:30.12")
        #expect(text(start.addingTimeInterval(3600), stopwatch) == "01:00:00.00")
        #expect(text(start.addingTimeInterval(-5), stopwatch) == "00:00.00", "before the start")
        #expect(text(start.addingTimeInterval(83.4), .stopwatch(startingAt: start, maxPrecision: .seconds(1))) == "01:23")
        #expect(text(start.addingTimeInterval(83.45), .stopwatch(startingAt: start, maxPrecision: .milliseconds(100))) == "01:23.4")
    }

    @Test func timersCountWithinTheirInterval() {
        let fiveMinutes = start..<start.addingTimeInterval(300)
        #expect(text(start, .timer(countingDownIn: fiveMinutes)) == "5:00")
        #expect(text(start.addingTimeInterval(270), .timer(countingDownIn: fiveMinutes)) == "0:30")
        #expect(text(start.addingTimeInterval(900), .timer(countingDownIn: fiveMinutes)) == "0:00")
        #expect(text(start.addingTimeInterval(61), .timer(countingUpIn: fiveMinutes)) == "1:01")
        let twoHours = start..<start.addingTimeInterval(7200)
        #expect(text(start, .timer(countingDownIn: twoHours)) == "2:00:00")
        #expect(text(start, .timer(countingDownIn: twoHours, showsHours: false)) == "120:00")
    }

    @Test func offsetsAndReferencesReadInUnits() {
        let later = start.addingTimeInterval(3 * 60 + 42)
        #expect(text(later, .offset(to: start)) == "3 minutes, 42 seconds")
        #expect(text(start.addingTimeInterval(3600 + 34 * 60 + 23), .offset(to: start)) == "1 hour, 34 minutes")
        #expect(text(start.addingTimeInterval(5023), .offset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)) == "1:23:43")
        #expect(text(start.addingTimeInterval(332), .offset(to: start, allowedFields: [.minute, .second])) == "5:32")
        #expect(text(start, .offset(to: later)) == "-3 minutes, 42 seconds")
        #expect(text(later, .offset(to: start, sign: .always())) == "+3 minutes, 42 seconds")
        #expect(text(start, .reference(to: start.addingTimeInterval(300))) == "in 5 minutes")
        #expect(text(start.addingTimeInterval(7800), .reference(to: start)) == "2 hours, 10 minutes ago")
        #expect(text(start, .reference(to: start)) == "now")
    }

    @Test func timeDataSourcesGiveTheRendersMoment() {
        #expect(TimeDataSource<Date>.currentDate.current == TimelineViewStill.date)
        let soon = TimelineViewStill.date.addingTimeInterval(90)
        #expect(TimeDataSource<Range<Date>>.dateRange(endingAt: soon).current == TimelineViewStill.date..<soon)
        #expect(TimeDataSource<Duration>.durationOffset(to: soon).current == .seconds(-90))
        let countdown = Text(.currentDate, format: .timer(countingDownIn: TimelineViewStill.date..<soon))
        let clock = Text(.durationOffset(to: TimelineViewStill.date.addingTimeInterval(-75)), format: .time(pattern: .minuteSecond))
        _ = (countdown, clock)
    }
}
