import Foundation
import MockupRaster

/// `.position(x:y:)`: takes the whole proposal (an unspecified dimension becomes 10, as
/// `ProposedViewSize.replacingUnspecifiedDimensions`), proposes the same to the child and puts
/// the child's centre at the point, in the modifier's own coordinates [DOC][OSUI `_PositionLayout`].
struct PositionLayout: LayoutBehavior {
    let position: Point

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        Size(p.width ?? LayoutDefaults.unspecifiedShapeLength, p.height ?? LayoutDefaults.unspecifiedShapeLength)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { child in
            let childSize = child.sizeThatFits(proposal)
            return ChildPlacement(origin: Point(position.x - childSize.width / 2, position.y - childSize.height / 2),
                                  size: childSize, proposal: proposal)
        }
    }
}

extension NodeKind { public static let position = NodeKind("position") }

/// `.position(x:y:)` around one child.
struct PositionNode: ViewPrimitive {
    let position: Point

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let child = builder.build(children[0], stackAxis: nil)
        return LayoutBox(kind: .position, detail: "\(LayoutNumber.format(position.x)), \(LayoutNumber.format(position.y))",
                         behavior: PositionLayout(position: position), children: [child], spacing: .generic)
    }
}

extension ViewNode {
    /// `.position(x:y:)`.
    public static func position(_ point: Point, child: ViewNode) -> ViewNode {
        ViewNode(PositionNode(position: point), children: [child])
    }
}

extension View {
    /// Puts the centre of this view at (`x`, `y`) in its parent's coordinates; the modifier fills
    /// the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNodes { node, _ in .position(Point(Double(x), Double(y)), child: node) }
    }

    /// Puts the centre of this view at `position` in its parent's coordinates.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
