import Foundation

/// Output helpers: errors and warnings to stderr, a progress line on a terminal. Writes go straight
/// to the file descriptor with write(2); a closed, full or broken stderr is ignored (EBADF, ENOSPC,
/// EPIPE), never a crash.
enum Console {
    static func error(_ message: String) {
        writeError("mockup: \(message)\n")
    }

    static func warning(_ message: String) {
        writeError("warning: \(message)\n")
    }

    /// Writes `text` to stderr, dropping it if stderr cannot take it.
    static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            return   // EBADF, ENOSPC, EPIPE, …: nowhere to report it
        }
        bytes.removeAll()
    }

    /// Flushes stdout; false (after saying so on stderr) when what the command printed could not all
    /// be written, e.g. to a full disk (`mockup list > /dev/full`). A closed pipe (`| head`) is not
    /// an error: the reader chose to stop.
    static func flushStandardOutput() -> Bool {
        let failed = fflush(nil) != 0
        guard failed, errno != EPIPE else { return true }
        error("cannot write standard output: \(String(cString: strerror(errno))); check the disk or the redirect")
        return false
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
            Console.writeError("\r\u{1B}[2K[\(done)/\(total)] \(label)")
            if done == total { Console.writeError("\r\u{1B}[2K") }
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
