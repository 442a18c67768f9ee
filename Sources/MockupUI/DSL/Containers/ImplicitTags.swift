/// A view wrapped in a `.tag` — explicit, or the implicit one `ForEach` gives each element's views
/// (its identity, for Picker and TabView selection).
@MainActor
protocol TaggedView {
    var untagged: any View { get }
    /// `view` with this view's tag.
    func retagged(_ view: any View) -> any View
}

extension ModifiedContent: TaggedView where Content: View, Modifier == TagModifier {
    var untagged: any View { content }
    func retagged(_ view: any View) -> any View { applying(modifier, to: view) }
}

/// `view` without its `.tag`s, for containers that look at what a child is (a `Section` in a
/// `List`, a `GridRow` in a `Grid`).
@MainActor
func untagged(_ view: any View) -> any View {
    guard let tagged = view as? any TaggedView else { return view }
    return untagged(tagged.untagged)
}
