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
    public func autoconnect() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}
