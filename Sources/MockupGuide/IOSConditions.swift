import Foundation

/// Makes `#if` conditions take their iOS branch. On Linux `os(iOS)` and `canImport(UIKit)` are
/// false, so code would silently compile its macOS or fallback branch; guides are iOS code. Only
/// `#if` / `#elseif` lines change, each in place, so line numbers are kept.
enum IOSConditions {
    /// Platform conditions and their value on an iPhone.
    static let replacements: [(String, String)] = [
        ("os(iOS)", "true"), ("os(macOS)", "false"), ("os(OSX)", "false"), ("os(Linux)", "false"),
        ("os(tvOS)", "false"), ("os(watchOS)", "false"), ("os(visionOS)", "false"), ("os(Windows)", "false"),
        ("canImport(UIKit)", "true"), ("canImport(AppKit)", "false"),
    ]

    static func rewrite(_ code: String) -> (text: String, changed: Bool) {
        var changed = false
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return line }
            var rewritten = String(line)
            for (condition, value) in replacements {
                rewritten = rewritten.replacingOccurrences(of: condition, with: value)
            }
            if rewritten != line { changed = true }
            return Substring(rewritten)
        }
        return (lines.joined(separator: "\n"), changed)
    }
}
