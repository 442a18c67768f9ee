import MockupUI

/// UIKit's tab bar appearance: background and shadow (hairline) colours.
@MainActor
public final class UITabBarAppearance {
    /// nil = the system material (translucent blur).
    public var backgroundColor: UIColor?
    /// The hairline above the bar; nil = none.
    public var shadowColor: UIColor?

    /// A default appearance: system material and hairline.
    public init() { configureWithDefaultBackground() }

    init(_ appearance: TabBarAppearanceStore.Appearance) {
        backgroundColor = appearance.background.map(UIColor.init)
        shadowColor = appearance.shadow.map(UIColor.init)
    }

    /// An opaque background in the system background colour, with a hairline.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadow
    }

    /// The system material, with a hairline.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = Self.defaultShadow
    }

    /// No background and no hairline.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }

    static let defaultShadow = UIColor(Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.15)))

    var storeValue: TabBarAppearanceStore.Appearance {
        TabBarAppearanceStore.Appearance(background: backgroundColor?.color, shadow: shadowColor?.color)
    }
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
}
