import MockupRaster
extension NodeKind { public static let safeAreaEdges = NodeKind("safeAreaEdges") }

/// Content that bars around it inset (a navigation stack's content below its bar and above its
/// bottom toolbar, a `safeAreaInset` view's neighbour): its frame's `edges` are the safe area's edges
/// for everything inside it, while the region's bounds stay the screen's. A view inside that ignores
/// the safe area there (a ShapeStyle background, `.ignoresSafeArea()`) reaches past the bar to the
/// screen's edge, as on iOS, where bars inset the content's safe area rather than its bounds.
struct SafeAreaEdgesLayout: LayoutBehavior {
    let edges: Edge.Set

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        (frame, safeArea?.insetting(edges, to: frame))
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { _ in ChildPlacement(origin: .zero, size: size, proposal: proposal) }
    }
}

struct SafeAreaEdgesNode: ViewPrimitive {
    let edges: Edge.Set

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .safeAreaEdges, detail: IgnoresSafeAreaNode.detail(edges, implied: false),
                         behavior: SafeAreaEdgesLayout(edges: edges), children: [box], spacing: box.spacing, priority: box.priority)
    }
}

extension ViewNode {
    /// `child` with its frame's `edges` as the safe area's edges for what it contains.
    static func safeAreaEdges(_ edges: Edge.Set, child: ViewNode) -> ViewNode {
        edges.isEmpty ? child : ViewNode(SafeAreaEdgesNode(edges: edges), children: [child])
    }
}
