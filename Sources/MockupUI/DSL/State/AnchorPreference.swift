/// `.anchorPreference` / `.transformAnchorPreference`: each view the content resolves to is tagged
/// as the view an `Anchor` measures, and the key's value is set from that anchor. The anchor's
/// geometry is known after layout: a `GeometryProxy` resolves it (`proxy[anchor]`).
struct AnchorPreferenceWriter<A, K: PreferenceKey>: NodeModifier {
    let source: Anchor<A>.Source
    /// Sets the key's value (on entry the content's own, reduced) from the anchors of the views.
    let transform: (inout K.Value, [Anchor<A>]) -> Void

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        var tags: [AnchorTag] = []
        return PreferenceCollection.transforming(K.self, {
            content(environment).map { node in
                let tag = AnchorTag()
                tags.append(tag)
                return .anchorSource(tag, child: node)
            }
        }, { value in
            transform(&value, tags.map { Anchor(tag: $0, source: source) })
        })
    }
}

extension View {
    /// Sets the value of `key` to `transform` of an anchor measuring `value` (a rect or point) of
    /// this view; a `GeometryProxy` reading the preference resolves it: `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceWriter<A, K>(source: value) { preference, anchors in
            // Each view sets its own value; several (a group's) reduce as siblings do.
            for (index, anchor) in anchors.enumerated() {
                let next = transform(anchor)
                if index == 0 { preference = next } else { K.reduce(value: &preference, nextValue: { next }) }
            }
        })
    }

    /// Changes the value of `key` this view's subtree sets with `transform`, given an anchor
    /// measuring `value` of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void)
        -> some View {
        modifier(AnchorPreferenceWriter<A, K>(source: value) { preference, anchors in
            for anchor in anchors { transform(&preference, anchor) }
        })
    }
}
