import Combine

// Events after the first frame: a still is taken before any of them happens, so their actions are
// accepted and never run (`onAppear` and `task`, which start before the first frame, do run).
extension View {
    /// Starts `action` as the view appears, on the main actor, as SwiftUI does "before this view
    /// appears". What it does before its first suspension, and work it schedules on the main queue,
    /// is shown (a coordinator pushing its first screen, a spinner a load turns on); what waits on
    /// other threads (a network reply, `Task.sleep`) comes after the still (docs/ARCHITECTURE.md,
    /// "Work a view schedules as it appears").
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(AppearAction(action: { Task(priority: priority) { await action() } }))
    }

    /// Starts `action` as the view appears (see `task(priority:_:)`); a still never sees `id` change.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        task(priority: priority, action)
    }

    /// Calls `action` with the new value when `value` changes (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Calls `action` when `value` changes (or at once, when `initial`, before the first frame).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        modifier(AppearAction(action: initial ? action : nil))
    }

    /// Calls `action` with each value `publisher` emits after the view appears (none in a still).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns for the old and new trigger values.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }

    /// Plays the feedback `feedback` returns when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
