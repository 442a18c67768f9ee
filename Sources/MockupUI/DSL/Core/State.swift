/// Storage owned by a view. A render shows the view as it settles: its initial value, or the value
/// code run while the view appears (`onAppear`, `task`, `onChange(initial:)`) sets — a write marks
/// the render's `RenderContext`, and the root is resolved again with the new value.
@preconcurrency @MainActor @propertyWrapper
public struct State<Value> {
    @MainActor final class Box {
        var value: Value {
            willSet { RepeatingAnimationStart.willChange(self, from: value) }
            didSet {
                if let context = RenderContext.current { context.stateChanged = true } else {
                    LayoutStateWrites.noteWrite(from: oldValue, to: value)
                }
            }
        }
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: KeptState {
    func adopt(_ earlier: Any) {
        guard let earlier = earlier as? State<Value>, earlier.box !== box else { return }
        box.value = earlier.box.value
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@preconcurrency @MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getValue: @MainActor () -> Value
    let setValue: @MainActor (Value, Transaction) -> Void
    /// The transaction writes through this binding carry (`animation(_:)`); a still never animates.
    public var transaction = Transaction()

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = get; setValue = { value, _ in set(value) }
    }

    /// A binding whose writes are handed the binding's transaction (`withTransaction(transaction) { … }`).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void) {
        getValue = get; setValue = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(get: { parent.wrappedValue[keyPath: keyPath] },
                                set: { parent.wrappedValue[keyPath: keyPath] = $0 })
    }
}
