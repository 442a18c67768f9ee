import Foundation

/// Collects warnings (unknown font names, unknown SF Symbols, substituted designs), each once, and
/// errors raised where they cannot be thrown (text measured during layout). Thread-safe.
///
/// The library never prints: callers read `messages` and `errors`, or install a `logger`. A render
/// uses a fresh instance (`FontLibrary.reporting(to:)`), so it sees every warning it caused.
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var collected: [(key: String, message: String)] = []
    private var failures: [any Error] = []
    private var sink: (@Sendable (String) -> Void)?

    public init(logger: (@Sendable (String) -> Void)? = nil) { sink = logger }

    /// Called once for every new warning (in addition to collecting it).
    public var logger: (@Sendable (String) -> Void)? {
        get { lock.withLock { sink } }
        set { lock.withLock { sink = newValue } }
    }

    /// Warnings so far, in the order they were first raised.
    public var messages: [String] { lock.withLock { collected.map(\.message) } }

    /// Warnings so far with their keys, to raise again elsewhere (`warnOnce`).
    var keyedWarnings: [(key: String, message: String)] { lock.withLock { collected } }

    /// Errors so far (each distinct description once), in the order they were raised.
    public var errors: [any Error] { lock.withLock { failures } }

    /// Records `message` unless a warning with the same `key` was already recorded.
    public func warnOnce(key: String, _ message: String) {
        let logger: (@Sendable (String) -> Void)? = lock.withLock {
            guard seen.insert(key).inserted else { return nil }
            collected.append((key, message))
            return sink ?? { _ in }
        }
        logger?(message)
    }

    /// Records an error that made something impossible to draw (a missing or damaged font file);
    /// whoever owns this instance throws it once the work is done.
    public func record(error: any Error) {
        lock.withLock {
            guard seen.insert("error.\(error)").inserted else { return }
            failures.append(error)
        }
    }
}
