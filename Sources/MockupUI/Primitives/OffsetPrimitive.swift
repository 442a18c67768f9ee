import Foundation
import MockupRaster

extension NodeKind { public static let offset = NodeKind("offset") }

/// `.offset(x:y:)`: moves the drawing, not the layout (LAYOUT-SPEC §6.3).
struct OffsetNode: ViewPrimitive {
    let x: Double
    let y: Double

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.offset, "\(LayoutNumber.format(x)), \(LayoutNumber.format(y))", children[0], stackAxis,
                            layout: PassthroughLayout(drawOffset: Point(x, y)))
    }
}

extension ViewNode {
    /// `.offset(x:y:)`.
    public static func offset(x: Double, y: Double, child: ViewNode) -> ViewNode {
        ViewNode(OffsetNode(x: x, y: y), children: [child])
    }
}

extension View {
    /// Moves the drawing (not the layout) by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNodes { node, _ in .offset(x: Double(x), y: Double(y), child: node) }
    }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
