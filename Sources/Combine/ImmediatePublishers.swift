/// A publisher that emits one value, then finishes, as soon as it is subscribed to.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that never emits a value and finishes at once (unless `completeImmediately` is false).
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that finishes with `error` at once.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}
