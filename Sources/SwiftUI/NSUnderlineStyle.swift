import Foundation
import MockupUI

/// How UIKit underlines or strikes through attributed text (`NSAttributedString.Key.underlineStyle`
/// and `.strikethroughStyle` values), with UIKit's raw values: a line style in the low byte, a
/// pattern in the second, `byWord` above.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The pattern bits (`patternDot` … `patternDashDotDot`, or none for a solid line).
    fileprivate var patternBits: Int { rawValue & 0x0F00 }

    /// The UIKit style that draws `lineStyle`'s pattern as a single line.
    public init(_ lineStyle: Text.LineStyle) {
        let patterns: [(Text.LineStyle.Pattern, NSUnderlineStyle)] = [
            (.dot, .patternDot), (.dash, .patternDash), (.dashDot, .patternDashDot), (.dashDotDot, .patternDashDotDot),
        ]
        self = patterns.first { $0.0 == lineStyle.pattern }.map { [.single, $0.1] } ?? .single
    }
}

extension Text.LineStyle {
    /// The SwiftUI line of a UIKit underline style: its pattern, in the text's colour; nil for no
    /// line (a raw value of 0). SwiftUI draws one line, so `thick` and `double` draw as `single`.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue != 0 else { return nil }
        switch nsUnderlineStyle.patternBits {
        case NSUnderlineStyle.patternDot.rawValue: self.init(pattern: .dot)
        case NSUnderlineStyle.patternDash.rawValue: self.init(pattern: .dash)
        case NSUnderlineStyle.patternDashDot.rawValue: self.init(pattern: .dashDot)
        case NSUnderlineStyle.patternDashDotDot.rawValue: self.init(pattern: .dashDotDot)
        default: self.init(pattern: .solid)
        }
    }
}
