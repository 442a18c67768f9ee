import Foundation

/// A lock that guards `State` (iOS 16): the state is reached only inside `withLock`.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    private let storage: Storage

    public init(initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state, holding the lock, without checking that what crosses it is sendable.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock if it is free; false when another thread holds it.
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func lock() { storage.lock.lock() }
    public func unlock() { storage.lock.unlock() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock with no state.
    public init() { self.init(initialState: ()) }

    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { _ in try body() }
    }
}
