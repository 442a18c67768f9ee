import Foundation
import MockupUI

/// UIKit's tab bar appearance. The background colour, background effect (a backdrop blur), hairline
/// colour and the stacked items' icon and title colours (`stackedLayoutAppearance`, the layout of
/// iPhone portrait) are honoured when a `TabView` is drawn; other item attributes are accepted.
@preconcurrency @MainActor
public final class UITabBarAppearance: UIBarAppearance {
    /// Items laid out with the title under the icon (iPhone portrait).
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon (iPad, landscape).
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public var selectionIndicatorTintColor: UIColor?
    public var selectionIndicatorImage: UIImage?
    public var stackedItemSpacing: CGFloat = 0
    public var stackedItemWidth: CGFloat = 0

    public required init() { super.init() }

    override var storeValue: BarAppearanceStore.Appearance {
        var value = super.storeValue
        value.selectedItem = stackedLayoutAppearance.selected.colors
        value.normalItem = stackedLayoutAppearance.normal.colors
        return value
    }

    override func applying(_ stored: BarAppearanceStore.Appearance?) -> Self? {
        guard let applied = super.applying(stored), let stored else { return nil }
        applied.stackedLayoutAppearance.selected.colors = stored.selectedItem
        applied.stackedLayoutAppearance.normal.colors = stored.normalItem
        return applied
    }
}

/// The look of tab bar items in each state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init(style: Style = .stacked) {}
    public func configureWithDefault(for style: Style) {}
}

/// The look of a tab bar item in one state.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset.zero

    /// The icon colour and the title's `.foregroundColor`, as the store keeps them.
    var colors: BarAppearanceStore.TabItemColors {
        get {
            BarAppearanceStore.TabItemColors(icon: iconColor?.color,
                                             title: (titleTextAttributes[.foregroundColor] as? UIColor)?.color)
        }
        set {
            iconColor = newValue.icon.map(UIColor.init)
            titleTextAttributes[.foregroundColor] = newValue.title.map(UIColor.init)
        }
    }
}

/// UIKit's tab bar; only its appearance proxy is meaningful here (`UIBarAppearanceProxy`).
@preconcurrency @MainActor
public final class UITabBar: UIBarAppearanceProxy {
    public typealias Appearance = UITabBarAppearance
    public static let bar = BarAppearanceStore.Bar.tabBar
    private init() {}

    /// The appearance proxy of all tab bars.
    public static func appearance() -> UITabBar { UITabBar() }
    /// The proxy inside `containerTypes`: the same one, as SwiftUI's tab bar sits in a tab bar controller.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar {
        appearance()
    }

    /// The selected item's colour where the appearances set none (else the `TabView`'s tint).
    public var tintColor: UIColor? {
        get { BarAppearanceStore[Self.bar, .legacy]?.selectedItem.icon.map(UIColor.init) }
        set { updateLegacy { $0.selectedItem = BarAppearanceStore.TabItemColors(icon: newValue?.color, title: newValue?.color) } }
    }

    /// The unselected items' colour where the appearances set none (else the system grey).
    public var unselectedItemTintColor: UIColor? {
        get { BarAppearanceStore[Self.bar, .legacy]?.normalItem.icon.map(UIColor.init) }
        set { updateLegacy { $0.normalItem = BarAppearanceStore.TabItemColors(icon: newValue?.color, title: newValue?.color) } }
    }

    /// `UITabBar.appearance().isHidden = true` removes the bar of every `TabView`, as on iOS (apps
    /// that draw their own tab bar set it).
    public var isHidden: Bool {
        get { BarAppearanceStore.isHidden(Self.bar) }
        set { updateLegacy { $0.isHidden = newValue } }
    }

    public var barTintColor: UIColor?
    /// Clipping the bar to its bounds clips away its top hairline, which UIKit draws just above it.
    public var clipsToBounds: Bool {
        get { BarAppearanceStore[Self.bar, .legacy]?.clipsToBounds ?? false }
        set { updateLegacy { $0.clipsToBounds = newValue } }
    }
    public var isTranslucent = true
    // The pre-iOS 13 images and item layout: held, not drawn (a still shows the bar at its
    // content's scroll edge, where iOS 15 and later draw it transparent anyway).
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    public var selectionIndicatorImage: UIImage?
    public var barStyle = UIBarStyle.default
    /// How items spread across the bar.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    public var itemPositioning = ItemPositioning.automatic
    public var itemSpacing: CGFloat = 0
    public var itemWidth: CGFloat = 0
}
