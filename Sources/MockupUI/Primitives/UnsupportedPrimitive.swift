extension NodeKind { public static let unsupported = NodeKind("unsupported") }

/// An API the engine accepts but cannot honour yet: the render warns and draws the content.
struct UnsupportedNode: ViewPrimitive {
    let feature: String

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.warn("unsupported: \(feature) (ignored; its content is drawn)")
        return builder.passthrough(.unsupported, feature, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `child` drawn as is, with a warning that `feature` is not honoured.
    public static func unsupported(feature: String, child: ViewNode) -> ViewNode {
        ViewNode(UnsupportedNode(feature: feature), children: [child])
    }
}
