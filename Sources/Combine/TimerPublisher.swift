import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds. A static render never lets time pass, so it
    /// emits nothing; `onReceive(Timer.publish(...).autoconnect())` compiles and leaves state as is.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish` returns; connect it (or `autoconnect()`) to start it.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval

        init(interval: TimeInterval) { self.interval = interval }

        public func connect() -> Cancellable { AnyCancellable {} }

        public func _subscribe(receiveValue: @escaping (Date) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

/// A publisher that starts producing when connected.
public protocol ConnectablePublisher: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects when first subscribed to, as Combine's: what
    /// `Timer.publish(…).autoconnect()` returns. Apps stop such a timer with
    /// `timer.upstream.connect().cancel()`.
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public final let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            let connection = upstream.connect()
            return AnyCancellable { subscription.cancel(); connection.cancel() }
        }
    }
}
