import Foundation

extension NodeKind { public static let mask = NodeKind("mask") }

/// `.mask(alignment:_:)`: children are the content (child 0, which alone decides the size) and
/// the mask, proposed the content's size and aligned on it as an overlay is (LAYOUT-SPEC §6.1).
/// The content is drawn where the mask paints, scaled by the mask's alpha.
struct MaskNode: ViewPrimitive, NodeDrawing {
    let alignment: Alignment

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        let mask = builder.build(children[1], stackAxis: nil)
        return LayoutBox(kind: .mask, drawing: self, behavior: SecondaryLayout(alignment: alignment),
                         children: [box, mask], spacing: box.spacing, priority: box.priority)
    }

    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        [.group(DisplayGroup(effect: .mask(children[1]), bounds: node.displayFrame, items: children[0]))]
    }
}

extension ViewNode {
    /// `content` masked by `mask`.
    public static func masked(_ content: ViewNode, by mask: ViewNode, alignment: Alignment) -> ViewNode {
        ViewNode(MaskNode(alignment: alignment), children: [content, mask])
    }
}

extension View {
    /// Draws the view only where `mask` paints, scaled by the mask's opacity; the mask is proposed
    /// the view's size and placed by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let maskView = mask()
        return wrapNodes { node, environment in
            .masked(node, by: .layered(resolveNodes(maskView, in: environment), alignment: alignment), alignment: alignment)
        }
    }

    /// The iOS 13 form of `mask(alignment:_:)`, taking the mask view directly.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
