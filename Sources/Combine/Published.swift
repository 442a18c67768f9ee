/// A property whose changes are published (`$property` is the publisher), as Combine's `@Published`.
///
/// The publisher emits the current value on subscription, then each new value. In a static render
/// nothing re-renders when it changes.
@propertyWrapper
public struct Published<Value> {
    /// The storage shared by the property and its publisher.
    final class Storage {
        var value: Value { didSet { subscribers.send(value) } }
        let subscribers = SubscriberList<Value, Never>()
        private var retained: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }
        /// Keeps an `assign(to:)` subscription alive as long as the property.
        func retain(_ token: AnyCancellable) { retained.append(token) }
    }
    private var storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(subject: storage) }
        set { storage = newValue.subject }
    }

    /// Emits the property's current value, then each new one.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: Storage

        public func _subscribe(receiveValue: @escaping (Value) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            receiveValue(subject.value)
            return subject.subscribers.add(value: receiveValue, completion: receiveCompletion)
        }
    }
}
