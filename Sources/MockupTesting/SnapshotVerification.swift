import Foundation
import MockupRaster
import MockupSnapshot

/// Snapshots `value` with `strategy` and compares it with its golden; returns nil when it matches
/// (or was recorded), else a failure message, as swift-snapshot-testing's `verifySnapshot`.
///
/// - The golden is `<directory>/<test name>.<name>.<ext>` (default directory:
///   `__Snapshots__/<test file name>/` beside the test file); names are sanitised so they stay
///   inside it. Without a name, the n-th unnamed snapshot of a test is named `n`.
/// - `record`: this call's mode; nil = `withSnapshotTesting(record:)`, else `MOCKUP_RECORD`
///   (an unknown value fails, listing the valid ones), else `.never`. Recording passes.
/// - A render with warnings (unknown font or symbol, missing image, …) fails listing them and is
///   never recorded, unless `allowWarnings`; a missing or damaged font fails the render itself.
/// - A mismatch writes `<stem>.expected.<ext>`, `<stem>.actual.<ext>` and the strategy's files
///   (`<stem>.diff.png`) under `<artifacts>/<test file name>/` (see `SnapshotTestingConfiguration`).
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                          named name: String? = nil, record: SnapshotRecordMode? = nil,
                                          snapshotDirectory: URL? = nil, allowWarnings: Bool = false,
                                          filePath: String = #filePath, testName: String = #function) -> String? {
    let testFile = URL(fileURLWithPath: filePath)
    let stem = SnapshotFileNames.testName(testName) + "."
        + SnapshotFileNames.sanitize(name ?? String(UnnamedSnapshots.next(file: filePath, test: testName)))
    let label = name.map { "'\($0)'" } ?? "'\(stem)'"
    let golden = (snapshotDirectory ?? SnapshotFileNames.defaultDirectory(testFile: testFile))
        .appendingPathComponent(stem + "." + strategy.pathExtension)
    do {
        let mode: SnapshotRecordMode
        do {
            mode = try record ?? SnapshotTestingConfiguration.current.record ?? SnapshotRecordMode.fromEnvironment() ?? .never
        } catch {
            return "Snapshot \(label) was not checked: \(error)."
        }
        let snapshot = try strategy.snapshot(try value())
        if !snapshot.warnings.isEmpty && !allowWarnings {
            return "Snapshot \(label) was rendered with \(snapshot.warnings.count) warning\(snapshot.warnings.count == 1 ? "" : "s") "
                + "(nothing compared or recorded):\n" + snapshot.warnings.map { "  - \($0)" }.joined(separator: "\n")
                + "\nFix them, or pass allowWarnings: true to accept them."
        }
        let actual = try strategy.diffing.toData(snapshot.format)
        let stored = FileManager.default.contents(atPath: golden.path)
        if mode == .all || (stored == nil && mode != .never) {
            if stored != actual { try write(actual, to: golden) }
            return nil
        }
        guard let stored else {
            return "No snapshot \(label) at \(golden.path). Run the test with MOCKUP_RECORD=missing to record it, "
                + "then review and commit the file."
        }
        if stored == actual { return nil }
        let expected: Format
        do { expected = try strategy.diffing.fromData(stored) } catch {
            return "Snapshot \(label): the golden at \(golden.path) is not readable (\(error)); restore it from git or record it again."
        }
        guard let difference = strategy.diffing.diff(expected, snapshot.format) else { return nil }
        if mode == .failed {
            try write(actual, to: golden)
            return nil
        }
        let folder = SnapshotFileNames.artifactsDirectory(testFile: testFile, configured: SnapshotTestingConfiguration.current.artifactsDirectory)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let files = [("expected." + strategy.pathExtension, stored), ("actual." + strategy.pathExtension, actual)]
            + difference.artifacts.map { ($0.suffix, $0.data) }
        var written: [String] = []
        for (suffix, data) in files {
            let file = folder.appendingPathComponent(stem + "." + suffix)
            try write(data, to: file)
            written.append(file.path)
        }
        return "Snapshot \(label) differs from \(golden.path): \(difference.message)\n"
            + "Expected, actual and diff: \(written.joined(separator: ", ")).\n"
            + "If the change is intended, re-run with MOCKUP_RECORD=failed (or all) and review the new file."
    } catch {
        return "Snapshot \(label) could not be rendered or written: \(error)"
    }
}

/// Writes `data` atomically, creating folders as needed.
private func write(_ data: Data, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write([UInt8](data), to: file.path)
}

/// Numbers the unnamed snapshots of each test: 1, 2, … in call order.
@MainActor
private enum UnnamedSnapshots {
    static var counts: [String: Int] = [:]
    static func next(file: String, test: String) -> Int {
        let key = file + "#" + test
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
