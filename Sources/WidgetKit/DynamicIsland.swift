import Foundation
import SwiftUI

/// A Live Activity's presentations in the Dynamic Island: expanded (its regions), compact (a view
/// each side of the TrueDepth camera) and minimal.
public struct DynamicIsland {
    let expanded: [ExpandedRegion]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var contentMargins: [DynamicIslandMode: DynamicIslandFrame.Margins] = [:]
    var keylineTint: Color?

    @preconcurrency @MainActor
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The URL a tap opens (no taps in a still).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// The colour of the island's keyline (the thin border iOS shows around the island over dark
    /// content): the island is drawn alone, without it, and a render note says so.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Replaces the default margins of `mode` on `edges` with `length`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.contentMargins[mode, default: DynamicIslandFrame.defaultMargins(mode)].set(edges, length)
        return island
    }
}

/// A presentation of the Dynamic Island.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region sits: beside the camera (leading, trailing), below it (center), or
/// under everything (bottom).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Whether an expanded region too wide for its place moves below the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let name: String
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded presentation, type-erased (its `priority` is not applied).
struct ExpandedRegion {
    let position: DynamicIslandExpandedRegionPosition
    let view: AnyView
    var margins: (edges: Edge.Set, length: Double)?

    /// The region's view inside its own margins, when set.
    @MainActor var content: some View { view.padding(margins?.edges ?? [], margins?.length ?? 0) }
}

/// A region of the expanded presentation (`DynamicIslandExpandedRegion(.leading) { … }`).
public struct DynamicIslandExpandedRegion<Content: View> {
    var region: ExpandedRegion

    @preconcurrency @MainActor
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = ExpandedRegion(position: position, view: AnyView(content()))
    }

    /// The region's view (with its own margins, when set).
    @preconcurrency @MainActor public var _viewRepresentation: some View { region.content }

    /// Margins of this region on `edges`, replacing the island's.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var copy = self
        copy.region.margins = (edges, length)
        return copy
    }
}

/// The regions an expanded presentation lists, in order.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [ExpandedRegion]
}

/// Collects `DynamicIslandExpandedRegion`s into the expanded presentation.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: [first.region])
    }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }

    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + [next.region])
    }

    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
    }
}
