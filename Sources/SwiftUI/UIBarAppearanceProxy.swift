import MockupUI

/// A bar's appearance proxy (`UITabBar.appearance()`, `UINavigationBar.appearance()`): its standard
/// and scroll-edge appearances are copied when assigned (as UIKit's `@NSCopying` properties) into
/// MockupUI's `BarAppearanceStore`, where the bar's container reads them.
@preconcurrency @MainActor
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

    /// The bar view's background colour, under its appearance's background: it shows where that is
    /// transparent (at the scroll edge, by default) and stops at the bar's frame, leaving the status
    /// bar's area above a navigation bar to the content.
    public var backgroundColor: UIColor? {
        get { BarAppearanceStore[Self.bar, .legacy]?.viewBackground.map(UIColor.init) }
        set { updateLegacy { $0.viewBackground = newValue?.color } }
    }

    /// Updates the bar's pre-iOS 13 properties (`titleTextAttributes`, `tintColor`, ...), which fill
    /// in what the appearances leave unset.
    func updateLegacy(_ update: (inout BarAppearanceStore.Appearance) -> Void) {
        var value = BarAppearanceStore[Self.bar, .legacy] ?? BarAppearanceStore.Appearance(background: nil, shadow: nil)
        update(&value)
        BarAppearanceStore[Self.bar, .legacy] = value
    }
}
