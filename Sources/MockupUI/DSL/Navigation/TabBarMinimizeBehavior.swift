/// When iOS 26 shrinks the tab bar as content scrolls, as SwiftUI's `TabBarMinimizeBehavior`. A
/// still has not scrolled, so the tab bar is drawn at its full size whatever the behaviour.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    /// The platform's behaviour: on iPhone the tab bar does not minimize.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Minimized when scrolling down starts (iPhone).
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimized when scrolling up starts (iPhone).
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never minimized.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// How the tab bar of the tab view below minimizes on scroll; a still shows it unminimized.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
