import Foundation
import MockupUI

/// Traits being set (iOS 17): the collection `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` build, and the `traitOverrides` of views, view controllers and window
/// scenes. Any trait is set through its definition (`traits[ThemeTrait.self] = .ocean`), the
/// system's also by name (`traits.userInterfaceStyle = .dark`).
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] } set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] } set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] } set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] } set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] } set { self[UITraitDisplayScale.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] } set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] } set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] } set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] } set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] } set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] } set { self[UITraitActiveAppearance.self] = newValue }
    }
}

/// The traits an object sets for itself and what it contains (`view.traitOverrides.userInterfaceStyle
/// = .dark`, `windowScene.traitOverrides[ThemeTrait.self] = .ocean`): each replaces the inherited value.
public protocol UITraitOverrides: UIMutableTraits {
    func contains(_ trait: UITrait) -> Bool
    mutating func remove(_ trait: UITrait)
}

/// Trait values by definition: a collection being built, or an object's overrides. A trait not set
/// reads as `base`'s value, else its definition's default.
struct TraitValues: UITraitOverrides {
    private(set) var values: [ObjectIdentifier: Any] = [:]
    var base: [ObjectIdentifier: Any] = [:]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { (values[ObjectIdentifier(trait)] ?? base[ObjectIdentifier(trait)]) as? T.Value ?? T.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }

    func contains(_ trait: UITrait) -> Bool { values[ObjectIdentifier(trait)] != nil }

    mutating func remove(_ trait: UITrait) { values[ObjectIdentifier(trait)] = nil }
}
