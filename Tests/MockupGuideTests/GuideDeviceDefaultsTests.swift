import Foundation
import Testing
@testable import MockupGuide

/// What a guide's own code formats in "the device's" locale and zone reads as on an iPhone set to
/// US English, in UTC, and its "now" is the render's moment (`DeviceDefaultsPrelude`), whatever the
/// machine's locale, zone and clock.
struct GuideDeviceDefaultsTests {
    /// A view that stops its process (a failed render) unless each value reads as in en_US and UTC.
    static let guide = #"""
        # Acme (iOS) — SwiftUI guide

        ```swift
        import SwiftUI

        struct Receipt: View {
            let total = Receipt.sampleTotal
            var body: some View {
                let epoch = Date(timeIntervalSince1970: 0)
                let money = NumberFormatter()
                money.numberStyle = .currency
                money.currencyCode = "USD"
                let day = DateFormatter()
                day.dateStyle = .medium
                let checks: [(String, String)] = [
                    (total.formatted(.currency(code: "USD")), "$38.40"),
                    (1234.formatted(), "1,234"),
                    (epoch.formatted(date: .abbreviated, time: .omitted), "Jan 1, 1970"),
                    (epoch.formatted(.dateTime.month().day().hour()), "Jan 1 at 12\u{202F}AM"),
                    (money.string(from: 12.5) ?? "", "$12.50"),
                    (day.string(from: epoch), "Jan 1, 1970"),
                    (Locale.current.identifier, "en_US"),
                    (TimeZone.current.secondsFromGMT().formatted(), "0"),
                    (Foundation.Calendar.current.component(.hour, from: epoch).formatted(), "0"),
                    (Date().formatted(date: .long, time: .omitted), "January 1, 2025"),
                    (Date.now.formatted(.dateTime.hour().minute()), "9:41\u{202F}AM"),
                    (Date.now.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute()), "9:41"),
                    (Date(timeIntervalSinceNow: 60).timeIntervalSinceNow.formatted(), "60"),
                    (hourOfDay().formatted(), "9"),
                    ("\(Foundation.Calendar.current.isDateInToday(.now))", "true"),
                    ("\(Foundation.Calendar.current.isDateInYesterday(Date(timeIntervalSinceNow: -86_400)))", "true"),
                    ("\(Foundation.Calendar.current.isDateInTomorrow(Date(timeIntervalSinceNow: 86_400)))", "true"),
                    ("\(Foundation.Calendar.current.isDateInToday(Date(timeIntervalSinceNow: 86_400)))", "false"),
                ]
                for (value, expected) in checks where value != expected { fatalError("\(value) is not \(expected)") }
                return Text(total.formatted(.currency(code: "USD")))
            }
        }

        // Preview data, as Xcode builds previews in the Debug configuration.
        #if DEBUG
        extension Receipt {
            static let sampleTotal = 38.4
        }
        #endif

        /// A public function may name the device's defaults in its default arguments, as Foundation's are public.
        public func hourOfDay(_ date: Date = .now, calendar: Foundation.Calendar = .current) -> Int {
            calendar.component(.hour, from: date)
        }

        /// A catalog's page named after the type it shows: Foundation's is named by module here, and so in the prelude.
        struct Calendar: View {
            var body: some View { Text("Calendar") }
        }

        // A package's resource bundle, and a preview that returns one view from `do` and another from
        // `catch` (Apple's macro takes an `any View` body).
        #Preview {
            do {
                let data = try JSONEncoder().encode(38.4)
                return Text(String(decoding: data, as: UTF8.self))
            } catch {
                return Text("Total", bundle: .module)
            }
        }
        ```
        """#

    @Test(.timeLimit(.minutes(3)))
    func theGuidesOwnFormattingReadsAsInUSEnglishAndUTC() throws {
        try GuideBuildTests.renderThroughRunner(Self.guide, as: "ios-acme-swiftui.md") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            let receipt = try #require(report.entries.first { $0.component.lowercased() == "receipt" })
            #expect(receipt.status == "rendered", "\(receipt.message ?? "")")
            #expect(report.entries.contains { $0.component.lowercased().contains("preview") && $0.status == "rendered" },
                    "\(report.entries.map(\.component))")
        }
    }

    @Test func aPackagesResourceBundleIsDeclaredUnlessTheCodeDeclaresItsOwn() {
        #expect(!RunnerSource.declaresModuleBundle("Image(\"logo\", bundle: .module)"))
        #expect(!RunnerSource.declaresModuleBundle("var modules = 1"), "another name")
        #expect(!RunnerSource.declaresModuleBundle("let module = \"Payments\""), "a local, not a bundle accessor")
        #expect(RunnerSource.declaresModuleBundle("extension Bundle {\n    static let module = Bundle.main\n}"))
        #expect(RunnerSource.moduleBundle.contains("static var module: Bundle { Bundle.main }"))
    }

    @Test func aGuideThatDeclaresOneOfTheNamesKeepsFoundations() {
        #expect(DeviceDefaultsPrelude.source(for: "struct A {}").contains("static var current: Foundation.Locale"))
        // A property of the guide's own with one of the names does not clash, so the prelude stays.
        #expect(DeviceDefaultsPrelude.source(for: "struct Pager { @State var current: Int = 0; var now = 0 }").contains("static var current: Foundation.Locale"))
        #expect(DeviceDefaultsPrelude.source(for: "struct Pager { var now = 0 }").contains("static var now: Foundation.Date"))
        #expect(!DeviceDefaultsPrelude.source(for: "extension Double { func formatted() -> String { \"\" } }").contains("formatted"))
        #expect(!DeviceDefaultsPrelude.source(for: "extension Date {\n    var formatted: String { \"\" }\n}").contains("func formatted"))
        #expect(DeviceDefaultsPrelude.source(for: "extension Date {\n    var formattedDay: String { \"\" }\n}").contains("func formatted"))
        #expect(DeviceDefaultsPrelude.source(for: "struct Row { var formatted: String }").contains("func formatted"), "not on a type the prelude extends")
        #expect(!DeviceDefaultsPrelude.source(for: "final class NumberFormatter {}").contains("NumberFormatter"))
        #expect(DeviceDefaultsPrelude.source(for: "final class NumberFormatter {}").contains("static var now: Foundation.Date"))
        // A type of a formatter's name the code declares (a catalog's page) leaves out that formatter only.
        let page = DeviceDefaultsPrelude.source(for: "struct DateFormatter: View { var body: some View { Text(\"a\") } }")
        #expect(!page.contains("class DateFormatter") && page.contains("class NumberFormatter") && page.contains("static var current"))
        #expect(!DeviceDefaultsPrelude.source(for: "extension Date {\n    init() { self.init(timeIntervalSince1970: 0) }\n}").contains("static var now"))
        #expect(DeviceDefaultsPrelude.source(for: "extension Date {\n    var day: Int { 1 }\n}\nstruct A { init() {} }").contains("static var now"))
        // A `now` of the code's own model reads the render's moment; one in an extension of Date or Calendar is the code's.
        #expect(DeviceDefaultsPrelude.source(for: "struct Token {\n    static let now = Date.now\n}").contains("static var now: Foundation.Date"))
        #expect(!DeviceDefaultsPrelude.source(for: "extension Date {\n    static var now: Date { Date(timeIntervalSince1970: 0) }\n}").contains("static var now"))
        #expect(!DeviceDefaultsPrelude.source(for: "extension Calendar {\n    func isDateInToday(_ d: Date) -> Bool { false }\n}").contains("isDateInToday"))
    }
}
