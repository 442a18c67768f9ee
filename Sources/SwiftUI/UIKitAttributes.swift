import Foundation
import MockupUI

// UIKit's attributes on Foundation's AttributedString (`text[range].foregroundColor = UIColor.red`,
// `AttributedString(ns, including: \.uiKit)`), under the `NSAttributedString.Key` names UIKit uses.
// A `Text` draws the SwiftUI scope's attributes; these are held with the string. Where both scopes
// name an attribute, a value that fits both (`.red`) is SwiftUI's.

extension AttributeScopes {
    /// UIKit's attribute scope: colours, kerning and offsets, decoration styles.
    public struct UIKitAttributes: AttributeScope {
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }

        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strokeColor: StrokeColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let ligature: LigatureAttribute
        public let foundation: FoundationAttributes
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
