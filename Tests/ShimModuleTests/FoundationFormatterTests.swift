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
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }

    @Test func measurementsReadInTheLocalesUnits() {
        let us = Locale(identifier: "en_US"), germany = Locale(identifier: "de_DE"), uk = Locale(identifier: "en_GB")
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .abbreviated).locale(us)) == "3.1 mi")
        #expect(run.formatted(.measurement(width: .wide).locale(us)) == "3.1 miles")
        #expect(String(run.formatted(.measurement(width: .wide).attributed.locale(us)).characters) == "3.1 miles")
        #expect(run.formatted(.measurement(width: .narrow).locale(us)) == "3.1mi")
        #expect(run.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5 kilometers")
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "1 kilometer")
        // A natural scale: the largest unit the value reaches one of.
        #expect(Measurement(value: 100, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated).locale(us)) == "328.1 ft")
        #expect(Measurement(value: 0.3, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated).locale(germany)) == "30 cm")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .road).locale(uk)) == "3.1 mi")
        let warm = Measurement(value: 22, unit: UnitTemperature.celsius)
        #expect(warm.formatted(.measurement(width: .abbreviated).locale(us)) == "71.6°F")
        #expect(warm.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(us)) == "71.6°")
        #expect(warm.formatted(.measurement(width: .abbreviated).locale(germany)) == "22°C")
        #expect(warm.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "22 degrees Celsius")
        #expect(Measurement(value: 70, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated).locale(us)) == "154.3 lb")
        #expect(Measurement(value: 250, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: .food).locale(us)) == "250 kcal")

        // The formatter writes up to three fraction digits where the format style writes one; code
        // tunes its number formatter in place.
        let formatter = MeasurementFormatter()
        formatter.locale = us
        #expect(formatter.string(from: run) == "3.107 mi")
        #expect(formatter.string(from: Measurement(value: 293, unit: UnitTemperature.kelvin)) == "67.73°F")
        formatter.numberFormatter.maximumFractionDigits = 0
        #expect(formatter.string(from: run) == "3 mi")
        formatter.numberFormatter.maximumFractionDigits = 3
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .long
        #expect(formatter.string(from: run) == "5 kilometers")
        formatter.unitOptions = .temperatureWithoutUnit
        formatter.unitStyle = .medium
        #expect(formatter.string(from: warm) == "71.6°")
        #expect(formatter.string(from: UnitLength.kilometers) == "km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: UnitLength.kilometers) == "kilometers")
    }

    @Test func namesListsAndDeviceState() {
        var name = PersonNameComponents()
        name.givenName = "Maya"
        name.familyName = "Chen"
        name.namePrefix = "Dr."
        #expect(name.formatted() == "Maya Chen")
        #expect(name.formatted(.name(style: .abbreviated)) == "MC")
        #expect(name.formatted(.name(style: .long)) == "Dr. Maya Chen")
        #expect(name.formatted(.name(style: .short)) == "Maya")
        let formatter = PersonNameComponentsFormatter()
        formatter.style = .abbreviated
        #expect(formatter.string(from: formatter.personNameComponents(from: "Jordan Lee")!) == "JL")
        #expect(ListFormatter.localizedString(byJoining: ["Maya", "Jordan", "Priya"]) == "Maya, Jordan, and Priya")
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled && ProcessInfo.processInfo.thermalState == .nominal)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 60, "the clock Date() reads")
        let store = NSUbiquitousKeyValueStore()
        store.set(3.5, forKey: "volume")
        store.set("dark", forKey: "theme")
        #expect(store.double(forKey: "volume") == 3.5 && store.string(forKey: "theme") == "dark" && store.synchronize())
        store.removeObject(forKey: "theme")
        #expect(store.string(forKey: "theme") == nil && store.longLong(forKey: "missing") == 0)
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.acme")
        #expect(container.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
    }

    @Test func dateRangesReadInCalendarComponents() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let range = reference..<reference.addingTimeInterval(2 * 86_400 + 3_600 + 300)
        func written(_ style: Date.ComponentsFormatStyle.Style, _ fields: Set<Date.ComponentsFormatStyle.Field>? = nil) -> String {
            range.formatted(_DateComponentsFormatStyle(style: style, locale: english, calendar: calendar, fields: fields))
        }
        #expect(written(.wide) == "2 days, 1 hour, 5 minutes")
        #expect(written(.abbreviated) == "2 days, 1 hr, 5 min")
        #expect(written(.narrow) == "2d 1h 5m")
        #expect(written(.wide, [.hour, .minute]) == "49 hours, 5 minutes")
        #expect(written(.spellOut, [.day]) == "two days")
        #expect(written(.wide, [.second]) == "176,700 seconds")
        let long = reference..<calendar.date(byAdding: DateComponents(year: 1, month: 2), to: reference)!
        #expect(long.formatted(.components(style: .wide, fields: [.year, .month])) == "1 year, 2 months")
        #expect((reference..<reference).formatted(.components(style: .abbreviated, fields: [.minute])) == "0 min")
    }
}

/// `URL.FormatStyle`, which swift-corelibs-foundation lacks.
@Suite struct URLFormatStyleTests {
    private let url = URL(string: "https://user:secret@www.example.com:8443/pay/alex?amount=5#top")!

    @Test func componentsShowAsTheirOptionsSay() {
        #expect(URL(string: "https://www.example.com/pay")!.formatted() == "https://www.example.com/pay")
        #expect(url.formatted() == "https://www.example.com/pay/alex", "the port is omitted for HTTP and HTTPS by default")
        #expect(url.formatted(.url.scheme(.never).host(.omitSpecificSubdomains(["www"])).port(.never)) == "example.com/pay/alex")
        #expect(url.formatted(.url.user(.always).password(.always).port(.always).query(.always).fragment(.always))
                == "https://user:secret@www.example.com:8443/pay/alex?amount=5#top")
        #expect(url.formatted(.url.path(.never).scheme(.displayWhen(.host, matches: ["example.com"]))) == "www.example.com")
        let multi = URL(string: "http://www.m.shop.example.com")!
        #expect(multi.formatted(.url.scheme(.never).host(.omitSpecificSubdomains(["www", "m"], includeMultiLevelSubdomains: true)))
                == "shop.example.com")
        #expect(multi.formatted(.url.scheme(.never).host(.omitSpecificSubdomains(["www"], includeMultiLevelSubdomains: false,
                                                                                 when: .scheme, matches: ["https"])))
                == "www.m.shop.example.com")
    }
}

/// Localized strings (`String(localized:)`, `AttributedString(localized:)`, `LocalizedStringResource`)
/// in the development language, the only one a render has.
@Suite struct LocalizedStringTests {
    @Test func localizedStringsReadTheirDevelopmentValue() {
        let count = 3
        #expect(String(localized: "You have \(count) rides", comment: "ride count") == "You have 3 rides")
        #expect(String(localized: "settings.title", defaultValue: "Settings", table: "Main", comment: "title") == "Settings")
        #expect(String(localized: "Total \(12.5, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))") == "Total $12.50")
        let value: String.LocalizationValue = "Hi \(count)"
        #expect(String(localized: value, bundle: .main) == "Hi 3")
        #expect(String(localized: LocalizedStringResource("key.greeting", defaultValue: "Hello")) == "Hello")
        var resource: LocalizedStringResource = "Title"
        resource.locale = Locale(identifier: "ko_KR")
        resource.bundle = .atURL(URL(fileURLWithPath: "/tmp/Strings.bundle"))
        #expect(String(localized: resource) == "Title" && resource.locale.identifier == "ko_KR" && resource.bundle != .main)
        let styled = AttributedString(localized: "Pay **now**")
        #expect(String(styled.characters) == "Pay now")
        #expect(styled.runs.count == 2, "the bold run is read from the Markdown")
        #expect(String(AttributedString(localized: "k", defaultValue: "Plain *x*").characters) == "Plain x")
    }

    /// QuickBlox's message text: links found with a regular expression styled in the attributed string.
    @Test func nsRangesConvertToAttributedStringIndicesAndBack() throws {
        let text = "héllo 👋🏽 see https://quickblox.com now"
        var attributed = AttributedString(text)
        let detector = try NSRegularExpression(pattern: "https?://\\S+")
        let match = try #require(detector.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)))
        let range = try #require(Range(match.range, in: attributed))
        attributed[range].link = URL(string: "https://quickblox.com")
        #expect(String(attributed[range].characters) == "https://quickblox.com")
        #expect(attributed.runs.count == 3 && NSRange(range, in: attributed) == match.range)
        #expect(Range(NSRange(location: text.utf16.count, length: 1), in: attributed) == nil)
        #expect(Range(NSRange(location: NSNotFound, length: 0), in: attributed) == nil)
    }
}
