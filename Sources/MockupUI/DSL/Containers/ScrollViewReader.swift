import Foundation

/// Scrolls a scroll view to a child, as SwiftUI's `ScrollViewProxy`. A call made before the still is
/// taken (in `onAppear`, a `task`, a view's `init`) is drawn: the scroll views resolved after it
/// open at the view (`ScrollRequest`).
public struct ScrollViewProxy {
    /// Scrolls the scroll view that has the view identified by `id` so `anchor` of the view sits at
    /// `anchor` of the visible region, or, without an anchor, the least distance that shows it.
    @preconcurrency @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let context = RenderContext.current else { return }
        let target = ScrollRequest(id: id, anchor: anchor)
        // A resolve after the first makes the same calls again: only a new target counts.
        guard !context.scrollRequests.contains(target) else { return }
        context.scrollRequests.append(target)
        // The scroll views resolved before the call are resolved again, as after a state change.
        context.stateChanged = true
    }
}

/// Gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View { content(ScrollViewProxy()) }
}
