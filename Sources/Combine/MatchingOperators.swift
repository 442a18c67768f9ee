/// The operators that test or pick values, as Combine's: `contains`, `allSatisfy`, `min`, `max`,
/// `output(at:)`, `output(in:)` and `ignoreOutput`.
extension Publisher {
    /// Emits true and finishes at the first value for which `predicate` holds; false when the
    /// publisher finishes without one.
    public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
        stepping({ () }, step: ValueSteps.contains(where: predicate), end: { _ in [false] })
    }

    /// Emits false and finishes at the first value `predicate` rejects; true when every value passes.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
        stepping({ () }, step: ValueSteps.allSatisfy(predicate), end: { _ in [true] })
    }

    /// Emits the least value by `areInIncreasingOrder` when the publisher finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ nil }, step: ValueSteps.extreme(areInIncreasingOrder), end: ValueSteps.kept)
    }

    /// Emits the greatest value by `areInIncreasingOrder` when the publisher finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ nil }, step: ValueSteps.extreme { areInIncreasingOrder($1, $0) }, end: ValueSteps.kept)
    }

    /// Emits the value at `index` (counting from 0), then finishes.
    public func output(at index: Int) -> AnyPublisher<Output, Failure> { output(in: index...index) }

    /// Emits the values whose indices are in `range`, finishing after its last.
    public func output<R: RangeExpression>(in range: R) -> AnyPublisher<Output, Failure> where R.Bound == Int {
        let indices = range.relative(to: 0..<Int.max)
        return stepping({ 0 }, step: { index, output in
            defer { index += 1 }
            guard indices.contains(index) else { return index >= indices.upperBound ? .finish([]) : .none }
            return index == indices.upperBound - 1 ? .finish([output]) : .emit([output])
        })
    }

    /// Drops every value; passes the completion on.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        stepping({ () }, step: { _, _ in .none })
    }
}

extension Publisher where Output: Equatable {
    /// Emits true and finishes at the first value equal to `output`; false when there is none.
    public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { contains { $0 == output } }
}

extension Publisher where Output: Comparable {
    /// Emits the least value when the publisher finishes.
    public func min() -> AnyPublisher<Output, Failure> { min(by: <) }
    /// Emits the greatest value when the publisher finishes.
    public func max() -> AnyPublisher<Output, Failure> { max(by: <) }
}
