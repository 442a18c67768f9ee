import Foundation

/// Makes run-time availability checks answer as the rendered iPhone does. On Linux
/// `#available(iOS 26, *)` is true (the `*` stands for every platform but iOS), so code would draw
/// its newest branch (`if #available(iOS 26.0, *) { Button(role: .close) … } else { … }`) and a
/// render would mix looks. Renders show iOS 18 (`renderedIOS`), so a check for a newer iOS becomes
/// `false` and `#unavailable` of it `true`; checks for iOS 18 or older stay as written (true on
/// Linux, as on the device). Each check is replaced in place, keeping its line breaks, so line
/// numbers are kept. Both branches are still type-checked, as in Xcode. The replacement is itself an
/// availability check (`#unavailable(iOS 1)` is false on Linux, `#available(iOS 1, *)` true), not a
/// Boolean literal: a function returning `some View` may return a different type in each branch of
/// an `if #available` (SE-0360), and `if false` would not compile there.
enum AvailabilityConditions {
    /// The iOS version renders show; `UIDevice.current.systemVersion` reports the same (docs/DEVICES.md).
    static let renderedIOS = [18, 0]

    /// Availability checks with a fixed answer on Linux, where iOS is never the running platform.
    static let alwaysTrue = "#available(iOS 1, *)", alwaysFalse = "#unavailable(iOS 1)"

    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        guard code.contains("available") else { return (code, false) }
        let scanner = SwiftSourceScanner(code)
        var replacements: [(range: Range<Int>, value: Bool)] = []
        var index = 0
        while index < scanner.bytes.count {
            guard scanner.kinds[index] == .code, scanner.bytes[index] == UInt8(ascii: "#"),
                  let check = check(in: scanner, at: index) else {
                index += 1
                continue
            }
            if let value = check.value { replacements.append((check.range, value)) }
            index = check.range.upperBound
        }
        guard !replacements.isEmpty else { return (code, false) }
        var bytes: [UInt8] = []
        var position = 0
        for replacement in replacements {
            bytes += scanner.bytes[position..<replacement.range.lowerBound]
            let lineBreaks = scanner.bytes[replacement.range].filter { $0 == UInt8(ascii: "\n") }.count
            bytes += Array((replacement.value ? alwaysTrue : alwaysFalse).utf8) + Array(repeating: UInt8(ascii: "\n"), count: lineBreaks)
            position = replacement.range.upperBound
        }
        bytes += scanner.bytes[position...]
        return (String(decoding: bytes, as: UTF8.self), true)
    }

    /// The `#available(…)` or `#unavailable(…)` check starting at `start`: its byte range and, when
    /// it names an iOS newer than the rendered one, the value it has on the rendered iPhone.
    private static func check(in scanner: SwiftSourceScanner, at start: Int) -> (range: Range<Int>, value: Bool?)? {
        for (keyword, negated) in [("#available", false), ("#unavailable", true)] where scanner.bytes[start...].starts(with: keyword.utf8) {
            guard let open = scanner.skippingSpaces(from: start + keyword.utf8.count), scanner.bytes[open] == UInt8(ascii: "("),
                  let close = scanner.matching(from: open, open: "(", close: ")") else { return nil }
            let newer = iOSVersion(in: scanner.text(open + 1..<close)).map(isNewerThanRendered) ?? false
            return (start..<close + 1, newer ? negated : nil)
        }
        return nil
    }

    /// Whether iOS `version` comes after the rendered iOS (18.1 and 26 do, 18 and 18.0.0 do not).
    static func isNewerThanRendered(_ version: [Int]) -> Bool {
        withoutTrailingZeros(renderedIOS).lexicographicallyPrecedes(withoutTrailingZeros(version))
    }

    private static func withoutTrailingZeros(_ version: [Int]) -> [Int] {
        var trimmed = version
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }

    /// `iOS 26.0, *` → [26, 0]: the version of an availability list's iOS entry.
    static func iOSVersion(in arguments: String) -> [Int]? {
        for entry in arguments.split(separator: ",") {
            let words = entry.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard words.count == 2, words[0] == "iOS" else { continue }
            let parts = words[1].split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.map { $0! }
        }
        return nil
    }
}
