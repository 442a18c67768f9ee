/// The throwing forms of Combine's operators: a closure that throws ends the publisher with its
/// error, so their failure type is `any Error`. Each runs its plain form's step (`ValueSteps`).
extension Publisher {
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ () }, step: ValueSteps.filter(isIncluded))
    }

    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> {
        tryStepping({ () }, step: ValueSteps.compactMap(transform))
    }

    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ nil }, step: ValueSteps.removeDuplicates(predicate))
    }

    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> AnyPublisher<T, any Error> {
        tryStepping({ initialResult }, step: ValueSteps.scan(nextPartialResult))
    }

    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> AnyPublisher<T, any Error> {
        tryStepping({ initialResult }, step: ValueSteps.reduce(nextPartialResult), end: { [$0] })
    }

    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ true }, step: ValueSteps.drop(while: predicate))
    }

    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ () }, step: ValueSteps.prefix(while: predicate))
    }

    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ () }, step: ValueSteps.first(where: predicate))
    }

    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ nil }, step: ValueSteps.last(where: predicate), end: ValueSteps.kept)
    }

    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
        tryStepping({ () }, step: ValueSteps.contains(where: predicate), end: { _ in [false] })
    }

    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
        tryStepping({ () }, step: ValueSteps.allSatisfy(predicate), end: { _ in [true] })
    }

    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ nil }, step: ValueSteps.extreme(areInIncreasingOrder), end: ValueSteps.kept)
    }

    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
        tryStepping({ nil }, step: ValueSteps.extreme { try areInIncreasingOrder($1, $0) }, end: ValueSteps.kept)
    }

    /// On failure, continues with the publisher `handler` makes from the error; an error `handler`
    /// throws ends the publisher with it.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, any Error>
    where P.Output == Output {
        mapError { $0 as any Error }
            .catch { error -> AnyPublisher<Output, any Error> in
                do {
                    return try handler(error as! Failure).mapError { $0 as any Error }.eraseToAnyPublisher()
                } catch {
                    return Fail(error: error).eraseToAnyPublisher()
                }
            }
    }
}
