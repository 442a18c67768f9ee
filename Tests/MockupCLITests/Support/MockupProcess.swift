import Foundation

/// The `mockup` binary of this build, run as a user would: arguments, working directory,
/// environment, and what it printed.
struct MockupProcess {
    struct Result {
        let status: Int32
        /// True when the process ended by a signal (a crash), not by exit.
        let crashed: Bool
        let stdout: String
        let stderr: String
    }

    /// The repository checkout this test file is in.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `mockup` beside the test bundle (`.build/<triple>/debug/`), else in `.build/debug/`.
    static let binary: String = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mockup").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return repository.appendingPathComponent(".build/debug/mockup").path
    }()

    /// Runs `mockup arguments…` in `directory` with `environment` added to this process's.
    static func run(_ arguments: [String], in directory: URL = repository,
                    environment: [String: String] = [:]) throws -> Result {
        try runShell(([binary] + arguments).map(quoted).joined(separator: " "), in: directory, environment: environment)
    }

    /// Runs a `/bin/sh -c` command line (for redirections such as `2>&-`); `mockup` in it must be
    /// written as `$MOCKUP`.
    static func runShell(_ command: String, in directory: URL = repository,
                         environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["MOCKUP"] = binary
        env["MOCKUP_GOLDEN_DIR"] = nil
        env["MOCKUP_ARTIFACTS_DIR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return Result(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                      stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: errData.value, as: UTF8.self))
    }

    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// Data handed from the stderr reader thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}
