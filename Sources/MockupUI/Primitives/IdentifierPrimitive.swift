/// `.accessibilityIdentifier(_:)` and `.id(_:)`: a name a test can find the view by
/// (`LayoutTree.frame(of:)`, `#name` in the layout dump). The name is added to the wrapped view's
/// own node, so layout, drawing and the tree's shape are unchanged.
struct IdentifierNode: ViewPrimitive {
    let identifier: String

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        box.identifiers.append(identifier)
        return box
    }
}

extension ViewNode {
    /// `.accessibilityIdentifier(_:)` / `.id(_:)`.
    public static func identified(_ identifier: String, child: ViewNode) -> ViewNode {
        ViewNode(IdentifierNode(identifier: identifier), children: [child])
    }
}

extension View {
    /// The identifier assistive technologies and UI tests find the view by; Mockup shows it in the
    /// layout tree (`LayoutTree.frame(of:)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        wrapNodes { node, _ in .identified(identifier, child: node) }
    }

    /// The view's explicit identity (changing it would reset its state); Mockup shows it in the
    /// layout tree as its description (`LayoutTree.frame(of:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let identifier = String(describing: id)
        return wrapNodes { node, _ in .identified(identifier, child: node) }
    }
}
