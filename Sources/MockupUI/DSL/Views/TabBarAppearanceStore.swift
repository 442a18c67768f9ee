/// The tab bar appearance set through `UITabBar.appearance()`, read when a `TabView` is resolved.
///
/// UIKit's appearance proxies are global; here they record into the `RenderContext` of the render
/// being built, so concurrent or successive renders never see each other's settings. Outside a
/// render there is nothing to record into: writes are dropped and reads give nil.
@MainActor
public enum TabBarAppearanceStore {
    /// The colours of one `UITabBarAppearance`; nil = the system default.
    public struct Appearance: Hashable, Sendable {
        public var background: Color?
        public var shadow: Color?
        public init(background: Color?, shadow: Color?) { self.background = background; self.shadow = shadow }
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

    /// The appearance of a tab bar at rest: content is not scrolled under it, so UIKit uses the
    /// scroll-edge appearance when one is set, else the standard one.
    static var atRest: Appearance? { scrollEdge ?? standard }
}
