extension NodeKind { public static let effect = NodeKind("effect") }

/// A render-only modifier (opacity, shadow, blur, clip, transforms): no layout influence; its
/// content draws through the effect.
struct EffectNode: ViewPrimitive {
    let effect: RenderEffect

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.effect, effect.layoutName, children[0], stackAxis, content: .effect(effect))
    }
}

extension ViewNode {
    /// A render effect around `child`.
    public static func effect(_ effect: RenderEffect, child: ViewNode) -> ViewNode {
        ViewNode(EffectNode(effect: effect), children: [child])
    }
}
