extension View {
    /// `background` behind the view, proposed the view's size.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layer(.background, alignment: alignment) { background }
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        layer(.background, alignment: alignment, content)
    }

    /// The view's bounds filled with `style`.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(.background, alignment: .center) { Rectangle().fill(style) }
    }

    /// `shape` in the view's bounds, filled with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                     fillStyle: FillStyle = FillStyle()) -> some View {
        layer(.background, alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// `overlay` in front of the view, proposed the view's size.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layer(.overlay, alignment: alignment) { overlay }
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        layer(.overlay, alignment: alignment, content)
    }

    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layer(.overlay, alignment: .center) { Rectangle().fill(style) }
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                  fillStyle: FillStyle = FillStyle()) -> some View {
        layer(.overlay, alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    private func layer<V: View>(_ placement: SecondaryLayer.Placement, alignment: Alignment,
                                _ content: () -> V) -> some View {
        let layerView = content()
        return wrapNodes { node, environment in
            let layerNode = ViewNode.layered(resolveNodes(layerView, in: environment), alignment: alignment)
            return .secondary(SecondaryLayer(placement: placement, alignment: alignment, content: layerNode),
                              primary: node)
        }
    }
}
