/// The view `Group(subviews:transform:)` builds, as SwiftUI's `GroupElementsOfContent` (iOS 18):
/// `transform` applied to the subviews of `Subviews`, resolved in the group's environment.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// What `transform` makes of the subviews resolved in `environment`.
    func content(in environment: EnvironmentValues) -> Content {
        transform(SubviewsCollection(resolving: subviews, in: environment))
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(content(in: environment), in: environment)
    }
}

extension GroupElementsOfContent: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] {
        flattenedViews(content(in: environment), in: environment)
    }
}

extension Group {
    /// A group built from the subviews of `view` (iOS 18): `transform` receives them as a
    /// collection (count them, index, slice, `ForEach` over them) and returns the group's content.
    public init<Base: View, Result: View>(subviews view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// Data a `ForEach` takes from its container when it is resolved: the subviews or sections of a
/// view, which depend on the container's environment.
@MainActor
protocol ContainerResolvedData {
    /// The data resolved in `environment`.
    func resolved(in environment: EnvironmentValues) -> Self
}

/// The subviews of a view as `ForEach(subviews:content:)`'s data, as SwiftUI's
/// `ForEachSubviewCollection` (iOS 18). Resolved in the `ForEach`'s environment when it is
/// resolved; empty before.
public struct ForEachSubviewCollection<Content: View> {
    let source: @MainActor (EnvironmentValues) -> SubviewsCollection
    let subviews: SubviewsCollection
}

extension ForEachSubviewCollection: RandomAccessCollection {
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEachSubviewCollection: ContainerResolvedData {
    func resolved(in environment: EnvironmentValues) -> Self {
        ForEachSubviewCollection(source: source, subviews: source(environment))
    }
}

extension ForEach {
    /// One view per subview of `view` (iOS 18), made by `content`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        data = ForEachSubviewCollection(source: { SubviewsCollection(resolving: view, in: $0) },
                                        subviews: SubviewsCollection(nodes: []))
        self.content = content
        elementID = { AnyHashable($0.id) }
    }
}
