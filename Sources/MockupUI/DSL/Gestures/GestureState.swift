/// Gesture-scoped state (`@GestureState var isPressed = false`), written by `.updating` while a
/// gesture is active and reset after. A still has no active gesture, so it holds its initial value.
@preconcurrency @MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { self.initialValue = initialValue }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.initialValue = initialValue }

    public var wrappedValue: Value { initialValue }

    /// The state for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// nil.
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { initialValue = nil }
}
