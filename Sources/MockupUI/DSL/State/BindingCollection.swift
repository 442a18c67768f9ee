// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI:
// `ForEach($items) { $item in … }`, `List($items) { $item in … }`. Bindings live on the main actor,
// so the collection conformances are `@preconcurrency` (checked at run time when called off it).

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @preconcurrency Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let whole = self
        return Binding<Value.Element>(get: { whole.wrappedValue[position] },
                                      set: { whole.wrappedValue[position] = $0 })
    }
}

extension Binding: @preconcurrency BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: @preconcurrency RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: @preconcurrency Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}
