/// One subview of a view, as SwiftUI's `Subview` (iOS 18): a resolved leaf view or container of
/// `Group(subviews:)` / `ForEach(subviews:)`, with the container values it set.
///
/// As Apple documents, a subview is a proxy for the view already resolved in its container's
/// environment: modifiers applied to the original view come first, and environment values set on the
/// subview proxy (`.font`, `.foregroundStyle`) do not reach it; layout and drawing modifiers apply.
public struct Subview: Identifiable {
    /// A subview's identity: its position in the collection it was resolved into.
    public struct ID: Hashable, Sendable {
        let position: Int
    }

    /// The subview's identity (`subviews.last?.id == subview.id` tells the last one).
    public let id: ID
    /// The values the view set for its container (`.containerValue`, `.tag`).
    public let containerValues: ContainerValues
    /// The resolved view, without its container values.
    let node: ViewNode
}

extension Subview: View, PrimitiveView {
    public typealias Body = Never

    /// The resolved view, carrying its container values on to a container it is placed in.
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [containerValues.isEmpty ? node : node.carrying(containerValues)]
    }
}

extension Subview: TabMetadataCarrier {
    /// A subview's `.tabItem` and `.badge` are drawn already; its tag selects it in a `TabView` or
    /// `Picker` it is placed in.
    var tabItemLabel: (any View)? { nil }
    var tabTag: AnyHashable? { containerValues.tags.first }
    var tabBadge: Text? { nil }
}

extension Sequence where Element == Subview {
    /// The subviews' nodes, in order.
    @MainActor func resolvedNodes(in environment: EnvironmentValues) -> [ViewNode] {
        flatMap { $0.resolveNodes(in: environment) }
    }
}

/// The subviews of a view, as SwiftUI's `SubviewsCollection` (iOS 18): the flattened children of
/// `ForEach`, `Group`, view-builder tuples, conditionals and composite views (an `EmptyView`
/// contributes none), resolved in the container's environment. As a view it shows every subview.
public struct SubviewsCollection {
    let elements: [Subview]

    /// The subviews `view` resolves into in `environment` (`.tag`s recorded as container values).
    @MainActor
    init<V: View>(resolving view: V, in environment: EnvironmentValues) {
        let nodes = MockupUI.resolveNodes(view, in: environment.with { $0.recordsTagsAsContainerValues = true })
        self.init(nodes: nodes)
    }

    /// `nodes` as subviews, their container values taken off.
    init(nodes: [ViewNode]) {
        elements = nodes.enumerated().map { position, node in
            let (view, values) = node.splittingContainerValues()
            return Subview(id: Subview.ID(position: position), containerValues: values ?? ContainerValues(), node: view)
        }
    }
}

extension SubviewsCollection: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> Subview { elements[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }
}

extension SubviewsCollection: View, PrimitiveView {
    public typealias Body = Never
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { elements.resolvedNodes(in: environment) }
}

/// A contiguous part of a `SubviewsCollection` (`prefix`, `dropFirst`, `subviews[1...]`), as
/// SwiftUI's `SubviewsCollectionSlice`: its indices are the collection's.
public struct SubviewsCollectionSlice {
    let elements: ArraySlice<Subview>
}

extension SubviewsCollectionSlice: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> Subview { elements[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }
}

extension SubviewsCollectionSlice: View, PrimitiveView {
    public typealias Body = Never
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { elements.resolvedNodes(in: environment) }
}
