/// The models (or identifiers) of a batched fetch, as SwiftData's `FetchResultsCollection`.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    private let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}
