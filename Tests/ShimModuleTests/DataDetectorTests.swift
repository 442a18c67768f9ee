import Foundation
import SwiftUI
import Testing

/// `NSDataDetector`, which swift-corelibs-foundation lacks: links, email addresses, phone numbers
/// and English date phrases, as a to-do app's quick-add field parses them.
struct DataDetectorTests {
    let all = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
        | NSTextCheckingResult.CheckingType.date.rawValue

    private func finds(_ text: String, types: NSTextCheckingTypes? = nil) throws -> [(String, NSTextCheckingResult)] {
        let detector = try NSDataDetector(types: types ?? all)
        return detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)).map { result in
            (String(text[Range(result.range, in: text)!]), result)
        }
    }

    @Test func linksEmailsAndPhoneNumbersAreFound() throws {
        let found = try finds("Visit www.apple.com, mail hi@example.com or call +1 (415) 555-0100.")
        #expect(found.map(\.0) == ["www.apple.com", "hi@example.com", "+1 (415) 555-0100"])
        #expect(found[0].1.resultType == .link && found[0].1.url == URL(string: "http://www.apple.com"))
        #expect(found[1].1.url == URL(string: "mailto:hi@example.com"))
        #expect(found[2].1.resultType == .phoneNumber && found[2].1.phoneNumber == "+1 (415) 555-0100")
        #expect(try finds("Order 12 items").isEmpty, "too few digits for a phone number")
        #expect(throws: (any Error).self) { try NSDataDetector(types: 0) }
    }

    @Test func datePhrasesAreReadAgainstTheRendersMoment() throws {
        let calendar = Calendar.current, today = calendar.startOfDay(for: TimelineViewStill.date)
        func day(_ offset: Int, _ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(bySettingHour: hour, minute: minute, second: 0, of: calendar.date(byAdding: .day, value: offset, to: today)!)!
        }
        let dateTypes = NSTextCheckingResult.CheckingType.date.rawValue
        let tomorrow = try #require(try finds("Pay rent tomorrow at 5pm p1", types: dateTypes).first)
        #expect(tomorrow.0 == "tomorrow at 5pm" && tomorrow.1.date == day(1, 17))
        #expect(try finds("Call mum today", types: dateTypes).first?.1.date == day(0, 12), "a day without a time is at noon")
        let friday = try #require(try finds("Ship it next friday 9:30 am", types: dateTypes).first)
        #expect(friday.0 == "next friday 9:30 am" && calendar.component(.weekday, from: friday.1.date!) == 6)
        #expect(friday.1.date! > TimelineViewStill.date && friday.1.date! <= day(7, 9, 30) && calendar.component(.minute, from: friday.1.date!) == 30)
        let iso = try #require(try finds("Due 2026-03-14 at 17:00").first)
        #expect(iso.0 == "2026-03-14 at 17:00" && iso.1.resultType == .date, "a date, not an eight-digit phone number")
        #expect(iso.1.date == calendar.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 17)))
        let march = try #require(try finds("Party on March 14th, 2027", types: dateTypes).first)
        #expect(march.0 == "March 14th, 2027" && march.1.date == calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 12)))
        #expect(try finds("Feb 30 2027", types: dateTypes).isEmpty, "no such day")
        #expect(try finds("in 3 days", types: dateTypes).first?.0 == "in 3 days")
    }
}
