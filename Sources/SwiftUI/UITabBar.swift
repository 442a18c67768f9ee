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

    public required init() { super.init() }

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

/// UIKit's tab bar; only its appearance proxy is meaningful here (`UIBarAppearanceProxy`).
@MainActor
public final class UITabBar: UIBarAppearanceProxy {
    public typealias Appearance = UITabBarAppearance
    public static let bar = BarAppearanceStore.Bar.tabBar
    private init() {}

    /// The appearance proxy of all tab bars.
    public static func appearance() -> UITabBar { UITabBar() }

    /// Accepted; the tab bar draws items in the `TabView`'s tint.
    public var tintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var isTranslucent = true
}
