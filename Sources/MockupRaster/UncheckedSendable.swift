/// Wraps a value the caller guarantees is used without data races (disjoint writes per thread).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
