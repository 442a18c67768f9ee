// Bindings derived from bindings, as SwiftUI declares them: with a transaction or animation, and
// converted between optional, non-optional and type-erased values.

extension Binding {
    /// This binding with writes carrying `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var derived = self
        derived.transaction = transaction
        return derived
    }

    /// This binding with writes animated by `animation` (`Toggle(isOn: $on.animation())`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding to an optional value from a binding to the value; writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of an optional binding, or nil when it holds nil now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        var last = current
        self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
    }

    /// A type-erased binding to a hashable value; writing a value of another type is ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) },
                  set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}
