import Foundation

// `ForEach($items) { $item in … }`: one view per element of a bound collection, each given a
// binding to its element (SwiftUI gets there through `Binding<C>: RandomAccessCollection`).

extension ForEach {
    /// One view per element of a bound collection of identifiable elements; `content` receives a
    /// binding to its element.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.init(Self.elementBindings(data), id: \.wrappedValue.id, content: content)
    }

    /// One view per element of a bound collection, identified by the value at `id`.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.init(Self.elementBindings(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }

    /// A binding to each element of the bound collection, in order.
    private static func elementBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] {
        data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
    }
}
