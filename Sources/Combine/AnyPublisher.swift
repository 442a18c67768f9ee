/// A type-erased publisher; every operator of this module returns one.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    /// Erases `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe(receiveValue: $0, receiveCompletion: $1) }
    }

    /// A publisher from a subscription function.
    init(_ subscribe: @escaping (@escaping (Output) -> Void,
                                 @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receiveValue, receiveCompletion)
    }
}

extension Publisher {
    /// The publisher as an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
