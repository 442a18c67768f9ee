/// The tab bar appearance set through `UITabBar.appearance()`, read when a `TabView` is resolved.
///
/// UIKit's appearance proxies are global; here they record into the `RenderContext` of the render
/// being built, so concurrent or successive renders never see each other's settings. Outside a
/// render there is nothing to record into: writes are dropped and reads give nil.
@MainActor
public enum TabBarAppearanceStore {
    /// The colours of one `UITabBarAppearance` (nil = the system default) and whether it has a
    /// background effect (the backdrop blur of the system chrome material).
    public struct Appearance: Hashable, Sendable {
        public var background: Color?
        public var shadow: Color?
        public var blursBackdrop: Bool
        public init(background: Color?, shadow: Color?, blursBackdrop: Bool = false) {
            self.background = background; self.shadow = shadow; self.blursBackdrop = blursBackdrop
        }
    }

    /// `UITabBar.appearance().standardAppearance`.
    public static var standard: Appearance? {
        get { RenderContext.current?.tabBarStandard }
        set { RenderContext.current?.tabBarStandard = newValue }
    }

    /// `UITabBar.appearance().scrollEdgeAppearance`.
    public static var scrollEdge: Appearance? {
        get { RenderContext.current?.tabBarScrollEdge }
        set { RenderContext.current?.tabBarScrollEdge = newValue }
    }

    /// No background and no hairline (`configureWithTransparentBackground`).
    static let transparent = Appearance(background: .clear, shadow: .clear)

    /// The appearance UIKit (iOS 15 and later) gives a tab bar: the standard one while content
    /// scrolls under the bar; at the content's scroll edge — where content that does not scroll
    /// always is — the scroll-edge one, or when none is set the standard one with a transparent
    /// background and no hairline (UITabBar.scrollEdgeAppearance's documentation). nil = the
    /// system default (material and hairline).
    static func appearance(contentScrollsUnderBar: Bool) -> Appearance? {
        contentScrollsUnderBar ? standard : scrollEdge ?? transparent
    }
}
