/// The blur iOS 26 draws where scrolling content passes under pinned controls such as bars, as
/// SwiftUI's `ScrollEdgeEffectStyle`. The iOS 17/18 look Mockup draws has no such effect: its bars
/// draw their own backgrounds, so the style and its visibility change nothing in a render.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String

    /// The effect the system chooses for the platform and context.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A nearly opaque boundary with a straight edge.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A subtle, blurred boundary.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

extension View {
    /// The scroll edge effect style of the scroll views below at `edges` (nil: the automatic one);
    /// nothing to draw in the iOS 17/18 look.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the scroll edge effects of the scroll views below at `edges`; nothing to hide in the
    /// iOS 17/18 look.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}
