/// Code that reacts to layout — `onPreferenceChange` reading values that views inside a
/// `GeometryReader` set, `onGeometryChange` — which SwiftUI runs after a layout, showing the state
/// it sets after the next one. A render runs it the same way before the still is taken
/// (`settledRender`): lay out, react, and while a reaction changed state, resolve and lay out again.
@MainActor
protocol LayoutReaction: AnyObject {
    /// Runs the reaction's action when what the latest layout measured differs from what it last
    /// reported.
    func react()
}

extension RenderContext {
    /// The reaction of type `Reaction` kept at the resolving view's place (the one an earlier
    /// resolve made there, with what it measured and reported), run after this resolve's layout.
    func layoutReaction<Reaction: LayoutReaction>(_ make: () -> Reaction) -> Reaction {
        let reaction = statePlaces.kept(make)
        layoutReactions.append(reaction)
        return reaction
    }

    /// Runs the reactions of the latest resolve; true when one changed state.
    func reactToLayout() -> Bool {
        stateChanged = false
        for reaction in layoutReactions { reaction.react() }
        return stateChanged
    }

    /// Starts resolving the same root again: views take over their predecessors' state.
    func startNextResolve() {
        statePlaces.startNextResolve()
        layoutReactions = []
    }
}

/// State written while a render lays its view out, by code in a GeometryReader's content — the
/// size-reading idiom `GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } }` — which
/// iOS shows after its next layout, so the render lays out again (`settledRender`). Only a change
/// counts: the content is built again on every layout and writes the same value again.
@MainActor
enum LayoutStateWrites {
    private static var isRecording = false
    private static var changed = false

    /// Runs `layout`, returning its result and whether it changed a `@State` value.
    static func recording<Result>(_ layout: () throws -> Result) rethrows -> (Result, changedState: Bool) {
        let outer = (isRecording, changed)
        isRecording = true
        changed = false
        defer { (isRecording, changed) = outer }
        let result = try layout()
        return (result, changed)
    }

    /// Notes a write of a `@State` value made outside a render's resolve.
    static func noteWrite<Value>(from old: Value, to new: Value) {
        guard isRecording, !changed else { return }
        if let old = old as? any Equatable, old.isEqual(to: new) { return }
        changed = true
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
