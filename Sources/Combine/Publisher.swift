/// Combine's `Publisher`, reduced to what view code uses: values and a completion delivered to
/// handlers. A static render runs no run loop, so publishers deliver synchronously on subscription
/// (`Just`, `CurrentValueSubject`, `@Published`) or when code sends to them (subjects), and
/// time-based ones (`Timer.publish`, `debounce`, `delay`) never fire.
public protocol Publisher<Output, Failure> {
    /// The values this publisher produces.
    associatedtype Output
    /// The error this publisher may finish with.
    associatedtype Failure: Error

    /// Delivers values and the completion to the handlers until the returned token is cancelled
    /// (Mockup's stand-in for `receive(subscriber:)`).
    func _subscribe(receiveValue: @escaping (Output) -> Void,
                    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Namespace for subscriber types, as in Combine.
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// The number of values a subscriber asks for (accepted for source compatibility).
    public struct Demand: Hashable, Sendable {
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Namespace for publisher types, as in Combine.
public enum Publishers {}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A token that cancels a subscription when cancelled (or deallocated).
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    deinit { onCancel?() }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the token alive in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the token alive in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the subscription alive in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
