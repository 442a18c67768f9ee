import Foundation
import Testing

/// Issue 15: stderr or stdout that cannot be written, strict `--width`, unusable `-o` paths, one output
/// path rendered by several threads, and temporary files left by killed runs.
@Suite struct CLIOutputTests {
    @Test func closedOrFullStderrNeverCrashes() throws {
        for redirect in ["2>&-", "2>/dev/full"] {
            let result = try MockupProcess.runShell("\"$MOCKUP\" render nosuch \(redirect)")
            #expect(!result.crashed, "\(redirect)")
            #expect(result.status == 1, "\(redirect)")
        }
        // The warning/error report after images were written takes the same path.
        let fonts = try TemporaryFonts()
        defer { fonts.remove() }
        try fonts.replace("NotoColorEmoji/NotoColorEmoji.ttf", with: nil)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MockupProcess.runShell("\"$MOCKUP\" render monzo/pill-button monzo/transaction-row-expense -o '\(out.path)' 2>&-",
                                                environment: fonts.environment)
        #expect(!result.crashed)
        #expect(result.status == 1)
        #expect(result.stdout.contains("wrote"))
    }

    @Test func fullStdoutFailsAndAClosedPipeDoesNot() throws {
        let full = try MockupProcess.runShell("\"$MOCKUP\" list >/dev/full")
        #expect(!full.crashed)
        #expect(full.status == 1)
        #expect(full.stderr.contains("cannot write standard output"))
        let piped = try MockupProcess.runShell("(\"$MOCKUP\" list; echo \"status $?\" >&2) | head -c 1 >/dev/null")
        #expect(piped.stderr == "status 0\n")
    }

    @Test(arguments: ["0.5", "0x10", "1e-300", "1e3", "inf", "nan", "-5", "+5", "4097", "1.", ".5", "3,5", ""])
    func widthMustBeDecimalPointsFrom1To4096(_ width: String) throws {
        let result = try MockupProcess.run(["render", "monzo/pill-button", "--width", width, "-o", "/tmp/never-written.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--width must be a number of points from 1 to 4096"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func decimalWidthRenders() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-width-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MockupProcess.run(["render", "monzo/pill-button", "--width", "402.5", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func deviceRendersTheSceneFullScreen() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-device-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MockupProcess.run(["render", "monzo/pill-button", "--device", "iphone-se", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("750×1334 px"), "iPhone SE: 375 × 667 pt at its own @2x: \(result.stdout)")
        let unknown = try MockupProcess.run(["render", "monzo/pill-button", "--device", "iphone-3g", "-o", out.path])
        #expect(unknown.status == 2 && unknown.stderr.contains("iphone-16"))
        let both = try MockupProcess.run(["render", "monzo/pill-button", "--device", "iphone-se", "--width", "300"])
        #expect(both.status == 2 && both.stderr.contains("--width and --device"))
    }

    @Test(arguments: ["/proc", "/dev/null", "/etc/hostname/inside-a-file"])
    func unusableOutputFailsWithOneLineBeforeRendering(_ output: String) throws {
        let result = try MockupProcess.run(["render", "monzo/pill-button", "coinbase/c-mark", "-o", output])
        #expect(result.status == 1)
        #expect(!result.crashed)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("mockup: ") == true)
        #expect(lines.first?.contains(output.hasPrefix("/etc") ? "/etc/hostname" : output) == true)
        #expect(!result.stdout.contains("wrote"))
    }

    /// "cannot replace the file" came from every thread sharing the temporary name `path.tmp-<pid>`.
    @Test func oneOutputPathRenderedByManyThreadsNeverCollides() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        for _ in 0..<5 {
            let result = try MockupProcess.run(["render"] + Array(repeating: "coinbase/c-mark", count: 16)
                                               + ["-o", out.path, "--jobs", "4"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("coinbase").path)
        #expect(left == ["c-mark.png"])
    }

    @Test func temporariesOfKilledRunsAreRemovedByTheNextRender() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-stale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let folder = out.appendingPathComponent("coinbase")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dead = "2147483646"   // above any pid_max: no such process
        let stale = [".c-mark.png.mockup-tmp-\(dead)-7", "c-mark.png.tmp-\(dead)"]
        let live = ".other.png.mockup-tmp-\(getpid())-1"   // this test process is alive: kept
        for name in stale + [live] { try Data([1]).write(to: folder.appendingPathComponent(name)) }
        let result = try MockupProcess.run(["render", "coinbase/c-mark", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == ["c-mark.png", live])
    }
}
