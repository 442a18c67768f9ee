extension NodeKind { public static let effect = NodeKind("effect") }

/// A render-only modifier (opacity, shadow, blur, clip, transforms): no layout influence; its
/// content draws through the effect.
struct EffectNode: ViewPrimitive, NodeDrawing {
    let effect: RenderEffect

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.effect, effect.layoutName, children[0], stackAxis, drawing: self)
    }

    /// The content, drawn through the effect as one group.
    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        let frame = node.displayFrame
        return [.group(DisplayGroup(effect: DisplayEffect(effect, bounds: frame), bounds: frame, items: children.flatMap { $0 }))]
    }
}

extension ViewNode {
    /// A render effect around `child`.
    public static func effect(_ effect: RenderEffect, child: ViewNode) -> ViewNode {
        ViewNode(EffectNode(effect: effect), children: [child])
    }
}
