/// `.zIndex(_:)`: the view's painting order among its siblings. Containers paint their children in
/// ascending `zIndex`, ties in declaration order; layout is unchanged. The value is set on the
/// wrapped view's own node, so the tree's shape is unchanged.
struct ZIndexNode: ViewPrimitive {
    let zIndex: Double

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        box.zIndex = zIndex
        return box
    }
}

extension ViewNode {
    /// `.zIndex(_:)`.
    public static func zIndex(_ value: Double, child: ViewNode) -> ViewNode {
        ViewNode(ZIndexNode(zIndex: value), children: [child])
    }
}

extension View {
    /// The view's front-to-back order among overlapping siblings (default 0): higher values are
    /// drawn in front, equal values in declaration order.
    public func zIndex(_ value: Double) -> some View {
        wrapNodes { node, _ in .zIndex(value, child: node) }
    }
}
