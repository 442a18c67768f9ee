import Foundation

/// Collects warnings (unknown font names, unknown SF Symbols, substituted designs), each once.
///
/// The library never prints: callers read `messages` or install a `logger`.
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var collected: [String] = []
    private var sink: (@Sendable (String) -> Void)?

    public init(logger: (@Sendable (String) -> Void)? = nil) { sink = logger }

    /// Called once for every new warning (in addition to collecting it).
    public var logger: (@Sendable (String) -> Void)? {
        get { lock.withLock { sink } }
        set { lock.withLock { sink = newValue } }
    }

    /// Warnings so far, in the order they were first raised.
    public var messages: [String] { lock.withLock { collected } }

    /// Records `message` unless a warning with the same `key` was already recorded.
    public func warnOnce(key: String, _ message: String) {
        let logger: (@Sendable (String) -> Void)? = lock.withLock {
            guard seen.insert(key).inserted else { return nil }
            collected.append(message)
            return sink ?? { _ in }
        }
        logger?(message)
    }
}
