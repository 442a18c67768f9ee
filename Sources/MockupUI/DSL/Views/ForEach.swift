/// One view per element of a collection, each contributed as a child of the enclosing container
/// (or, as in SwiftUI, one piece of other content per element: tabs, map content, table rows).
///
/// Identity (`id:`) matters for state and selection, and for scrolling to an element (`ScrollRequest`).
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    /// The identity of an element: the implicit `.tag` of its views (Picker and TabView selection).
    let elementID: (Data.Element) -> AnyHashable
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Elements identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; elementID = { AnyHashable($0[keyPath: id]) }
    }

    /// The elements' views; those of an element a scroll view scrolls to are identified by its
    /// identity, as `.id` identifies a view (`ScrollRequest`).
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let targets = environment.controls.scrollRequestViews
        return resolvedData(in: environment).flatMap { element in
            let nodes = MockupUI.resolveNodes(content(element), in: environment)
            guard !targets.isEmpty else { return nodes }
            let identity = String(describing: elementID(element))
            return targets.contains(identity) ? nodes.map { .identified(identity, child: $0) } : nodes
        }
    }

    /// `data`, or for `ForEach(subviews:)` / `ForEach(sections:)` the subviews or sections resolved in
    /// the container's `environment`.
    func resolvedData(in environment: EnvironmentValues) -> Data {
        guard let dependent = data as? any ContainerResolvedData else { return data }
        return dependent.resolved(in: environment) as! Data
    }

    /// The views of the elements, in order (for containers that inspect their children).
    var views: [Content] { data.map(content) }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; elementID = { AnyHashable($0) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; elementID = { AnyHashable($0.id) }
    }
}
