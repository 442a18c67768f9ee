/// Operators about time and buffering. A still's clock never moves: nothing times out, a time
/// window never closes before the publisher finishes, and buffers never fill.
extension Publisher {
    /// Would fail or finish after `interval` without a value; time never passes in a render, so the
    /// values pass through.
    public func timeout<S: Scheduler>(_ interval: SchedulerStride, scheduler: S, options: Any? = nil,
                                      customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Holds up to `size` values for a slow subscriber; every subscriber here takes values at once.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Emits arrays of values grouped by time, or by time or count: a window of time never closes in
    /// a render, so groups close at the count (for `.byTimeOrCount`) and when the publisher finishes.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: Any? = nil)
    -> AnyPublisher<[Output], Failure> {
        let count: Int?
        switch strategy {
        case .byTime: count = nil
        case .byTimeOrCount(_, _, let limit): count = Swift.max(limit, 1)
        }
        return stepping({ [Output]() }, step: { group, output in
            group.append(output)
            guard let count, group.count == count else { return .none }
            defer { group = [] }
            return .emit([group])
        }, end: { $0.isEmpty ? [] : [$0] })
    }
}

extension Publishers {
    /// When a buffer takes values from its upstream.
    public enum PrefetchStrategy: Sendable { case keepFull, byRequest }

    /// What a full buffer does.
    public enum BufferingStrategy<Failure: Error> {
        case dropNewest, dropOldest
        case customError(() -> Failure)
    }

    /// How `collect(_:options:)` groups values.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        case byTime(Context, SchedulerStride)
        case byTimeOrCount(Context, SchedulerStride, Int)
    }
}
