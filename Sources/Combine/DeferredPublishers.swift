/// A publisher that eventually produces one value or fails: `attemptToFulfill` runs once, when the
/// future is made, and its promise's result goes to every subscriber (at once if it has arrived).
public final class Future<Output, Failure: Error>: Publisher {
    /// Fulfils a future with a value or an error.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private let subscribers = SubscriberList<Output, Failure>()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        deliver(result, value: subscribers.send, completion: subscribers.finish)
    }

    private func deliver(_ result: Result<Output, Failure>, value: (Output) -> Void,
                         completion: (Subscribers.Completion<Failure>) -> Void) {
        switch result {
        case .success(let output): value(output); completion(.finished)
        case .failure(let error): completion(.failure(error))
        }
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let result {
            deliver(result, value: receiveValue, completion: receiveCompletion)
            return AnyCancellable {}
        }
        return subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}

/// A publisher made afresh for each subscriber by `createPublisher`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher a new subscriber subscribes to.
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        createPublisher()._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}
