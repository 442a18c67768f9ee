/// The tab bar appearance set through `UITabBar.appearance()`, read when a `TabView` is resolved.
///
/// Process-wide like UIKit's appearance proxies; `resolveRenderRoot` resets it before each render
/// so one render's settings never leak into the next.
@MainActor
public enum TabBarAppearanceStore {
    /// The colours of one `UITabBarAppearance`; nil = the system default.
    public struct Appearance: Hashable, Sendable {
        public var background: Color?
        public var shadow: Color?
        public init(background: Color?, shadow: Color?) { self.background = background; self.shadow = shadow }
    }

    /// `UITabBar.appearance().standardAppearance`.
    public static var standard: Appearance?
    /// `UITabBar.appearance().scrollEdgeAppearance`.
    public static var scrollEdge: Appearance?

    /// Forgets all appearance settings.
    public static func reset() {
        standard = nil
        scrollEdge = nil
    }

    /// The appearance of a tab bar at rest: content is not scrolled under it, so UIKit uses the
    /// scroll-edge appearance when one is set, else the standard one.
    static var atRest: Appearance? { scrollEdge ?? standard }
}
