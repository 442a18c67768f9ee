import MockupRaster

/// The result of a layout pass: every view's kind, its layout frame and its pixel-snapped display
/// frame, in root coordinates (points, y down). A plain `Sendable` value: the display list and the
/// dumps are derived from it on any thread.
public struct LayoutTree: Hashable, Sendable {
    /// Text layout details the renderer needs to reproduce the measured lines.
    public struct TextLines: Hashable, Sendable {
        /// First baseline below the frame's top edge (pixel-aligned).
        public var firstBaseline: Double
        public var lineCount: Int
        /// The width the lines were broken in; nil = unconstrained (one line per hard break).
        public var layoutWidth: Double?
        /// The line limit applied, from `lineLimit` and the proposed height; nil = unlimited.
        public var maxLines: Int?
        /// How far the text shrank to fit its lines (`minimumScaleFactor`); 1 = its own size.
        public var fontScale: Double = 1
    }

    /// One view.
    public struct Node: Hashable, Sendable {
        /// `.text`, `.shape`, `.hstack`, `.vstack`, `.zstack`, `.frame`, `.flexFrame`, `.padding`, ...
        public var kind: NodeKind
        /// The text, shape kind, symbol name, modifier parameters, ...
        public var detail: String?
        /// The names given with `.accessibilityIdentifier(_:)` and `.id(_:)`, innermost first.
        public var identifiers: [String] = []
        /// Painting order among siblings (`.zIndex(_:)`): containers paint ascending, ties in order.
        public var zIndex: Double = 0
        /// Unrounded layout frame; `.offset` does not move it.
        public var frame: Rect
        /// Where it is drawn: the layout frame moved by the enclosing `.offset`s, each edge snapped
        /// to the pixel grid from its absolute position (LAYOUT-SPEC §11).
        public var displayFrame: Rect
        /// What the node draws around its children; nil = only its children.
        public var drawing: AnyNodeDrawing?
        /// Present for text nodes.
        public var textLines: TextLines?
        public var children: [Node]
    }

    public var root: Node
    /// The canvas size (the root's size unless a canvas was given).
    public var size: Size
    public var scale: Double
    /// Unsupported features and missing images, each once, in first-seen order.
    public var warnings: [String]

    /// Every node, depth first, parents before children.
    public var nodes: [Node] {
        var result: [Node] = []
        func visit(_ n: Node) { result.append(n); n.children.forEach(visit) }
        visit(root)
        return result
    }

    /// The first node (depth first) named `identifier` with `.accessibilityIdentifier(_:)` or
    /// `.id(_:)`, or nil.
    public func node(identifiedBy identifier: String) -> Node? {
        nodes.first { $0.identifiers.contains(identifier) }
    }

    /// The layout frame (points, root coordinates) of the view named `identifier`, or nil.
    public func frame(of identifier: String) -> Rect? {
        node(identifiedBy: identifier)?.frame
    }

    /// Adds `message` to the warnings unless it is there already.
    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
