/// A tree of data shown as disclosure rows, as SwiftUI's `OutlineGroup`: each element of `data` is a
/// row; one with children is a `DisclosureGroup` with the row as its label, collapsed (as an outline
/// opens at rest), so its children are not drawn. In a `List` every element is a row of its own.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View,
    PrimitiveView, ViewList {
    public typealias Body = Never
    /// The top-level elements: `data`'s, or the root alone.
    let elements: [Data.Element]
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// The rows of the outline's top level.
    func childViews(in environment: EnvironmentValues) -> [any View] { rows }

    private var rows: [any View] {
        elements.map { element in
            let row = content(element)
            guard element[keyPath: children] != nil else { return AnyView(row) }
            return AnyView(DisclosureGroup(content: { EmptyView() }, label: { row }))
        }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        rows.flatMap { MockupUI.resolveNodes(AnyView($0), in: environment) }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, EmptyView>,
                             Data.Element: Identifiable {
    /// The outline of `data`, whose elements' children are at `children` (nil for a leaf).
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        elements = Array(data); self.children = children; self.content = content
    }

    /// The outline of one root element.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        elements = [root]; self.children = children; self.content = content
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, EmptyView> {
    /// The outline of `data`, its elements identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        elements = Array(data); self.children = children; self.content = content
    }
}

extension List where SelectionValue == Never {
    /// One row per element of a tree's top level; an element with children is a collapsed
    /// disclosure row (`OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
              Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// The tree's top level, its elements identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// A tree's top level with single selection (nothing is selected at rest).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
              Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A tree's top level with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>>,
              Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A tree's top level identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A tree's top level identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, EmptyView>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
