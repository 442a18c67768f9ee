/// A publisher that code sends values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Sends this publisher's values and completion on to `subject` until the token is cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        _subscribe(receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) })
    }
}

/// The subscribers of a subject, in subscription order.
final class SubscriberList<Output, Failure: Error> {
    private var handlers: [Int: (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = [:]
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(value: @escaping (Output) -> Void,
             completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let finished = self.completion {
            completion(finished)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        handlers[id] = (value, completion)
        return AnyCancellable { [weak self] in self?.handlers[id] = nil }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for id in handlers.keys.sorted() { handlers[id]?.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        for id in handlers.keys.sorted() { handlers[id]?.completion(completion) }
        handlers = [:]
    }
}

/// A subject that passes each sent value to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}

/// A subject holding a current value, delivered to each new subscriber first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// The latest value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(value) }
        return subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}
