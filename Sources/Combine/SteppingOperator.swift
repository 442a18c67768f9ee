/// What one value does to a stepping operator's output: the values to emit, and whether the
/// operator finishes after them.
enum Step<T> {
    case emit([T])
    case finish([T])

    static var none: Step { .emit([]) }
}

extension Publisher {
    /// The shape every value-by-value operator shares: per subscription, `initial` state; each
    /// value runs `step`, which may emit values, finish early or throw (ending with `thrown`'s error);
    /// when the upstream finishes, `end` emits what the state still holds. Failures pass through `failure`.
    func stepping<State, T, F: Error>(_ initial: @escaping () -> State,
                                      step: @escaping (inout State, Output) throws -> Step<T>,
                                      end: @escaping (State) -> [T] = { _ in [] },
                                      failure: @escaping (Failure) -> F, thrown: @escaping (any Error) -> F) -> AnyPublisher<T, F> {
        AnyPublisher { value, completion in
            var state = initial()
            var done = false
            return self._subscribe(receiveValue: { output in
                guard !done else { return }
                do {
                    switch try step(&state, output) {
                    case .emit(let values): values.forEach(value)
                    case .finish(let values):
                        done = true
                        values.forEach(value)
                        completion(.finished)
                    }
                } catch {
                    done = true
                    completion(.failure(thrown(error)))
                }
            }, receiveCompletion: { result in
                guard !done else { return }
                done = true
                switch result {
                case .finished:
                    end(state).forEach(value)
                    completion(.finished)
                case .failure(let error): completion(.failure(failure(error)))
                }
            })
        }
    }

    /// A stepping operator of a plain (non-throwing) form: its steps are built from closures that
    /// cannot throw, so nothing is thrown and the failure type stays.
    func stepping<State, T>(_ initial: @escaping () -> State, step: @escaping (inout State, Output) throws -> Step<T>,
                            end: @escaping (State) -> [T] = { _ in [] }) -> AnyPublisher<T, Failure> {
        stepping(initial, step: step, end: end, failure: { $0 }, thrown: { $0 as! Failure })
    }

    /// A stepping operator whose steps may throw: the failure becomes `any Error`.
    func tryStepping<State, T>(_ initial: @escaping () -> State, step: @escaping (inout State, Output) throws -> Step<T>,
                               end: @escaping (State) -> [T] = { _ in [] }) -> AnyPublisher<T, any Error> {
        stepping(initial, step: step, end: end, failure: { $0 }, thrown: { $0 })
    }
}
