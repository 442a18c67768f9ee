import Foundation

/// Output helpers: errors to stderr, a progress line on a terminal.
enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("mockup: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// True when stderr is a terminal (progress lines are shown only there).
    static let isInteractive = isatty(STDERR_FILENO) != 0
}

/// A "[done/total] name" line rewritten in place on a terminal; silent elsewhere. Thread-safe.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private let lock = NSLock()

    init(total: Int) { self.total = total }

    func advance(_ label: String) {
        guard Console.isInteractive else { return }
        lock.withLock {
            done += 1
            let line = "[\(done)/\(total)] \(label)"
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(line)".utf8))
            if done == total { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        }
    }
}

/// A user-facing failure: printed as "mockup: <message>", exit status 1 (2 for usage errors).
struct CommandError: Error, CustomStringConvertible {
    let description: String
    let status: Int32
    init(_ description: String, status: Int32 = 1) { self.description = description; self.status = status }
    static func usage(_ description: String) -> CommandError { CommandError(description, status: 2) }
}
