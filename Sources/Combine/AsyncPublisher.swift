/// A publisher's values as an asynchronous sequence (`for await value in publisher.values`).
/// The sequence buffers what the publisher delivers and ends when it finishes.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    /// Iterates the buffered values of one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Delivered<Element>>.Iterator
        let subscription: SubscriptionBox
        public mutating func next() async -> Element? { await base.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream<Delivered<Element>>.makeStream()
        let box = SubscriptionBox()
        box.token = publisher._subscribe(receiveValue: { continuation.yield(Delivered($0)) },
                                         receiveCompletion: { _ in continuation.finish() })
        return Iterator(base: stream.makeAsyncIterator(), subscription: box)
    }
}

/// A failing publisher's values as an asynchronous sequence that throws the failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    /// Iterates the buffered values of one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<Delivered<Element>, any Error>.Iterator
        let subscription: SubscriptionBox
        public mutating func next() async throws -> Element? { try await base.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream<Delivered<Element>, any Error>.makeStream()
        let box = SubscriptionBox()
        box.token = publisher._subscribe(receiveValue: { continuation.yield(Delivered($0)) }, receiveCompletion: { result in
            if case .failure(let error) = result { continuation.finish(throwing: error) } else { continuation.finish() }
        })
        return Iterator(base: stream.makeAsyncIterator(), subscription: box)
    }
}

/// A value handed from a publisher's (synchronous, single-threaded) delivery to the iterator that
/// buffers it; the publisher never touches it again, so passing it across is safe.
struct Delivered<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Keeps an iterator's subscription alive as long as the iterator.
public final class SubscriptionBox {
    var token: AnyCancellable?
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
