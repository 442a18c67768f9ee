/// Several list rows that one view contributes: an expanded `DisclosureGroup`'s label and content,
/// an inline `Picker`'s options. Directly in a `List` or `Form` row each is a row of the section,
/// with its own preferences and the separators between them; anywhere else they stack, leading
/// aligned, without spacing.
struct ListRows: View, PrimitiveView {
    typealias Body = Never
    let rows: [AnyView]
    let content: (any View)?

    /// `rows`, then each view of `content` (flattened as a list flattens its content) as a row.
    init(_ rows: [AnyView], followedByRowsOf content: (any View)? = nil) {
        self.rows = rows; self.content = content
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let views = rows.map { $0 as any View } + (content.map { flattenedViews($0, in: environment) } ?? [])
        let resolved = views.flatMap { view -> [ListSectionModel.Row] in
            let (nodes, preferences) = ListRowPreferences.gather { ListContainer.resolveAny(view, in: environment) }
            return ListRowsNode.rows(of: nodes) ?? [ListSectionModel.Row(nodes: nodes, preferences: preferences)]
        }
        return [ViewNode(ListRowsNode(rows: resolved), children: resolved.flatMap(\.nodes))]
    }
}

/// The node of `ListRows`: its rows for the list, laid out as a leading-aligned vertical stack.
struct ListRowsNode: ViewPrimitive, @unchecked Sendable {
    // Row preferences hold the user's views; they are only read while the list is resolved.
    let rows: [ListSectionModel.Row]

    /// The rows `nodes` stand for when they are exactly one `ListRows` (a row's whole content).
    static func rows(of nodes: [ViewNode]) -> [ListSectionModel.Row]? {
        guard nodes.count == 1, let group = nodes[0].primitive as? ListRowsNode else { return nil }
        return group.rows
    }

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        StackNode(axis: .vertical, alignment: .leading, spacing: 0).makeBox(children: children, stackAxis: stackAxis, builder: builder)
    }
}
