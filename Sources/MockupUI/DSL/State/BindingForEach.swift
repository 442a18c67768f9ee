import Foundation

// `ForEach($items, id: \.name) { $item in … }` and `List($items, id: \.name) { $item in … }`: a bound
// collection identified by a key path of its elements (identifiable elements go through `Binding`'s
// own collection conformance).

extension ForEach {
    /// One view per element of a bound collection, identified by the value at `id`.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], Content: View {
        self.init(Array(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

extension List where SelectionValue == Never {
    /// One row per element of a bound collection, identified by the value at `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, HStack<RowContent>> {
        self.init(content: { ForEach(data, id: id) { element in HStack { rowContent(element) } } })
    }
}

extension List {
    /// A bound collection identified by `id`, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, HStack<RowContent>> {
        self.init(selection: selection, content: { ForEach(data, id: id) { element in HStack { rowContent(element) } } })
    }

    /// A bound collection identified by `id`, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], ID, HStack<RowContent>> {
        self.init(selection: selection, content: { ForEach(data, id: id) { element in HStack { rowContent(element) } } })
    }
}
