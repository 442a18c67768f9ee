import Foundation
import MockupRaster

/// `ZStack` (LAYOUT-SPEC §6.2, after OpenSwiftUI's `ZStackLayout`): only the highest-priority
/// children size the stack; at placement every child is proposed the stack's final size and
/// aligned on the shared alignment point.
struct ZStackLayoutRules: LayoutBehavior {
    let alignment: Alignment

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let sizes = Self.sizingChildren(children).map { $0.sizeThatFits(p) }
        return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let placing = LayoutProposal(size)
        let sizing = Self.sizingChildren(children)
        let ax = sizing.map { $0.guide(alignment.horizontal.key, axis: .horizontal, size: $0.sizeThatFits(placing), proposal: placing) }.max() ?? 0
        let ay = sizing.map { $0.guide(alignment.vertical.key, axis: .vertical, size: $0.sizeThatFits(placing), proposal: placing) }.max() ?? 0
        return children.map { child in
            let s = child.sizeThatFits(placing)
            let origin = Point(ax - child.guide(alignment.horizontal.key, axis: .horizontal, size: s, proposal: placing),
                               ay - child.guide(alignment.vertical.key, axis: .vertical, size: s, proposal: placing))
            return ChildPlacement(origin: origin, size: s, proposal: placing)
        }
    }

    private static func sizingChildren(_ children: [LayoutBox]) -> [LayoutBox] {
        guard let top = children.map(\.priority).max() else { return [] }
        return children.filter { $0.priority == top }
    }
}

extension NodeKind { public static let zstack = NodeKind("zstack") }

/// `ZStack`: children on top of each other, aligned.
struct ZStackNode: ViewPrimitive {
    let alignment: Alignment

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let boxes = children.filter { !$0.isEmptyNode }.map { builder.build($0, stackAxis: nil) }
        let spacing = boxes.isEmpty ? .zero : boxes.dropFirst().reduce(boxes[0].spacing) { $0.merged(with: $1.spacing) }
        return LayoutBox(kind: .zstack, behavior: ZStackLayoutRules(alignment: alignment), children: boxes, spacing: spacing)
    }
}

extension ViewNode {
    /// A `ZStack`.
    public static func zstack(alignment: Alignment, children: [ViewNode]) -> ViewNode {
        ViewNode(ZStackNode(alignment: alignment), children: children)
    }
}

/// Children on top of each other, later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.zstack(alignment: alignment, children: MockupUI.resolveNodes(content, in: environment))]
    }
}
