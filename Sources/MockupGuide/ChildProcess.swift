import Foundation

/// Runs a program to completion with a time limit, collecting its output (stdout and stderr
/// together) without blocking on full pipes.
struct ChildProcess {
    struct Result {
        let status: Int32
        let output: String
        /// The process was killed at the time limit.
        let timedOut: Bool
        /// The process ended on a signal (a crash), not an exit.
        let signaled: Bool
        /// The process was killed after printing nothing for `stallLimit` seconds once it had begun to print.
        var stalled = false
    }

    let executable: String
    let arguments: [String]
    var directory: URL?
    var environment: [String: String]?
    var timeLimit: TimeInterval = ChildProcess.defaultTimeLimit
    /// Seconds the process may go without printing, once it has printed something (nil: no limit).
    var stallLimit: TimeInterval?

    /// Five minutes for one run (Mockup's choice): a compile round that takes longer is stopped.
    static let defaultTimeLimit: TimeInterval = 300

    func run() throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = OutputBuffer()
        let reader = DispatchGroup()
        reader.enter()
        DispatchQueue.global().async {
            while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty { collected.append(chunk) }
            reader.leave()
        }
        do { try process.run() } catch {
            throw GuideError("cannot run \(executable): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false, stalled = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
            } else if let stallLimit, let last = collected.lastOutput, Date().timeIntervalSince(last) > stallLimit {
                stalled = true
            }
            if timedOut || stalled {
                ProcessTree(root: process.processIdentifier).kill()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        reader.wait()
        return Result(status: process.terminationStatus, output: String(decoding: collected.data, as: UTF8.self),
                      timedOut: timedOut, signaled: process.terminationReason == .uncaughtSignal, stalled: stalled)
    }
}

/// The bytes a reader thread collects, and when it last received some.
private final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var lastChunk: Date?

    func append(_ chunk: Data) {
        lock.withLock {
            bytes.append(chunk)
            lastChunk = Date()
        }
    }

    var data: Data { lock.withLock { bytes } }
    var lastOutput: Date? { lock.withLock { lastChunk } }
}
