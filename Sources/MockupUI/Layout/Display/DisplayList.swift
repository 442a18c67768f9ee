import MockupRaster

/// What to draw, in painting order (later items on top), derived from a `LayoutTree`: a
/// `Sendable` value free of closures, so it can be rasterized on any thread.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    public var size: Size
    public var scale: Double
    public var items: [DisplayItem]
    /// Unsupported features and missing images (their content is still drawn).
    public var warnings: [String]

    /// Each node's drawing wraps its children's items (backgrounds below their view, effects as
    /// groups, ...); a node without one (a stack, a ZStack) contributes its children's items in
    /// ascending `zIndex`, ties in declaration order.
    public init(_ tree: LayoutTree) {
        size = tree.size
        scale = tree.scale
        warnings = tree.warnings
        items = Self.items(tree.root)
    }

    private static func items(_ node: LayoutTree.Node) -> [DisplayItem] {
        let children = node.children.map(items)
        if let drawing = node.drawing { return drawing.base.displayItems(for: node, children: children) }
        return zip(node.children, children).enumerated()
            .sorted { ($0.element.0.zIndex, $0.offset) < ($1.element.0.zIndex, $1.offset) }
            .flatMap { $0.element.1 }
    }
}
