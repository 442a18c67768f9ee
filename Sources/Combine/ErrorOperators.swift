/// The operators that handle and change a publisher's failure, as Combine's.
extension Publisher {
    /// Transforms each value with a throwing closure; a thrown error ends the publisher with it.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { value, completion in
            var failed = false
            return self._subscribe(receiveValue: { output in
                guard !failed else { return }
                do { value(try transform(output)) } catch { failed = true; completion(.failure(error)) }
            }, receiveCompletion: { result in
                guard !failed else { return }
                switch result {
                case .finished: completion(.finished)
                case .failure(let error): completion(.failure(error))
                }
            })
        }
    }

    /// Turns the failure into another error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher { value, completion in
            self._subscribe(receiveValue: value, receiveCompletion: { result in
                switch result {
                case .finished: completion(.finished)
                case .failure(let error): completion(.failure(transform(error)))
                }
            })
        }
    }

    /// On failure, continues with the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
    where P.Output == Output {
        AnyPublisher { value, completion in
            var replacement: AnyCancellable?
            let upstream = self._subscribe(receiveValue: value, receiveCompletion: { result in
                switch result {
                case .finished: completion(.finished)
                case .failure(let error):
                    replacement = handler(error)._subscribe(receiveValue: value, receiveCompletion: completion)
                }
            })
            return AnyCancellable { upstream.cancel(); replacement?.cancel() }
        }
    }

    /// Subscribes again up to `retries` times after a failure.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var current: AnyCancellable?
            var remaining = retries
            func attempt() {
                current = self._subscribe(receiveValue: value, receiveCompletion: { result in
                    if case .failure = result, remaining > 0 {
                        remaining -= 1
                        attempt()
                    } else {
                        completion(result)
                    }
                })
            }
            attempt()
            return AnyCancellable { current?.cancel() }
        }
    }

    /// Treats a failure as a programming error (it traps, as in Combine).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> AnyPublisher<Output, Never> {
        AnyPublisher { value, completion in
            self._subscribe(receiveValue: value, receiveCompletion: { result in
                if case .failure(let error) = result { fatalError("\(prefix)\(error)", file: file, line: line) }
                completion(.finished)
            })
        }
    }
}
