import Foundation
import MockupUI

/// UIKit's tab bar appearance. The background colour, background effect (a backdrop blur) and
/// hairline colour are honoured when a `TabView` is drawn; item colours and text attributes are accepted (the tab bar draws its items in
/// the tint and the system grey).
@MainActor
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

    public override init() { super.init() }

    init(_ appearance: TabBarAppearanceStore.Appearance) {
        super.init()
        backgroundColor = appearance.background.map(UIColor.init)
        backgroundEffect = appearance.blursBackdrop ? UIBlurEffect(style: .systemChromeMaterial) : nil
        shadowColor = appearance.shadow.map(UIColor.init)
    }

    /// What `TabView` reads: the background colour (nil = the system material), whether the
    /// background effect blurs the backdrop, and the hairline.
    var storeValue: TabBarAppearanceStore.Appearance {
        TabBarAppearanceStore.Appearance(background: backgroundColor?.color, shadow: shadowColor?.color,
                                         blursBackdrop: backgroundEffect != nil)
    }
}

/// The look of tab bar items in each state.
@MainActor
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
@MainActor
public final class UITabBarItemStateAppearance {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset.zero
}

/// UIKit's tab bar; only its appearance proxy is meaningful here. Appearance objects are copied
/// when assigned (as UIKit's `@NSCopying` properties), into MockupUI's `TabBarAppearanceStore`.
@MainActor
public final class UITabBar {
    private init() {}

    /// The appearance proxy of all tab bars.
    public static func appearance() -> UITabBar { UITabBar() }

    public var standardAppearance: UITabBarAppearance {
        get { TabBarAppearanceStore.standard.map(UITabBarAppearance.init) ?? UITabBarAppearance() }
        set { TabBarAppearanceStore.standard = newValue.storeValue }
    }

    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { TabBarAppearanceStore.scrollEdge.map(UITabBarAppearance.init) }
        set { TabBarAppearanceStore.scrollEdge = newValue?.storeValue }
    }

    /// Accepted; the tab bar draws items in the `TabView`'s tint.
    public var tintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var isTranslucent = true
}
