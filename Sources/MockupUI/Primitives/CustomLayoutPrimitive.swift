import Foundation
import MockupRaster

/// A user's `Layout` as the engine's layout rules: every call builds the subview proxies and a
/// fresh cache (`makeCache`) and hands them to the user's methods, which run directly in the
/// layout pass (they are not main-actor isolated, as in SwiftUI). Bounds handed to
/// `placeSubviews` start at the origin; placements are relative to them.
struct CustomLayoutBehavior<L: Layout>: LayoutBehavior {
    let layout: L
    /// The direction the container is laid out in, which its subviews report.
    let layoutDirection: LayoutDirection

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let subviews = LayoutSubviews(children, placements: nil, layoutDirection: layoutDirection)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews, cache: &cache)
        return Size(Self.length(size.width), Self.length(size.height))
    }

    /// Subviews `placeSubviews` leaves unplaced sit at the centre of the container at their ideal
    /// size [INF].
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let placements = LayoutPlacements(bounds: .zero)
        let subviews = LayoutSubviews(children, placements: placements, layoutDirection: layoutDirection)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: size.width, height: size.height),
                             proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        return children.enumerated().map { index, child in
            if let placed = placements.placed[index] { return placed }
            let ideal = child.sizeThatFits(.unspecified)
            return ChildPlacement(origin: Point((size.width - ideal.width) / 2, (size.height - ideal.height) / 2),
                                  size: ideal, proposal: .unspecified)
        }
    }

    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> Double? {
        let subviews = LayoutSubviews(children, placements: nil, layoutDirection: layoutDirection)
        var cache = layout.makeCache(subviews: subviews)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let value: CGFloat?
        switch axis {
        case .vertical:
            value = layout.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: ProposedViewSize(proposal),
                                             subviews: subviews, cache: &cache)
        case .horizontal:
            value = layout.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: ProposedViewSize(proposal),
                                             subviews: subviews, cache: &cache)
        }
        return value.map(Double.init)
    }

    /// A returned length as the engine's: NaN and negative lengths become 0.
    private static func length(_ value: CGFloat) -> Double {
        value.isNaN ? 0 : max(Double(value), 0)
    }
}

extension NodeKind { public static let customLayout = NodeKind("layout") }

/// A custom `Layout` container and its subviews.
struct CustomLayoutNode<L: Layout>: ViewPrimitive, @unchecked Sendable {
    // The user's layout value (a struct of parameters) is only used by the layout pass that
    // builds the box; its methods are nonisolated, as SwiftUI's.
    let layout: L

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let axis = layout.stackOrientation
        let boxes = children.filter { !$0.isEmptyNode }.map { builder.build($0, stackAxis: axis) }
        let subviews = LayoutSubviews(boxes, placements: nil, layoutDirection: builder.layoutDirection)
        var cache = layout.makeCache(subviews: subviews)
        let spacing = layout.spacing(subviews: subviews, cache: &cache)
        return LayoutBox(kind: .customLayout, detail: "\(L.self)", behavior: CustomLayoutBehavior(layout: layout, layoutDirection: builder.layoutDirection),
                         children: boxes, spacing: spacing.preferences)
    }
}

extension ViewNode {
    /// A custom `Layout` container around `children`.
    static func customLayout<L: Layout>(_ layout: L, children: [ViewNode]) -> ViewNode {
        ViewNode(CustomLayoutNode(layout: layout), children: children)
    }
}
