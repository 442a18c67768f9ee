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
    }

    let executable: String
    let arguments: [String]
    var directory: URL?
    var environment: [String: String]?
    var timeLimit: TimeInterval = ChildProcess.defaultTimeLimit

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
            collected.data = pipe.fileHandleForReading.readDataToEndOfFile()
            reader.leave()
        }
        do { try process.run() } catch {
            throw GuideError("cannot run \(executable): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                ProcessTree(root: process.processIdentifier).kill()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        reader.wait()
        return Result(status: process.terminationStatus, output: String(decoding: collected.data, as: UTF8.self),
                      timedOut: timedOut, signaled: process.terminationReason == .uncaughtSignal)
    }
}

/// The bytes a reader thread collected.
private final class OutputBuffer: @unchecked Sendable {
    var data = Data()
}
