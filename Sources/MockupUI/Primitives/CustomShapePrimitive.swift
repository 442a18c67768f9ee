import Foundation
import MockupRaster

extension NodeKind { public static let customShape = NodeKind("customShape") }

/// A `Shape` of the user's (`path(in:)`): sized by its `sizeThatFits(_:)` (by default as the
/// built-in shapes: the proposal, 10 for an unspecified axis; LAYOUT-SPEC §7.1); its path depends
/// on that size, so it is deferred content laid out inside the node once the size is final.
struct CustomShapeNode: ViewPrimitive {
    let sizing: @Sendable (ProposedViewSize) -> CGSize
    let path: DeferredContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .customShape, behavior: CustomShapeLayout(sizing: sizing, path: path), spacing: .generic)
    }
}

/// The shape's own sizing, with the path as deferred content.
struct CustomShapeLayout: LeafLayout {
    let sizing: @Sendable (ProposedViewSize) -> CGSize
    let path: DeferredContent

    /// The shape's size, a negative or NaN length taken as zero.
    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let size = sizing(ProposedViewSize(p))
        func length(_ value: CGFloat) -> Double { value.isNaN ? 0 : max(Double(value), 0) }
        return Size(length(size.width), length(size.height))
    }

    var deferredContent: DeferredContent? { path }
}

extension ViewNode {
    /// A custom shape that takes the size `sizing` gives a proposal, and whose drawing `path`
    /// builds for that size.
    public static func customShape(sizing: @escaping @Sendable (ProposedViewSize) -> CGSize, path: DeferredContent) -> ViewNode {
        ViewNode(CustomShapeNode(sizing: sizing, path: path))
    }
}
