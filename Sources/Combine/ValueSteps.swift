/// The per-value logic of the operators that come in a plain and a throwing form (`filter` and
/// `tryFilter`, `scan` and `tryScan`, …): each form runs the same step through `stepping`.
enum ValueSteps<Output> {
    typealias Stepper<State, T> = (inout State, Output) throws -> Step<T>

    static func filter(_ isIncluded: @escaping (Output) throws -> Bool) -> Stepper<Void, Output> {
        { _, output in .emit(try isIncluded(output) ? [output] : []) }
    }

    static func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Stepper<Void, T> {
        { _, output in .emit(try transform(output).map { [$0] } ?? []) }
    }

    static func removeDuplicates(_ predicate: @escaping (Output, Output) throws -> Bool) -> Stepper<Output?, Output> {
        { previous, output in
            if let last = previous, try predicate(last, output) { return .none }
            previous = output
            return .emit([output])
        }
    }

    static func scan<T>(_ nextPartialResult: @escaping (T, Output) throws -> T) -> Stepper<T, T> {
        { result, output in
            result = try nextPartialResult(result, output)
            return .emit([result])
        }
    }

    static func reduce<T>(_ nextPartialResult: @escaping (T, Output) throws -> T) -> Stepper<T, T> {
        { result, output in
            result = try nextPartialResult(result, output)
            return .none
        }
    }

    static func drop(while predicate: @escaping (Output) throws -> Bool) -> Stepper<Bool, Output> {
        { dropping, output in
            if dropping, try predicate(output) { return .none }
            dropping = false
            return .emit([output])
        }
    }

    static func prefix(while predicate: @escaping (Output) throws -> Bool) -> Stepper<Void, Output> {
        { _, output in try predicate(output) ? .emit([output]) : .finish([]) }
    }

    static func first(where predicate: @escaping (Output) throws -> Bool) -> Stepper<Void, Output> {
        { _, output in try predicate(output) ? .finish([output]) : .none }
    }

    /// Keeps the last value `predicate` accepts, for `kept` to emit at the end.
    static func last(where predicate: @escaping (Output) throws -> Bool) -> Stepper<Output?, Output> {
        { last, output in
            if try predicate(output) { last = output }
            return .none
        }
    }

    static func contains(where predicate: @escaping (Output) throws -> Bool) -> Stepper<Void, Bool> {
        { _, output in try predicate(output) ? .finish([true]) : .none }
    }

    static func allSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Stepper<Void, Bool> {
        { _, output in try predicate(output) ? .none : .finish([false]) }
    }

    /// Keeps the value that `isBefore(new, kept)` says goes first: the least for `<` (`min`), the
    /// greatest for a reversed order (`max`).
    static func extreme(_ isBefore: @escaping (Output, Output) throws -> Bool) -> Stepper<Output?, Output> {
        { kept, output in
            if try kept.map({ try isBefore(output, $0) }) ?? true { kept = output }
            return .none
        }
    }

    /// The end of an operator that keeps one value: that value, if any.
    static func kept(_ value: Output?) -> [Output] { value.map { [$0] } ?? [] }
}
