extension NodeKind { public static let ignoresSafeArea = NodeKind("ignoresSafeArea") }

/// `.ignoresSafeArea(edges)`: renders have no safe-area insets yet, so it changes nothing.
struct IgnoresSafeAreaNode: ViewPrimitive {
    let edges: Edge.Set

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.ignoresSafeArea, nil, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `.ignoresSafeArea(edges)`.
    public static func ignoresSafeArea(_ edges: Edge.Set, child: ViewNode) -> ViewNode {
        ViewNode(IgnoresSafeAreaNode(edges: edges), children: [child])
    }
}
