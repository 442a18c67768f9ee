import Foundation
import Testing
@testable import MockupGuide

/// A run stopped at its time limit stops every process it started, as `swiftc` starts the compiler
/// in a process group of its own: otherwise the compiler goes on and the output is never complete.
struct ChildProcessTests {
    @Test func theTimeLimitStopsTheProcessesItStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid"), finished = folder.appendingPathComponent("finished")
        // The grandchild leaves the group and keeps the output pipe open, as swift-frontend does; left
        // running, it would finish its work (and only then close the pipe).
        let script = "setsid sh -c 'sleep 8; touch \(finished.path)' & echo $! > \(pidFile.path); echo started; sleep 30"
        let result = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script], timeLimit: 1).run()
        #expect(result.timedOut)
        #expect(result.output == "started\n")
        let text = try String(contentsOf: pidFile, encoding: .utf8)
        let grandchild = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(grandchild) && !FileManager.default.fileExists(atPath: finished.path),
                "the grandchild was killed with its parent, not waited for")
    }

    @Test func aRunWithinItsLimitReportsItsStatusAndOutput() throws {
        let result = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"]).run()
        #expect(!result.timedOut && !result.signaled)
        #expect(result.status == 3)
        #expect(result.output.split(separator: "\n").sorted() == ["err", "out"])
    }

    @Test func aRunThatStopsPrintingIsStoppedAtItsStallLimitButNotBeforeItPrints() throws {
        var stuck = ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo 0.4ms; sleep 0.5; echo 0.2ms; sleep 30"], timeLimit: 20)
        stuck.stallLimit = 1.5
        let started = Date()
        let result = try stuck.run()
        #expect(result.stalled && !result.timedOut && result.output == "0.4ms\n0.2ms\n")
        #expect(Date().timeIntervalSince(started) < 10)
        // Silent from the start (a compiler loading its modules): only the time limit applies.
        var quiet = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 2; echo done"], timeLimit: 20)
        quiet.stallLimit = 1
        let finished = try quiet.run()
        #expect(!finished.stalled && finished.status == 0 && finished.output == "done\n")
    }

    /// Running, not a zombie waiting to be reaped (`/proc/<pid>/stat`'s state after the command name).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
}
