import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given), posted through
    /// `center` while subscribed, as Combine's `NotificationCenter.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func _subscribe(receiveValue: @escaping (Notification) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            // Notifications are posted synchronously on the poster's thread; a render posts on one.
            nonisolated(unsafe) let deliver = receiveValue
            let center = self.center
            let token = center.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
            return AnyCancellable { center.removeObserver(token) }
        }
    }

    /// A publisher of the notifications named `name` posted through this centre while subscribed.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
