/// The bar appearances set through UIKit's proxies (`UITabBar.appearance()`,
/// `UINavigationBar.appearance()`), read when a `TabView` or a navigation container is resolved.
///
/// UIKit's appearance proxies are global; here they record into the `RenderContext` of the render
/// being built, so concurrent or successive renders never see each other's settings. Outside a
/// render there is nothing to record into: writes are dropped and reads give nil.
@preconcurrency @MainActor
public enum BarAppearanceStore {
    /// The bars whose appearance UIKit's proxies set.
    public enum Bar: Hashable, Sendable { case tabBar, navigationBar }
    /// A bar's appearance properties: `standardAppearance` and `scrollEdgeAppearance`; `legacy`
    /// holds the bar's pre-iOS 13 properties (`UINavigationBar.appearance().titleTextAttributes`),
    /// which fill in what the appearances leave unset.
    public enum Slot: Hashable, Sendable { case standard, scrollEdge, legacy }

    /// The text attributes of a bar's title (`titleTextAttributes`): nil = the system's.
    public struct TitleAttributes: Hashable, Sendable {
        public var font: Font?
        public var color: Color?
        public init(font: Font? = nil, color: Color? = nil) { self.font = font; self.color = color }

        /// These attributes, with `fallback`'s where these are unset.
        func filled(from fallback: TitleAttributes?) -> TitleAttributes {
            TitleAttributes(font: font ?? fallback?.font, color: color ?? fallback?.color)
        }
    }

    /// The colours of a tab bar item state (`UITabBarItemStateAppearance`): its icon and title
    /// (`iconColor`, the title's `.foregroundColor`); nil = the system's.
    public struct TabItemColors: Hashable, Sendable {
        public var icon: Color?
        public var title: Color?
        public init(icon: Color? = nil, title: Color? = nil) { self.icon = icon; self.title = title }

        /// These colours, with `fallback`'s where these are unset.
        func filled(from fallback: TabItemColors?) -> TabItemColors {
            TabItemColors(icon: icon ?? fallback?.icon, title: title ?? fallback?.title)
        }
    }

    /// The colours of one `UIBarAppearance` (nil = the system default) and whether it has a
    /// background effect (the backdrop blur of the system chrome material).
    public struct Appearance: Hashable, Sendable {
        public var background: Color?
        public var shadow: Color?
        public var blursBackdrop: Bool
        /// A navigation bar's `titleTextAttributes` and `largeTitleTextAttributes`.
        public var title: TitleAttributes
        public var largeTitle: TitleAttributes
        /// A tab bar's stacked item colours, selected and normal.
        public var selectedItem: TabItemColors
        public var normalItem: TabItemColors
        /// The bar's `isHidden`, set through its proxy (`UITabBar.appearance().isHidden = true`, as
        /// apps that draw their own tab bar do); kept in the `.legacy` slot.
        public var isHidden = false
        /// The bar view's own `backgroundColor` (`UINavigationBar.appearance().backgroundColor`), kept in
        /// the `.legacy` slot: the view's layer, under the appearance's background and within the
        /// bar's frame only (not up under the status bar), as UIKit draws it.
        public var viewBackground: Color?
        /// The bar view's `clipsToBounds`, kept in the `.legacy` slot: the hairline, drawn just outside
        /// the bar, is clipped away (the idiom for a tab bar without its top line).
        public var clipsToBounds = false
        public init(background: Color?, shadow: Color?, blursBackdrop: Bool = false,
                    title: TitleAttributes = TitleAttributes(), largeTitle: TitleAttributes = TitleAttributes(),
                    selectedItem: TabItemColors = TabItemColors(), normalItem: TabItemColors = TabItemColors()) {
            self.background = background; self.shadow = shadow; self.blursBackdrop = blursBackdrop
            self.title = title; self.largeTitle = largeTitle
            self.selectedItem = selectedItem; self.normalItem = normalItem
        }
    }

    /// `UITabBar.appearance().standardAppearance` and the like.
    public static subscript(bar: Bar, slot: Slot) -> Appearance? {
        get { RenderContext.current?.barAppearances[BarSlot(bar: bar, slot: slot)] }
        set { RenderContext.current?.barAppearances[BarSlot(bar: bar, slot: slot)] = newValue }
    }

    /// One appearance property of one bar.
    struct BarSlot: Hashable { let bar: Bar; let slot: Slot }

    /// No background and no hairline (`configureWithTransparentBackground`).
    static let transparent = Appearance(background: .clear, shadow: .clear)

    /// The appearance UIKit (iOS 15 and later) gives `bar`: the standard one while content scrolls
    /// under the bar; at the content's scroll edge — where content that does not scroll always is,
    /// and where a still shows a navigation bar's content — the scroll-edge one, or when none is set
    /// the standard one with a transparent background and no hairline (the `scrollEdgeAppearance`
    /// documentation of UITabBar and UINavigationBar; for navigation bars of every title size since
    /// iOS 15). nil = the system default (material and hairline).
    static func appearance(of bar: Bar, contentScrollsUnderBar: Bool) -> Appearance? {
        contentScrollsUnderBar ? self[bar, .standard] : self[bar, .scrollEdge] ?? transparent
    }

    /// The appearance whose titles and items `bar` shows: the standard one when `standard`, else the
    /// scroll-edge one, which when unset is the standard one with a transparent background (so its
    /// titles and items are the standard one's).
    private static func shown(_ bar: Bar, standard: Bool) -> Appearance? {
        standard ? self[bar, .standard] : self[bar, .scrollEdge] ?? self[bar, .standard]
    }

    /// The inline and large title attributes of `bar` in the appearance it shows, filled in from the
    /// bar's legacy properties.
    static func titleAttributes(of bar: Bar, standard: Bool) -> (title: TitleAttributes, largeTitle: TitleAttributes) {
        let shown = shown(bar, standard: standard), legacy = self[bar, .legacy]
        return ((shown?.title ?? TitleAttributes()).filled(from: legacy?.title),
                (shown?.largeTitle ?? TitleAttributes()).filled(from: legacy?.largeTitle))
    }

    /// The bar view's `backgroundColor`, set through its proxy.
    static func viewBackground(of bar: Bar) -> Color? { self[bar, .legacy]?.viewBackground }

    /// Whether the bar view clips to its bounds, set through its proxy.
    static func clipsToBounds(_ bar: Bar) -> Bool { self[bar, .legacy]?.clipsToBounds ?? false }

    /// Whether the bar's `isHidden` was set through its proxy.
    public static func isHidden(_ bar: Bar) -> Bool { self[bar, .legacy]?.isHidden ?? false }

    /// The tab bar's item colours in the appearance it shows, filled in from its legacy `tintColor`
    /// and `unselectedItemTintColor`.
    static func tabItemColors(standard: Bool) -> (selected: TabItemColors, normal: TabItemColors) {
        let shown = shown(.tabBar, standard: standard), legacy = self[.tabBar, .legacy]
        return ((shown?.selectedItem ?? TabItemColors()).filled(from: legacy?.selectedItem),
                (shown?.normalItem ?? TabItemColors()).filled(from: legacy?.normalItem))
    }
}
