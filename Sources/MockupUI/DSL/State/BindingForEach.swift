import Foundation

// `ForEach($items, id: \.name) { $item in … }`: a bound collection identified by a key path of its
// elements (identifiable elements go through `Binding`'s own collection conformance).

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
