/// Whether a view mirrors in a layout direction (iOS 17), as SwiftUI's `LayoutDirectionBehavior`.
public struct LayoutDirectionBehavior: Hashable, Sendable {
    /// The direction the view is drawn mirrored in; nil: never.
    let mirroredDirection: LayoutDirection?
    /// Never mirrors.
    public static let fixed = LayoutDirectionBehavior(mirroredDirection: nil)
    /// Mirrors when the layout direction is right to left.
    public static let mirrors = LayoutDirectionBehavior(mirroredDirection: .rightToLeft)
    /// Mirrors when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirroredDirection: layoutDirection)
    }

    /// Whether content with this behavior is mirrored in `layoutDirection`.
    func isMirrored(in layoutDirection: LayoutDirection) -> Bool { mirroredDirection == layoutDirection }
}

/// Draws the content mirrored when the layout direction is `behavior`'s: the content is laid out
/// in the other direction (its original version) and drawn flipped horizontally about its centre,
/// so a right-to-left render shows the left-to-right drawing mirrored (LAYOUT-SPEC §6.8).
struct LayoutDirectionMirror: NodeModifier {
    let behavior: LayoutDirectionBehavior

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        guard behavior.isMirrored(in: environment.layoutDirection) else { return content(environment) }
        var original = environment
        original.layoutDirection = environment.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
        return content(original).map { node in
            .effect(.scale(x: -1, y: 1, anchor: .center), child: .layoutDirection(original.layoutDirection, child: node))
        }
    }
}

extension View {
    /// Mirrors the view's contents horizontally when the layout direction is right to left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(LayoutDirectionMirror(behavior: enabled ? .mirrors : .fixed))
    }

    /// Mirrors the view's contents horizontally in the layout direction `behavior` names (iOS 17).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionMirror(behavior: behavior))
    }
}
