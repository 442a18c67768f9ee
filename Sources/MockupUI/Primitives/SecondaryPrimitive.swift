import Foundation
import MockupRaster

/// `.background` / `.overlay` (LAYOUT-SPEC §6.1): the primary (child 0) alone decides the size;
/// the secondary (child 1) is proposed exactly the primary's size and aligned on it.
struct SecondaryLayout: LayoutBehavior {
    let alignment: Alignment

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        guard let primary = children.first else { return [] }
        var placements = [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
        for secondary in children.dropFirst() {
            placements.append(AlignedPlacement.place(secondary, proposal: LayoutProposal(size), in: size,
                                                     alignment: alignment) { id, axis in
                primary.guide(id, axis: axis, size: size, proposal: proposal)
            })
        }
        return placements
    }

    /// Only the primary's text baselines count.
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        children.first?.explicitGuide(guide, axis: axis, size: size, proposal: proposal)
    }
}

/// A `.background` or `.overlay` layer.
public struct SecondaryLayer: Sendable {
    public enum Placement: Hashable, Sendable { case background, overlay }
    public var placement: Placement
    public var alignment: Alignment
    public var content: ViewNode
    public init(placement: Placement, alignment: Alignment, content: ViewNode) {
        self.placement = placement; self.alignment = alignment; self.content = content
    }
}

extension NodeKind {
    public static let background = NodeKind("background")
    public static let overlay = NodeKind("overlay")
}

/// `.background` (behind) or `.overlay` (in front): children are the primary view and the layer's
/// content, which is proposed the primary's size.
struct SecondaryNode: ViewPrimitive, NodeDrawing {
    let placement: SecondaryLayer.Placement
    let alignment: Alignment

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        guard !children[1].isEmptyNode else { return box }
        let secondary = builder.build(children[1], stackAxis: nil)
        return LayoutBox(kind: placement == .background ? .background : .overlay,
                         drawing: self, behavior: SecondaryLayout(alignment: alignment),
                         children: [box, secondary], spacing: box.spacing, priority: box.priority)
    }

    /// A background is painted below the primary view, an overlay above it.
    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        (placement == .background ? children.reversed() : children).flatMap { $0 }
    }
}

extension ViewNode {
    /// `.background` or `.overlay`.
    public static func secondary(_ layer: SecondaryLayer, primary: ViewNode) -> ViewNode {
        ViewNode(SecondaryNode(placement: layer.placement, alignment: layer.alignment), children: [primary, layer.content])
    }
}

extension View {
    /// `background` behind the view, proposed the view's size. Disfavoured, as in SwiftUI, so a
    /// style that is also a view (`Color`, a gradient) takes the shape-style overload.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layer(.background, alignment: alignment) { background }
    }

    /// The view `content` builds behind the view. Disfavoured, so an app's own back-port of it for
    /// iOS 14 (a `View` extension with this signature, common in real code) is the one its calls use
    /// rather than an ambiguous pair, as Xcode compiles it.
    @_disfavoredOverload
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layer(.background, alignment: alignment, content)
    }

    /// The view's bounds filled with the background style (`.background`).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// `shape` in the view's bounds, filled with the background style, behind the view.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// The view's bounds filled with `style`, reaching under the safe area on `edges` where the
    /// view touches it (LAYOUT-SPEC §10.5).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(.background, alignment: .center, safeAreaEdges: edges) { Rectangle().fill(style) }
    }

    /// `shape` in the view's bounds, filled with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                     fillStyle: FillStyle = FillStyle()) -> some View {
        layer(.background, alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// `overlay` in front of the view, proposed the view's size (disfavoured, as `background(_:alignment:)`).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layer(.overlay, alignment: alignment) { overlay }
    }

    /// The view `content` builds in front of the view; disfavoured as `background(alignment:content:)` is.
    @_disfavoredOverload
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layer(.overlay, alignment: alignment, content)
    }

    /// The view's bounds filled with `style` in front of it, reaching under the safe area on
    /// `edges` where the view touches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(.overlay, alignment: .center, safeAreaEdges: edges) { Rectangle().fill(style) }
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                  fillStyle: FillStyle = FillStyle()) -> some View {
        layer(.overlay, alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// `content` as a background or overlay layer; `safeAreaEdges` are the edges it reaches under
    /// the safe area on where the view touches it (LAYOUT-SPEC §10.5).
    private func layer<V: View>(_ placement: SecondaryLayer.Placement, alignment: Alignment,
                                safeAreaEdges: Edge.Set = [], _ content: () -> V) -> some View {
        let layerView = content()
        return wrapNodes { node, environment in
            let layered = ViewNode.layered(resolveNodes(layerView, in: environment), alignment: alignment)
            let layerNode = safeAreaEdges.isEmpty ? layered : .ignoresSafeArea(safeAreaEdges, child: layered)
            return .secondary(SecondaryLayer(placement: placement, alignment: alignment, content: layerNode),
                              primary: node)
        }
    }
}
