import Foundation
import MockupUI

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// Size classes; an iPhone in portrait is compact wide, regular tall.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// The traits a view sees and a dynamic colour is resolved for: the render's iPhone (compact
/// width, regular height, 3 pixels per point, the Large text size, a P3 screen; docs/DEVICES.md)
/// in light or dark, with any trait the code sets replacing the device's. Traits never change in a
/// render, so no trait-change handler or `traitCollectionDidChange(_:)` is ever called.
public final class UITraitCollection: @unchecked Sendable {
    /// Values by trait type (`ObjectIdentifier` of the `UITraitDefinition`); immutable, so the
    /// collection can be shared. A trait not in it has its definition's default value.
    private let values: [ObjectIdentifier: Any]

    private init(values: [ObjectIdentifier: Any]) { self.values = values }

    /// The device's traits in `userInterfaceStyle`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: Self.device(style: userInterfaceStyle))
    }

    /// The device's traits at the content size `preferredContentSizeCategory`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, value: preferredContentSizeCategory)
    }

    /// The device's traits with `trait` set to `value`.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = Self.device(style: .light)
        values[ObjectIdentifier(trait)] = value
        self.init(values: values)
    }

    /// The traits of the render (light unless a colour is being resolved for dark).
    public static let current = UITraitCollection(userInterfaceStyle: .light)

    /// The value of `trait`: the one set, or the trait's default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
    }

    /// A copy with `trait` set to `value`.
    public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) -> UITraitCollection {
        var values = values
        values[ObjectIdentifier(trait)] = value
        return UITraitCollection(values: values)
    }

    /// The device's traits with the ones `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(values: UITraitCollection.current.mutated(by: mutations))
    }

    /// A copy with the traits `mutations` sets (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(values: mutated(by: mutations))
    }

    /// A copy with the traits `overrides` sets (an object's `traitOverrides`).
    func overridden(by overrides: any UITraitOverrides) -> UITraitCollection {
        guard let set = (overrides as? TraitValues)?.values, !set.isEmpty else { return self }
        return UITraitCollection(values: values.merging(set) { _, override in override })
    }

    private func mutated(by mutations: (inout any UIMutableTraits) -> Void) -> [ObjectIdentifier: Any] {
        var traits: any UIMutableTraits = TraitValues(base: values)
        mutations(&traits)
        return values.merging((traits as? TraitValues)?.values ?? [:]) { _, set in set }
    }

    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    public var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }

    /// Whether a colour resolved for this collection and for `traitCollection` may differ: their
    /// styles, contrast, level or gamut differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
            || userInterfaceLevel != traitCollection.userInterfaceLevel
            || displayGamut != traitCollection.displayGamut
    }

    /// The system traits that change how colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
         UITraitDisplayGamut.self, UITraitActiveAppearance.self]
    }

    /// The render's iPhone, in `style`.
    private static func device(style: UIUserInterfaceStyle) -> [ObjectIdentifier: Any] {
        [ObjectIdentifier(UITraitUserInterfaceStyle.self): style,
         ObjectIdentifier(UITraitUserInterfaceIdiom.self): UIUserInterfaceIdiom.phone,
         ObjectIdentifier(UITraitHorizontalSizeClass.self): UIUserInterfaceSizeClass.compact,
         ObjectIdentifier(UITraitVerticalSizeClass.self): UIUserInterfaceSizeClass.regular,
         ObjectIdentifier(UITraitDisplayScale.self): CGFloat(3),
         ObjectIdentifier(UITraitLayoutDirection.self): UITraitEnvironmentLayoutDirection.leftToRight,
         ObjectIdentifier(UITraitPreferredContentSizeCategory.self): UIContentSizeCategory.large,
         ObjectIdentifier(UITraitDisplayGamut.self): UIDisplayGamut.P3,
         ObjectIdentifier(UITraitAccessibilityContrast.self): UIAccessibilityContrast.normal,
         ObjectIdentifier(UITraitUserInterfaceLevel.self): UIUserInterfaceLevel.base,
         ObjectIdentifier(UITraitLegibilityWeight.self): UILegibilityWeight.regular,
         ObjectIdentifier(UITraitActiveAppearance.self): UIUserInterfaceActiveAppearance.active]
    }
}
