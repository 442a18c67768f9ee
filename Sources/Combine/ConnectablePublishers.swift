/// Publishers that start their upstream only when connected, as Combine's `multicast` and
/// `makeConnectable`: subscribers wait on a subject until `connect()` (or `autoconnect()`) runs the
/// upstream once for all of them.
extension Publishers {
    /// Sends the upstream's values through one subject to every subscriber, from `connect()` on.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private lazy var subject = createSubject()

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            subject._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }

        public func connect() -> Cancellable {
            let subject = subject
            return upstream._subscribe(receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) })
        }
    }

    /// A publisher that waits for `connect()` before running its upstream.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) { multicast = Multicast(upstream: upstream) { PassthroughSubject() } }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            multicast._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }

        public func connect() -> Cancellable { multicast.connect() }
    }
}

extension Publisher {
    /// Shares the upstream through the subject `createSubject` makes, once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares the upstream through `subject`, once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publisher where Failure == Never {
    /// Waits for `connect()` before running the upstream.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}
