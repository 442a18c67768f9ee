import Foundation

/// Watches the device's network path (Network's `NWPathMonitor`). A render is online on Wi-Fi
/// (`NWPath`): once started, the monitor hands that path to `pathUpdateHandler` on its queue, as a
/// device reports the current path when monitoring starts; the path never changes afterwards.
public final class NWPathMonitor: @unchecked Sendable {
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]
    private let lock = NSLock()
    private var handler: ((NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var isCancelled = false

    /// A monitor of every interface.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of the interfaces of `requiredInterfaceType` only.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor of every interface but those of `prohibitedInterfaceTypes`.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// Called on the monitor's queue with each new path: once, after `start(queue:)`.
    public var pathUpdateHandler: ((_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path the monitor sees.
    public var currentPath: NWPath { NWPath.render(required: requiredInterfaceType, prohibited: prohibitedInterfaceTypes) }

    /// The queue the monitor was started on; nil before `start(queue:)`.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts monitoring: the handler gets the current path on `queue`. A monitor starts once.
    public func start(queue: DispatchQueue) {
        let shouldStart = lock.withLock {
            guard startedQueue == nil, !isCancelled else { return false }
            startedQueue = queue
            return true
        }
        guard shouldStart else { return }
        let path = currentPath
        queue.async { [self] in
            guard let handler = lock.withLock({ isCancelled ? nil : handler }) else { return }
            handler(path)
        }
    }

    /// Stops monitoring: the handler is not called again.
    public func cancel() { lock.withLock { isCancelled = true } }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    /// The paths the monitor sees: the current one, and then none, as the render's never changes.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var path: NWPath?
        public mutating func next() async -> NWPath? {
            defer { path = nil }
            return path
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(path: currentPath) }
}
