import MockupRaster

/// `EmptyView` where a single view is required (e.g. `EmptyView().frame(width: 10)`): zero size.
struct EmptyLayout: LeafLayout {
    func sizeThatFits(_ p: LayoutProposal) -> Size { .zero }
}

extension NodeKind { public static let empty = NodeKind("empty") }

/// `EmptyView`: contributes nothing to a stack or a secondary layer (LAYOUT-SPEC §1.5).
struct EmptyNode: ViewPrimitive {
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .empty, behavior: EmptyLayout(), spacing: .zero)
    }
}

extension ViewNode {
    /// Nothing.
    public static let empty = ViewNode(EmptyNode())

    /// `EmptyView`: contributes nothing to a stack or a secondary layer (LAYOUT-SPEC §1.5).
    var isEmptyNode: Bool { primitive is EmptyNode }
}
