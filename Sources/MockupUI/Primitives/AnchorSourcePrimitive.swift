/// `anchorPreference` / `transformAnchorPreference`: tags the wrapped view so that the layout pass
/// records where it is drawn for the anchors that measure it. The tag is added to the view's own
/// box, so layout, drawing and the tree's shape are unchanged.
struct AnchorSourceNode: ViewPrimitive {
    let tag: AnchorTag

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        box.anchorTags.append(tag)
        return box
    }
}

extension ViewNode {
    /// The view `child`, measured by the anchors of `tag`.
    static func anchorSource(_ tag: AnchorTag, child: ViewNode) -> ViewNode {
        ViewNode(AnchorSourceNode(tag: tag), children: [child])
    }
}
