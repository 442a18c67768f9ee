import Foundation
extension NodeKind { public static let layoutPriority = NodeKind("layoutPriority") }

/// `.layoutPriority(_:)`: stacks offer space to higher priorities first (LAYOUT-SPEC §2.2).
struct LayoutPriorityNode: ViewPrimitive {
    let priority: Double

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .layoutPriority, detail: LayoutNumber.format(priority), behavior: PassthroughLayout(),
                         children: [box], spacing: box.spacing, priority: priority)
    }
}

extension ViewNode {
    /// `.layoutPriority(_:)`.
    public static func layoutPriority(_ priority: Double, child: ViewNode) -> ViewNode {
        ViewNode(LayoutPriorityNode(priority: priority), children: [child])
    }
}

extension View {
    /// Priority in the enclosing stack's distribution of space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        wrapNodes { node, _ in .layoutPriority(value, child: node) }
    }
}
