import Foundation
import MockupRaster

/// `.fixedSize(horizontal:vertical:)` (LAYOUT-SPEC §6.5): the fixed axes are proposed nil, so the
/// child takes its ideal size there; centred in the modifier's bounds.
struct FixedSizeLayout: LayoutBehavior {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(childProposal(p)) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal), in: size, alignment: .center) }
    }
}

extension NodeKind { public static let fixedSize = NodeKind("fixedSize") }

/// `.fixedSize(horizontal:vertical:)`.
struct FixedSizeNode: ViewPrimitive {
    let horizontal: Bool
    let vertical: Bool

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .fixedSize, detail: "\(horizontal) \(vertical)",
                         behavior: FixedSizeLayout(horizontal: horizontal, vertical: vertical),
                         children: [box], spacing: box.spacing, priority: box.priority)
    }
}

extension ViewNode {
    /// `.fixedSize(horizontal:vertical:)`.
    public static func fixedSize(horizontal: Bool, vertical: Bool, child: ViewNode) -> ViewNode {
        ViewNode(FixedSizeNode(horizontal: horizontal, vertical: vertical), children: [child])
    }
}

extension View {
    /// The content at its ideal size on the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        wrapNodes { node, _ in .fixedSize(horizontal: horizontal, vertical: vertical, child: node) }
    }
}
