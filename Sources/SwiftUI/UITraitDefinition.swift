import Foundation
import MockupUI

/// A trait a `UITraitCollection` holds (iOS 17): the system's (`UITraitUserInterfaceStyle`, …) or
/// the app's own, each with the value a collection has when the trait is not set.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, as UIKit derives it for traits that do not give one.
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as the trait-change API lists them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// Left-to-right or right-to-left, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`; raw values as UIKit's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    private static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
    }
}

/// Normal or increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// Base or elevated content (a presented sheet's), as UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

/// Regular or bold text (the Bold Text setting), as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }

/// Whether the content is in the active window, as UIKit's `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive, active }

/// The screen's colour gamut, as UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable { case unspecified = -1, SRGB, P3 }

// The system's traits, each with UIKit's "unspecified" value as its default.

public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}
public struct UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
}
public struct UITraitActiveAppearance: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
}
