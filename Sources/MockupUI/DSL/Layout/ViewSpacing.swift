import Foundation

/// A view's preferred spacing to its neighbours, as SwiftUI's `ViewSpacing`: per edge, what the
/// view wants next to text and to other views (LAYOUT-SPEC §2.3). Custom layouts read it from
/// `LayoutSubview.spacing` and measure gaps with `distance(to:along:)`.
public struct ViewSpacing: Sendable {
    var preferences: SpacingPreferences

    init(_ preferences: SpacingPreferences) { self.preferences = preferences }

    /// No preferences: the system's default spacing (8 pt) to any neighbour.
    public init() { preferences = SpacingPreferences() }

    /// Zero on every edge.
    public static let zero = ViewSpacing(.zero)

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferences = preferences.merged(with: other.preferences.restricted(to: Self.spacingEdges(edges)))
    }

    /// This spacing merged with `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The gap SwiftUI puts between a view with this spacing (leading or top) and one with
    /// `next` (trailing or bottom) along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(preferences.distance(to: next.preferences, along: axis, defaultSpacing: LayoutDefaults.spacing))
    }

    /// The engine's edges for a set of layout edges (left to right).
    private static func spacingEdges(_ edges: Edge.Set) -> Set<SpacingPreferences.Edge> {
        var result: Set<SpacingPreferences.Edge> = []
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.leading) { result.insert(.left) }
        if edges.contains(.trailing) { result.insert(.right) }
        return result
    }
}
