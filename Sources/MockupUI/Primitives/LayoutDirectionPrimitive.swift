/// A subtree laid out in its own direction (`.environment(\.layoutDirection, …)`). Right to
/// left, its views place their children in a horizontally flipped space (LAYOUT-SPEC §6.8). The
/// node adds no box of its own: the child's box, built in `direction`, is the subtree's, so the
/// layout tree's shape is unchanged.
struct LayoutDirectionNode: ViewPrimitive {
    let direction: LayoutDirection

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.building(in: direction) { builder.build(children[0], stackAxis: stackAxis) }
    }
}

extension ViewNode {
    /// `child` laid out in `direction`.
    static func layoutDirection(_ direction: LayoutDirection, child: ViewNode) -> ViewNode {
        ViewNode(LayoutDirectionNode(direction: direction), children: [child])
    }
}
