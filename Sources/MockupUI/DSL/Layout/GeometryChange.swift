// `onGeometryChange` reacts to layout: SwiftUI calls the action with the value of the view's first
// layout, and a state change it makes shows after the next layout. A render does the same before
// it takes the still (`settledRender`): a GeometryReader behind the view measures it during layout,
// and the action runs after it.
extension View {
    /// Calls `action` with `transform` of the view's geometry when the view is first laid out and
    /// whenever that value changes (the back-deployed iOS 16 form).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Calls `action` with the old and new value of `transform` of the view's geometry when the view
    /// is first laid out (old and new the same) and whenever the value changes (iOS 18).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        wrapNodes { node, _ in
            guard let context = RenderContext.current else { return node }
            let reaction = context.layoutReaction { GeometryChangeReaction<T>() }
            reaction.action = action
            let probe = ViewNode.geometryReader(DeferredContent.placed { geometry in
                reaction.measured = transform(GeometryProxy(geometry))
                return .empty
            })
            return .secondary(SecondaryLayer(placement: .background, alignment: .center, content: probe), primary: node)
        }
    }
}

/// One `onGeometryChange`'s value across the layouts of a render.
@MainActor
final class GeometryChangeReaction<Value: Equatable>: LayoutReaction {
    var action: (_ oldValue: Value, _ newValue: Value) -> Void = { _, _ in }
    /// The value of the latest layout.
    var measured: Value?
    /// The value the action was last called with.
    private var reported: Value?

    func react() {
        guard let measured, measured != reported else { return }
        let old = reported ?? measured
        reported = measured
        action(old, measured)
    }
}
