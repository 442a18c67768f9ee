/// Publishers that combine the values of several upstreams, as Combine's `CombineLatest`, `Merge`
/// and `Zip`. Delivery is synchronous, in subscription order.
extension Publishers {
    /// Emits a tuple of each upstream's latest value once every upstream has emitted, then on each
    /// new value; finishes when all upstreams have finished, fails when any fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let latest = LatestValues(count: 2, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output))
            }
            return latest.subscribe([a.erasedToAny(), b.erasedToAny()])
        }
    }

    /// `CombineLatest` of three upstreams.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let latest = LatestValues(count: 3, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output))
            }
            return latest.subscribe([a.erasedToAny(), b.erasedToAny(), c.erasedToAny()])
        }
    }

    /// `CombineLatest` of four upstreams.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let latest = LatestValues(count: 4, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output,
                              values[3] as! D.Output))
            }
            return latest.subscribe([a.erasedToAny(), b.erasedToAny(), c.erasedToAny(), d.erasedToAny()])
        }
    }

    /// Emits the values of all upstreams as they arrive; finishes when all have finished.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let merge = MergedValues(count: publishers.count, value: receiveValue, completion: receiveCompletion)
            return merge.subscribe(publishers.map { $0.erasedToAny() })
        }
    }

    /// `MergeMany` of two upstreams of the same output.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher())
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// `MergeMany` of three upstreams of the same output.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
                ._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    /// Pairs the n-th values of two upstreams; finishes when either has finished and its values
    /// are used up.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let zip = ZippedValues(count: 2, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output))
            }
            return zip.subscribe([a.erasedToAny(), b.erasedToAny()])
        }
    }

    /// `Zip` of three upstreams.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let zip = ZippedValues(count: 3, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output))
            }
            return zip.subscribe([a.erasedToAny(), b.erasedToAny(), c.erasedToAny()])
        }
    }

    /// `Zip` of four upstreams.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let zip = ZippedValues(count: 4, completion: receiveCompletion) { values in
                receiveValue((values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output))
            }
            return zip.subscribe([a.erasedToAny(), b.erasedToAny(), c.erasedToAny(), d.erasedToAny()])
        }
    }
}

extension Publisher {
    /// This publisher's values as `Any`, for the combining publishers' shared bookkeeping.
    fileprivate func erasedToAny() -> AnyPublisher<Any, Failure> {
        AnyPublisher { value, completion in self._subscribe(receiveValue: { value($0) }, receiveCompletion: completion) }
    }

    /// `Publishers.CombineLatest(self, other)`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of `self` and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// `Publishers.CombineLatest3(self, b, c)`.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// `Publishers.CombineLatest4(self, b, c, d)`.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
        -> Publishers.CombineLatest4<Self, B, C, D> where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// `Publishers.Merge(self, other)`.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// `Publishers.Merge3(self, b, c)`.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// `Publishers.Zip(self, other)`.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// The pairs of `self` and `other`, combined by `transform`.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// `Publishers.Zip3(self, b, c)`.
    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }

    /// The triples of `self`, `b` and `c`, combined by `transform`.
    public func zip<B: Publisher, C: Publisher, T>(_ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T)
        -> AnyPublisher<T, Failure> where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c).map(transform)
    }

    /// `Publishers.Zip4(self, b, c, d)`.
    public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.Zip4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d)
    }

    /// The quadruples of `self`, `b`, `c` and `d`, combined by `transform`.
    public func zip<B: Publisher, C: Publisher, D: Publisher, T>(_ b: B, _ c: C, _ d: D,
                                                               _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T)
        -> AnyPublisher<T, Failure> where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d).map(transform)
    }

    /// The latest values of `self`, `b` and `c`, combined by `transform`.
    public func combineLatest<B: Publisher, C: Publisher, T>(_ b: B, _ c: C,
                                                             _ transform: @escaping (Output, B.Output, C.Output) -> T)
        -> AnyPublisher<T, Failure> where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).map(transform)
    }

    /// The latest values of `self`, `b`, `c` and `d`, combined by `transform`.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    ) -> AnyPublisher<T, Failure> where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d).map(transform)
    }
}

/// The bookkeeping shared by the combining publishers: one subscription per upstream, a completion
/// delivered once, and all subscriptions cancelled together.
private class CombinedSubscriptions<Failure: Error> {
    let count: Int
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private var finishedUpstreams = 0
    private var completed = false
    private var tokens: [AnyCancellable] = []

    init(count: Int, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.count = count
        self.completion = completion
    }

    /// Subscribes to every upstream in order; the token cancels them all.
    func subscribe(_ upstreams: [AnyPublisher<Any, Failure>]) -> AnyCancellable {
        for (index, upstream) in upstreams.enumerated() {
            tokens.append(upstream._subscribe(receiveValue: { [weak self] in self?.received($0, from: index) },
                                              receiveCompletion: { [weak self] in self?.upstreamCompleted($0, index: index) }))
        }
        if count == 0 { finish(.finished) }
        return AnyCancellable { [self] in tokens.forEach { $0.cancel() }; tokens = [] }
    }

    func received(_ value: Any, from index: Int) {}

    /// Whether the whole publisher has finished after upstream `index` finished normally.
    func finishesWhenUpstreamFinishes(_ index: Int, finishedSoFar: Int) -> Bool { finishedSoFar == count }

    func finish(_ result: Subscribers.Completion<Failure>) {
        guard !completed else { return }
        completed = true
        completion(result)
    }

    var isCompleted: Bool { completed }

    private func upstreamCompleted(_ result: Subscribers.Completion<Failure>, index: Int) {
        switch result {
        case .failure: finish(result)
        case .finished:
            finishedUpstreams += 1
            if finishesWhenUpstreamFinishes(index, finishedSoFar: finishedUpstreams) { finish(.finished) }
        }
    }
}

/// `CombineLatest`'s state: the latest value per upstream.
private final class LatestValues<Failure: Error>: CombinedSubscriptions<Failure> {
    private var latest: [Any?]
    private let emit: ([Any]) -> Void

    init(count: Int, completion: @escaping (Subscribers.Completion<Failure>) -> Void, emit: @escaping ([Any]) -> Void) {
        latest = Array(repeating: nil, count: count)
        self.emit = emit
        super.init(count: count, completion: completion)
    }

    override func received(_ value: Any, from index: Int) {
        guard !isCompleted else { return }
        latest[index] = value
        let values = latest.compactMap { $0 }
        if values.count == count { emit(values) }
    }
}

/// `Merge`'s state: values pass straight through.
private final class MergedValues<Output, Failure: Error>: CombinedSubscriptions<Failure> {
    private let value: (Output) -> Void

    init(count: Int, value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.value = value
        super.init(count: count, completion: completion)
    }

    override func received(_ value: Any, from index: Int) {
        if !isCompleted { self.value(value as! Output) }
    }
}

/// `Zip`'s state: a queue of unpaired values per upstream.
private final class ZippedValues<Failure: Error>: CombinedSubscriptions<Failure> {
    private var queues: [[Any]]
    private var finished: Set<Int> = []
    private let emit: ([Any]) -> Void

    init(count: Int, completion: @escaping (Subscribers.Completion<Failure>) -> Void, emit: @escaping ([Any]) -> Void) {
        queues = Array(repeating: [], count: count)
        self.emit = emit
        super.init(count: count, completion: completion)
    }

    override func received(_ value: Any, from index: Int) {
        guard !isCompleted else { return }
        queues[index].append(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            emit(queues.indices.map { queues[$0].removeFirst() })
        }
        finishIfExhausted()
    }

    override func finishesWhenUpstreamFinishes(_ index: Int, finishedSoFar: Int) -> Bool {
        finished.insert(index)
        return exhausted
    }

    /// An upstream has finished and has no value left to pair: no further tuple can come.
    private var exhausted: Bool { finished.contains { queues[$0].isEmpty } }

    private func finishIfExhausted() { if exhausted { finish(.finished) } }
}
