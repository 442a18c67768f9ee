import Foundation

/// A location update from the iOS 17 live-updates stream. A render has no location: the stream
/// ends at once without an update.
public struct CLLocationUpdate: Sendable {
    /// Tunes the updates to an activity.
    public struct LiveConfiguration: Sendable {
        public static let `default` = LiveConfiguration()
        public static let automotiveNavigation = LiveConfiguration()
        public static let otherNavigation = LiveConfiguration()
        public static let fitness = LiveConfiguration()
        public static let airborne = LiveConfiguration()
    }

    /// The updates, as an async sequence.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> CLLocationUpdate? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public let location: CLLocation?
    public let isStationary: Bool

    /// Location updates as they arrive (none, in a render).
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}
