import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (posted through this centre while subscribed).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher { value, _ in
            // Notifications are posted synchronously on the poster's thread; a render posts on one.
            nonisolated(unsafe) let deliver = value
            let token = self.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
            return AnyCancellable { self.removeObserver(token) }
        }
    }
}
