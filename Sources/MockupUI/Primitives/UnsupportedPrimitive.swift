extension NodeKind { public static let unsupported = NodeKind("unsupported") }

/// An API the engine accepts but cannot honour yet: the render warns and draws the content.
struct UnsupportedNode: ViewPrimitive {
    let feature: String
    /// What the render draws instead, as the warning says it.
    var drawn = "ignored; its content is drawn"

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.warn("unsupported: \(feature) (\(drawn))")
        return builder.passthrough(.unsupported, feature, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `child` drawn as is, with a warning that `feature` is not honoured.
    public static func unsupported(feature: String, child: ViewNode) -> ViewNode {
        ViewNode(UnsupportedNode(feature: feature), children: [child])
    }

    /// `child` drawn as is, with a warning that `feature` is not honoured and what is `drawn` instead.
    public static func unsupported(feature: String, drawn: String, child: ViewNode) -> ViewNode {
        ViewNode(UnsupportedNode(feature: feature, drawn: drawn), children: [child])
    }
}
