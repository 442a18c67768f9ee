/// The operators view code chains on publishers. Each returns an `AnyPublisher`.
extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            self._subscribe(receiveValue: { value(transform($0)) }, receiveCompletion: completion)
        }
    }

    /// Each value's property at `keyPath` (a key path held in a variable, as `map(\.name)` passes a literal).
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> {
        map { $0[keyPath: keyPath] }
    }

    /// Each value's properties at two key paths, as a tuple.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> AnyPublisher<(T0, T1), Failure> {
        map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
    }

    /// Each value's properties at three key paths, as a tuple.
    public func map<T0, T1, T2>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
                                _ keyPath2: KeyPath<Output, T2>) -> AnyPublisher<(T0, T1, T2), Failure> {
        map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) }
    }

    /// Transforms each value, dropping nils.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        stepping({ () }, step: ValueSteps.compactMap(transform))
    }

    /// Passes on only the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ () }, step: ValueSteps.filter(isIncluded))
    }

    /// Drops a value equal to the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ nil }, step: ValueSteps.removeDuplicates(predicate))
    }

    /// Emits `output` first, then the publisher's values.
    public func prepend(_ output: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            output.forEach(value)
            return self._subscribe(receiveValue: value, receiveCompletion: completion)
        }
    }

    /// Replaces a failure with `output`.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { value, completion in
            self._subscribe(receiveValue: value, receiveCompletion: { result in
                if case .failure = result { value(output) }
                completion(.finished)
            })
        }
    }

    /// Delivers on `scheduler` (synchronously in a static render).
    public func receive<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Subscribes on `scheduler` (synchronously in a static render).
    public func subscribe<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Emits the last value after a quiet `dueTime`; time never passes in a static render, so only
    /// the completion arrives.
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S,
                                       options: Any? = nil) -> AnyPublisher<Output, Failure> {
        withheldValues()
    }

    /// Emits at most one value per `interval`; nothing in a static render (see `debounce`).
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S,
                                       latest: Bool) -> AnyPublisher<Output, Failure> {
        withheldValues()
    }

    /// Delays each value by `interval`; nothing arrives in a static render (see `debounce`).
    public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S,
                                    options: Any? = nil) -> AnyPublisher<Output, Failure> {
        withheldValues()
    }

    private func withheldValues() -> AnyPublisher<Output, Failure> {
        AnyPublisher { _, completion in self._subscribe(receiveValue: { _ in }, receiveCompletion: completion) }
    }

    /// Subscribes with handlers for the completion and each value.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before it.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// Subscribes with a handler for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }

    /// Writes each value to `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe(receiveValue: { object[keyPath: keyPath] = $0 }, receiveCompletion: { _ in })
    }

    /// Republishes each value through a `@Published` property (`.assign(to: &$value)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let token = _subscribe(receiveValue: { subject.value = $0 }, receiveCompletion: { _ in })
        subject.retain(token)
    }

    /// Makes the publisher's failure type match another's (it never fails).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher { value, completion in
            self._subscribe(receiveValue: value, receiveCompletion: { _ in completion(.finished) })
        }
    }
}
