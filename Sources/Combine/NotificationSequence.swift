import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given) posted through this centre while
    /// the sequence is iterated, as Foundation's `notifications(named:object:)`; Linux's Foundation
    /// lacks it. The observer goes when the iterating task ends.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// An asynchronous sequence of posted notifications.
    public struct Notifications: AsyncSequence {
        public typealias Element = Notification
        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        public func makeAsyncIterator() -> Iterator {
            let (stream, continuation) = AsyncStream<Posted>.makeStream(bufferingPolicy: .unbounded)
            // Notifications are posted synchronously on the poster's thread and queued in the stream.
            nonisolated(unsafe) let deliver = continuation
            nonisolated(unsafe) let token = center.addObserver(forName: name, object: object, queue: nil) {
                deliver.yield(Posted(notification: $0))
            }
            nonisolated(unsafe) let center = center
            continuation.onTermination = { _ in center.removeObserver(token) }
            return Iterator(base: stream.makeAsyncIterator())
        }

        /// The next posted notification, waiting for one.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Posted>.Iterator
            public mutating func next() async -> Notification? { await base.next()?.notification }
        }

        /// A notification handed from the posting thread to the iterating task, which alone reads it.
        struct Posted: @unchecked Sendable {
            let notification: Notification
        }
    }
}
