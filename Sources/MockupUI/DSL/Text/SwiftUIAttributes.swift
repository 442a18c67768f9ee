import Foundation

// SwiftUI's attributes on Foundation's AttributedString (`text.foregroundColor = .red`).

/// `AttributedString.font`.
public enum FontAttribute: AttributedStringKey {
    public typealias Value = Font
    public static let name = "SwiftUI.Font"
}

/// `AttributedString.foregroundColor`.
public enum ForegroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "SwiftUI.ForegroundColor"
}

/// `AttributedString.backgroundColor` (not drawn).
public enum BackgroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "SwiftUI.BackgroundColor"
}

/// `AttributedString.strikethroughStyle`.
public enum StrikethroughStyleAttribute: AttributedStringKey {
    public typealias Value = Text.LineStyle
    public static let name = "SwiftUI.StrikethroughStyle"
}

/// `AttributedString.underlineStyle`.
public enum UnderlineStyleAttribute: AttributedStringKey {
    public typealias Value = Text.LineStyle
    public static let name = "SwiftUI.UnderlineStyle"
}

/// `AttributedString.kern`.
public enum KerningAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.Kern"
}

/// `AttributedString.tracking`.
public enum TrackingAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.Tracking"
}

/// `AttributedString.baselineOffset`.
public enum BaselineOffsetAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.BaselineOffset"
}

extension AttributeScopes {
    /// SwiftUI's attribute scope.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's on Apple platforms; here, where Linux's Foundation lacks it.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
