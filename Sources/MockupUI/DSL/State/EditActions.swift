// Editable bound collections (iOS 16): `List($items, editActions: .all) { $item in … }` and
// `ForEach($items, editActions: .delete)`. The edits are swipe and drag gestures, which never run in
// a still, so the rows draw exactly as without them.

/// The edits a list offers on a bound collection: deleting and moving rows.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every edit the collection supports.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Swipe to delete.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// Drag to reorder.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
}

extension ForEach {
    /// One view per element of a bound collection of identifiable elements, editable by `editActions`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, Content: View {
        self.init(data, content: content)
    }

    /// One view per element of a bound collection identified by `id`, editable by `editActions`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], Content: View {
        self.init(data, id: id, content: content)
    }
}

extension List where SelectionValue == Never {
    /// One row per element of a bound collection of identifiable elements, editable by `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: { ForEach(data, editActions: editActions, content: rowContent) })
    }

    /// One row per element of a bound collection identified by `id`, editable by `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
        self.init(content: { ForEach(data, id: id, editActions: editActions, content: rowContent) })
    }
}

extension List {
    /// An editable bound collection with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, content: { ForEach(data, editActions: editActions, content: rowContent) })
    }

    /// An editable bound collection identified by `id`, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
        self.init(selection: selection, content: { ForEach(data, id: id, editActions: editActions, content: rowContent) })
    }

    /// An editable bound collection identified by `id`, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
        self.init(selection: selection, content: { ForEach(data, id: id, editActions: editActions, content: rowContent) })
    }

    /// An editable bound collection with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, content: { ForEach(data, editActions: editActions, content: rowContent) })
    }
}
