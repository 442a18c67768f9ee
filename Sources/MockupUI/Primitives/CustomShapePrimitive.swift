import MockupRaster

extension NodeKind { public static let customShape = NodeKind("customShape") }

/// A `Shape` of the user's (`path(in:)`): sized like the built-in shapes (the proposal, 10 for an
/// unspecified axis; LAYOUT-SPEC §7.1); its path depends on that size, so it is deferred content
/// laid out inside the node once the size is final.
struct CustomShapeNode: ViewPrimitive {
    let path: DeferredContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .customShape, behavior: CustomShapeLayout(path: path), spacing: .generic)
    }
}

/// Built-in shape sizing, with the path as deferred content.
struct CustomShapeLayout: LeafLayout {
    let path: DeferredContent

    func sizeThatFits(_ p: LayoutProposal) -> Size { ShapeLayout(isCircle: false).sizeThatFits(p) }

    var deferredContent: DeferredContent? { path }
}

extension ViewNode {
    /// A custom shape whose drawing `path` builds for the final size.
    public static func customShape(_ path: DeferredContent) -> ViewNode { ViewNode(CustomShapeNode(path: path)) }
}
