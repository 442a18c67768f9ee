import MockupRaster

/// Shapes, colours and gradients (LAYOUT-SPEC §7.1): they take the proposal, 10 for an unspecified
/// axis; a `Circle` takes the largest square that fits.
struct ShapeLayout: LeafLayout {
    let isCircle: Bool

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let w = p.width ?? LayoutDefaults.unspecifiedShapeLength
        let h = p.height ?? LayoutDefaults.unspecifiedShapeLength
        guard isCircle else { return Size(w, h) }
        let side = min(w, h)
        return Size(side, side)
    }
}

extension NodeKind { public static let shape = NodeKind("shape") }

/// A shape view: `Rectangle()`, `Circle().fill(...)`, `Color.red`, a gradient as a view, `Path {}`.
struct ShapeNode: ViewPrimitive, NodeDrawing {
    let shape: ResolvedShape

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .shape, detail: shape.kind.layoutName, drawing: self,
                  behavior: ShapeLayout(isCircle: shape.kind == .circle), spacing: .generic)
    }

    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        [.shape(DisplayShape(shape: shape, frame: node.displayFrame))]
    }
}

extension ViewNode {
    /// A shape view.
    public static func shape(_ shape: ResolvedShape) -> ViewNode { ViewNode(ShapeNode(shape: shape)) }
}
