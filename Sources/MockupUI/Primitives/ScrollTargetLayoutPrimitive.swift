/// `.scrollTargetLayout()`: marks the wrapped view's node as holding the scroll target layout, the
/// outermost layout inside it (`LayoutBox.outermostLayout`), whose direct children a scroll
/// position's identity names (`ScrollRequest.Destination.scrollTarget`). Layout, drawing and the
/// tree's shape are unchanged.
struct ScrollTargetLayoutNode: ViewPrimitive {
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        box.holdsScrollTargetLayout = true
        return box
    }
}

extension ViewNode {
    /// `.scrollTargetLayout()`.
    static func scrollTargetLayout(_ child: ViewNode) -> ViewNode {
        ViewNode(ScrollTargetLayoutNode(), children: [child])
    }
}

extension LayoutBox {
    /// The outermost layout container in this view: the last of its `modifierChain`.
    var outermostLayout: LayoutBox { modifierChain.last ?? self }

    /// This view and the views its modifiers wrap (each modifier's first child: the content of a
    /// `.background`, a `.frame`, a `.padding`), down to the first stack, `ZStack` or custom
    /// `Layout` (a grid), or to a view without children.
    var modifierChain: [LayoutBox] {
        var chain = [self]
        while let last = chain.last, !last.isLayoutContainer, let content = last.children.first { chain.append(content) }
        return chain
    }

    /// The direct child of the scroll target layout in this scroll content whose identity is
    /// `identifier`: the layout is the one marked `scrollTargetLayout()` (the first in view order),
    /// else the content's own outermost layout; a child is identified by an `.id` (or its `ForEach`
    /// element's identity) on it or on a modifier of it.
    func scrollTarget(_ identifier: String) -> LayoutBox? {
        let layout = (firstBox(where: \.holdsScrollTargetLayout) ?? self).outermostLayout
        return layout.children.first { child in child.modifierChain.contains { $0.identifiers.contains(identifier) } }
    }

    /// This view or the first view inside it, in view order, that `matches`.
    func firstBox(where matches: (LayoutBox) -> Bool) -> LayoutBox? {
        if matches(self) { return self }
        for child in children { if let found = child.firstBox(where: matches) { return found } }
        return nil
    }

    /// Whether this view places several children by a layout of its own: a stack, a `ZStack` or a
    /// custom `Layout` (the lazy grids and `Grid` are).
    private var isLayoutContainer: Bool {
        kind == .hstack || kind == .vstack || kind == .zstack || kind == .customLayout
    }
}
