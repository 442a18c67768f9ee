import Foundation
import SwiftUI
import Testing

/// Foundation's formatters that swift-corelibs-foundation lacks, as iOS writes them in en_US.
@Suite struct FoundationFormatterTests {
    private let reference = Date(timeIntervalSince1970: 1_700_000_000)
    private let english = Locale(identifier: "en_US")

    @Test func relativeDatesReadAsICUWritesThem() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = english
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2 hours ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference) == "in 3 days")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2 hr. ago")
        formatter.dateTimeStyle = .named
        formatter.unitsStyle = .full
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        #expect(formatter.string(for: "not a date") == nil)
    }

    @Test func durationsReadPositionallyOrInWords() {
        let formatter = DateComponentsFormatter()
        #expect(formatter.string(from: 5_400) == "1:30:00")
        #expect(formatter.string(from: 65) == "1:05", "positional drops leading zero units")
        formatter.allowedUnits = [.minute, .second]
        #expect(formatter.string(from: 754) == "12:34")
        formatter.zeroFormattingBehavior = .pad
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 65) == "00:01:05")

        formatter.zeroFormattingBehavior = .default
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 5_400) == "1h 30m")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 5_400) == "1 hr, 30 min")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 5_400) == "1 hour, 30 minutes")
        #expect(formatter.string(from: 3_600) == "1 hour", "zero units are dropped")
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 3_600) == "1 hour remaining")
        formatter.includesTimeRemainingPhrase = false
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3_725) == "1 hour")
        #expect(formatter.string(from: DateComponents(minute: 70)) == "1 hour")
        #expect(formatter.string(from: .infinity) == nil)
    }

    @MainActor @Test func fontMetricsScaleOnlyForAnotherContentSize() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 24) == 24, "a render's UIKit is at the default (large) size")
        // Body is 17 pt at large and 28 pt at AX1 (accessibilityMedium), per the HIG's Dynamic Type table.
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax1) == 28)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: ax1).pointSize == 28)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: ax1).pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: nil) == 10)
    }
}
