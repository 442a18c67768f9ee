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
