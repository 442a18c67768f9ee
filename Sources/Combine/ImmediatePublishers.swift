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

extension Result {
    /// A publisher that emits the result's value and finishes, or fails with its error, as soon as it
    /// is subscribed to (`Result.Publisher(data)`, `result.publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>

        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }

        public func _subscribe(receiveValue: @escaping (Success) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            switch result {
            case .success(let value):
                receiveValue(value)
                receiveCompletion(.finished)
            case .failure(let error):
                receiveCompletion(.failure(error))
            }
            return AnyCancellable {}
        }
    }

    /// A publisher of this result.
    public var publisher: Publisher { Publisher(self) }
}

extension Optional {
    /// A publisher that emits the wrapped value, if there is one, and finishes as soon as it is
    /// subscribed to (`Optional.Publisher(name)`, `name.publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?

        public init(_ output: Wrapped?) { self.output = output }

        public func _subscribe(receiveValue: @escaping (Wrapped) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            if let output { receiveValue(output) }
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }

    /// A publisher of the wrapped value, if there is one.
    public var publisher: Publisher { Publisher(self) }
}
