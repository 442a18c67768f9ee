/// Container values on a resolved view (`.containerValue(_:_:)`, a `.tag` its container reads):
/// added to the wrapped view's own box for a custom `Layout` to read (`LayoutSubview.containerValues`),
/// with no box of its own, so layout, drawing and the tree's shape are unchanged.
struct ContainerValuesNode: ViewPrimitive, @unchecked Sendable {
    // The values are the user's (any type); they are only read on the main actor, while subviews
    // are built and during the synchronous layout pass.
    let values: ContainerValues

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        box.containerValues = ContainerValues(storage: box.containerValues).merging(values).storage
        return box
    }
}

extension ViewNode {
    /// The node without the container values on top of it, and those values (nil when none).
    func splittingContainerValues() -> (node: ViewNode, values: ContainerValues?) {
        guard let carrier = primitive as? ContainerValuesNode else { return (self, nil) }
        return (children[0], carrier.values)
    }

    /// This node carrying `values` for its closest container together with those it carries: on
    /// a key both set, `values` win unless `underneath`.
    func carrying(_ values: ContainerValues, underneath: Bool = false) -> ViewNode {
        let (node, existing) = splittingContainerValues()
        let merged = existing.map { underneath ? values.merging($0) : $0.merging(values) } ?? values
        return ViewNode(ContainerValuesNode(values: merged), children: [node])
    }
}

/// Resolves a built-in modifier so that it keeps its content's container values: they are taken
/// off the content's nodes and put back on the modifier's, a modifier not being a container
/// (Apple: `Text("C").containerValue(\.x, 3).padding()` still has 3). A modifier whose nodes do not
/// correspond one to one with its content's keeps them inside.
@MainActor
func resolveKeepingContainerValues(content: @escaping ContentResolver,
                                   _ modifier: (ContentResolver) -> [ViewNode]) -> [ViewNode] {
    var carried: [ContainerValues?]?
    let nodes = modifier { environment in
        let split = content(environment).map { $0.splittingContainerValues() }
        if carried == nil { carried = split.map(\.values) }
        return split.map(\.node)
    }
    guard let carried, carried.count == nodes.count, carried.contains(where: { $0 != nil }) else { return nodes }
    return zip(nodes, carried).map { node, values in values.map { node.carrying($0, underneath: true) } ?? node }
}
