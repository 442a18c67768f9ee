import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` with this session: `URLSession.shared.dataTaskPublisher(for: url)
    /// .map(\.data).decode(type:decoder:)`, the Combine way view models fetch.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that loads `request` with this session.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Combine's data-task publisher: each subscription starts a data task for the request and
    /// publishes its data and response once, then finishes, or fails with the task's `URLError`.
    /// Cancelling the subscription cancels the task and publishes nothing more. (A render takes its
    /// still before any task can answer, so the views drawn show their loading state.)
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request each subscription loads.
        public let request: URLRequest
        /// The session that runs the tasks.
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void) -> AnyCancellable {
            let delivery = TaskDelivery(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    delivery.complete(.failure(Self.urlError(error)))
                } else if let data, let response {
                    delivery.deliver((data, response))
                } else {
                    delivery.complete(.failure(URLError(.badServerResponse)))
                }
            }
            task.resume()
            // Only a task still loading is cancelled: Foundation on Linux stops the process when a
            // finished task (gone from its session's registry) is cancelled.
            return AnyCancellable {
                if delivery.cancel(), task.state == .running || task.state == .suspended { task.cancel() }
            }
        }

        /// The task's error as a `URLError` (Foundation on Linux reports `NSError`s of its domain).
        private static func urlError(_ error: Error) -> URLError {
            if let urlError = error as? URLError { return urlError }
            let nsError = error as NSError
            return URLError(URLError.Code(rawValue: nsError.code) ?? .unknown, userInfo: nsError.userInfo)
        }
    }
}

/// Hands a task's result to a subscriber once, unless the subscription was cancelled first (the
/// task's completion handler runs on the session's queue).
private final class TaskDelivery<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = true
    private let receiveValue: (Output) -> Void
    private let receiveCompletion: (Subscribers.Completion<URLError>) -> Void

    init(receiveValue: @escaping (Output) -> Void,
         receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// Publishes `value`, then finishes.
    func deliver(_ value: Output) {
        guard close() else { return }
        receiveValue(value)
        receiveCompletion(.finished)
    }

    func complete(_ completion: Subscribers.Completion<URLError>) {
        guard close() else { return }
        receiveCompletion(completion)
    }

    /// Closes the delivery; true when the task had not delivered yet.
    func cancel() -> Bool { close() }

    /// Closes the delivery; true for the first caller only.
    private func close() -> Bool {
        lock.withLock {
            let wasOpen = isOpen
            isOpen = false
            return wasOpen
        }
    }
}
