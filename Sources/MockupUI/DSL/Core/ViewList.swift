/// The child views a view builder produced, with tuples, groups, `ForEach`, conditionals and
/// optionals flattened (what a container such as TabView sees as its children). `environment` is
/// the container's: the children of `Group(subviews:)` and `ForEach(subviews:)` are resolved in it.
///
/// As in SwiftUI, a container resolving its children sees through the user's own views: a view
/// whose body is several views, a `ForEach` or a `Section` contributes those (a `SettingsSection`
/// view is a section of the list it is in); a view whose body is one plain view is that one child
/// itself. Without an environment (a toolbar block built with its modifier, before any resolve) no
/// body is evaluated: it would read an environment that is not the view's.
@MainActor
func flattenedViews<V: View>(_ view: V, in environment: EnvironmentValues = .outsideResolution) -> [any View] {
    if let list = view as? any ViewList { return list.childViews(in: environment) }
    guard environment.controls.looksIntoViewBodies, !(view is any PrimitiveView), V.Body.self != Never.self
    else { return [view] }
    installEnvironment(environment, into: view)
    let children = resolvingBody(of: view) { flattenedViews(view.body, in: environment) }
    return isOneView(children) ? [view] : children
}

/// Whether `views` is one view that stands alone: not a `Section` and not tagged by a `ForEach`.
@MainActor
func isOneView(_ views: [any View]) -> Bool {
    guard views.count == 1 else { return false }
    return !(views[0] is any TaggedView) && !(views[0] is any ListSectionSource)
}

extension EnvironmentValues {
    /// The environment of a flattening done outside any resolve, where no view's body is evaluated.
    static var outsideResolution: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.controls.looksIntoViewBodies = false
        return environment
    }
}

/// A view that stands for a list of sibling views.
@MainActor
protocol ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View]
}

extension TupleView: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] {
        _children.flatMap { flattenedViews($0, in: environment) }
    }
}

extension Group: ViewList where Content: View {
    func childViews(in environment: EnvironmentValues) -> [any View] { flattenedViews(content, in: environment) }
}

extension ForEach: ViewList where Content: View {
    /// Each element's views, tagged with the element's identity unless they carry a `.tag`.
    func childViews(in environment: EnvironmentValues) -> [any View] {
        resolvedData(in: environment).flatMap { element in
            flattenedViews(content(element), in: environment).map { view in
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
    func childViews(in environment: EnvironmentValues) -> [any View] { [] }
}

extension _ConditionalContent: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] {
        switch storage {
        case .trueContent(let view): return flattenedViews(view, in: environment)
        case .falseContent(let view): return flattenedViews(view, in: environment)
        }
    }
}

extension Optional: ViewList where Wrapped: View {
    func childViews(in environment: EnvironmentValues) -> [any View] {
        map { flattenedViews($0, in: environment) } ?? []
    }
}

extension SubviewsCollection: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] { elements }
}

extension SubviewsCollectionSlice: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] { Array(elements) }
}

extension ModifiedContent: ViewList where Content: View, Modifier: ViewModifier {
    /// A modifier on several views (a `ForEach`, a `Group`, an `if`, a view whose body is several
    /// views) applies to each of them, as in SwiftUI: `ForEach(items) { … }.listRowBackground(.mint)`
    /// gives every row that background. A modified section stays a section. Any other modified view
    /// is one view.
    func childViews(in environment: EnvironmentValues) -> [any View] {
        let children = flattenedViews(content, in: environment)
        return isOneView(children) ? [self] : children.map(modifying)
    }

    /// `view` with this view's modifier, applied inside its tags so containers still find them.
    @MainActor
    func modifying(_ view: any View) -> any View {
        if let tagged = view as? any TaggedView { return tagged.retagged(modifying(tagged.untagged)) }
        return applying(modifier, to: view)
    }
}

/// `view.modifier(modifier)` for a view of any type.
@MainActor
func applying<V: View, M: ViewModifier>(_ modifier: M, to view: V) -> any View {
    view.modifier(modifier)
}
