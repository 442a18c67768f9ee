import Combine

// Events after the first frame: a still is taken before any of them happens, so their actions are
// accepted and never run (`onAppear`, which precedes the first frame, does run).
extension View {
    /// Starts `action` when the view appears. Asynchronous work finishes after the first frame, so a
    /// render never runs it.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Restarts `action` whenever `id` changes (never run in a render, see `task(priority:_:)`).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }

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
