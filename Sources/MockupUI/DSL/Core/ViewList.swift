/// The child views a view builder produced, with tuples, groups, `ForEach`, conditionals and
/// optionals flattened (what a container such as TabView sees as its children).
@MainActor
func flattenedViews<V: View>(_ view: V) -> [any View] {
    if let list = view as? any ViewList { return list.childViews }
    return [view]
}

/// A view that stands for a list of sibling views.
@MainActor
protocol ViewList {
    var childViews: [any View] { get }
}

extension TupleView: ViewList {
    var childViews: [any View] {
        var views: [any View] = []
        for child in repeat each value { views += flattenedViews(child) }
        return views
    }
}

extension Group: ViewList {
    var childViews: [any View] { flattenedViews(content) }
}

extension ForEach: ViewList {
    /// Each element's views, tagged with the element's identity unless they carry a `.tag`.
    var childViews: [any View] {
        data.flatMap { element in
            flattenedViews(content(element)).map { view in
                (view as? any TabMetadataCarrier)?.tabTag != nil ? view : view.tagged(elementID(element))
            }
        }
    }
}

extension View {
    /// This view with an implicit `.tag`.
    func tagged(_ tag: AnyHashable) -> any View {
        modifier(TagModifier(tag: tag))
    }
}

extension EmptyView: ViewList {
    var childViews: [any View] { [] }
}

extension _ConditionalContent: ViewList {
    var childViews: [any View] {
        switch storage {
        case .trueContent(let view): return flattenedViews(view)
        case .falseContent(let view): return flattenedViews(view)
        }
    }
}

extension Optional: ViewList where Wrapped: View {
    var childViews: [any View] { map { flattenedViews($0) } ?? [] }
}
