import Foundation
import MockupUI

extension AttributedString {
    /// `nsStr` with the UIKit attributes SwiftUI's `Text` draws, as SwiftUI attributes: the font,
    /// foreground and background colours, kerning, tracking, baseline offset, underline and
    /// strikethrough (in their colours). Paragraph styles, shadows, links and attachments are left out.
    public init(_ nsStr: NSAttributedString) {
        self.init()
        let string = nsStr.string as NSString
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            var run = AttributedString(string.substring(with: range))
            if let font = attributes[.font] as? UIFont { run.font = Font(font) }
            if let color = attributes[.foregroundColor] as? UIColor { run.foregroundColor = Color(uiColor: color) }
            if let color = attributes[.backgroundColor] as? UIColor { run.backgroundColor = Color(uiColor: color) }
            if let kern = Self.length(attributes[.kern]) { run.kern = kern }
            if let tracking = Self.length(attributes[.tracking]) { run.tracking = tracking }
            if let offset = Self.length(attributes[.baselineOffset]) { run.baselineOffset = offset }
            run.underlineStyle = Self.line(attributes[.underlineStyle], color: attributes[.underlineColor])
            run.strikethroughStyle = Self.line(attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
            self.append(run)
        }
    }

    /// `nsStr` with its attributes of `scope`: those SwiftUI draws, as `init(_:)` converts them.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }

    /// A length attribute's value, which UIKit code gives as a number of any kind.
    private static func length(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// The SwiftUI line of an underline or strikethrough attribute (an `NSUnderlineStyle` or its raw
    /// value) in `color`, if one is set.
    private static func line(_ style: Any?, color: Any?) -> Text.LineStyle? {
        let rawValue = (style as? NSUnderlineStyle)?.rawValue ?? (style as? Int) ?? (style as? NSNumber)?.intValue
        guard let rawValue, let line = Text.LineStyle(nsUnderlineStyle: NSUnderlineStyle(rawValue: rawValue)) else { return nil }
        return Text.LineStyle(pattern: line.pattern, color: (color as? UIColor).map(Color.init(uiColor:)))
    }
}
