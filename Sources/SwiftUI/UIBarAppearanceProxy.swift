import MockupUI

/// A bar's appearance proxy (`UITabBar.appearance()`, `UINavigationBar.appearance()`): its standard
/// and scroll-edge appearances are copied when assigned (as UIKit's `@NSCopying` properties) into
/// MockupUI's `BarAppearanceStore`, where the bar's container reads them.
@MainActor
public protocol UIBarAppearanceProxy: AnyObject {
    associatedtype Appearance: UIBarAppearance
    /// The bar whose appearances this proxy sets.
    static var bar: BarAppearanceStore.Bar { get }
}

extension UIBarAppearanceProxy {
    /// The appearance of the bar over content scrolled under it.
    public var standardAppearance: Appearance {
        get { Appearance().applying(BarAppearanceStore[Self.bar, .standard]) ?? Appearance() }
        set { BarAppearanceStore[Self.bar, .standard] = newValue.storeValue }
    }

    /// The appearance of the bar at its content's scroll edge; nil = the standard one with a
    /// transparent background.
    public var scrollEdgeAppearance: Appearance? {
        get { Appearance().applying(BarAppearanceStore[Self.bar, .scrollEdge]) }
        set { BarAppearanceStore[Self.bar, .scrollEdge] = newValue?.storeValue }
    }
}
