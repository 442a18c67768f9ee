import Foundation
import MockupRaster
import MockupSnapshot
import MockupText
import MockupUI

/// `mockup record [PATTERN] [--jobs N] [--golden DIR] [--shard i/n] [--allow-warnings]`: (re)writes goldens,
/// all or nothing. Every matching scene and scheme is rendered first; if any render fails, has
/// warnings (without `--allow-warnings`), or any golden folder is not writable, nothing is
/// written. Writes are atomic; stale temporary files of killed runs are removed first.
enum RecordCommand {
    /// A rendered golden and what recording it will do.
    private struct Planned: Sendable {
        let path: String
        let bytes: [UInt8]
        let change: GoldenStore.RecordOutcome
        let withheld: Bool
    }

    @MainActor
    static func run(_ words: [String]) throws {
        let selection = try GoldenSelection(words, command: "record")
        let store = GoldenStore(directory: selection.golden)
        for path in AtomicFile.removeStaleTemporaries(in: store.directory.path, recursive: true) {
            print("removed \(path) (left by an interrupted run)")
        }
        let fonts = try FontLibrary.shared()
        let allowWarnings = selection.allowWarnings
        let outcomes = SnapshotBatch.render(SnapshotBatch.pairs(selection.scenes, scheme: nil), scale: 3, width: nil,
                                            threads: selection.jobs, fonts: fonts) { job, rendered -> Planned in
            let path = store.url(forRelativePath: job.scene.goldenPath(scheme: job.scheme)).path
            let bytes = try PNGEncoder.encode(rendered.image)
            let stored = FileManager.default.contents(atPath: path)
            let change: GoldenStore.RecordOutcome = stored == nil ? .created : ([UInt8](stored!) == bytes ? .unchanged : .updated)
            return Planned(path: path, bytes: bytes, change: change, withheld: !rendered.warnings.isEmpty && !allowWarnings)
        }
        SnapshotBatch.report(outcomes)
        let failed = outcomes.filter { $0.failure != nil }.count
        let withheld = outcomes.filter { $0.value?.withheld ?? false }.count
        guard failed == 0, withheld == 0 else {
            let problems = [failed > 0 ? "\(failed) render\(failed == 1 ? "" : "s") failed (listed above)" : nil,
                            SnapshotBatch.warningsHint(withheld: withheld, total: outcomes.count, action: "they cannot be recorded")]
            throw CommandError("nothing recorded: " + problems.compactMap { $0 }.joined(separator: "; "))
        }
        let planned = outcomes.compactMap(\.value)
        let changes = planned.filter { $0.change != .unchanged }
        try checkWritable(changes.map(\.path))

        var written: [Planned] = [], errors: [String] = []
        for golden in changes {
            do {
                try FileManager.default.createDirectory(atPath: (golden.path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(golden.bytes, to: golden.path)
                written.append(golden)
                print("\(golden.change.rawValue) \(golden.path)")
            } catch {
                errors.append("\(golden.path): \(error)")
            }
        }
        try recordVersions(in: store.directory, everyScene: selection.pattern == nil && selection.shard == nil)
        print("recorded \(planned.count) goldens in \(store.directory.path): \(written.count) new or updated, "
              + "\(planned.count - changes.count) unchanged")
        if !errors.isEmpty {
            errors.forEach { Console.error($0) }
            throw CommandError("\(errors.count) golden\(errors.count == 1 ? "" : "s") could not be written (listed above)")
        }
    }

    /// Throws, naming every folder, unless a file can be created in each folder of `paths` (or in
    /// the nearest existing parent of a folder still to be created).
    private static func checkWritable(_ paths: [String]) throws {
        var problems: [String] = []
        for folder in Set(paths.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
            var existing = folder
            while !FileManager.default.fileExists(atPath: existing), existing != "/" {
                existing = (existing as NSString).deletingLastPathComponent
            }
            do { try OutputFolder.checkWritable(existing) } catch let error as CommandError { problems.append(error.description) }
        }
        guard problems.isEmpty else {
            throw CommandError("nothing recorded: " + problems.joined(separator: "; "))
        }
    }

    /// Writes `Golden/VERSIONS` when recording every scene (or when it is missing); after a partial
    /// record with other library versions, says so instead.
    private static func recordVersions(in golden: URL, everyScene: Bool) throws {
        let recorded = GoldenVersions.read(from: golden), current = GoldenVersions.current
        guard recorded != current else { return }
        if everyScene || recorded == nil {
            try current.write(to: golden)
            print("wrote \(golden.appendingPathComponent(GoldenVersions.fileName).path) (\(current.summary))")
        } else {
            Console.warning("the other goldens were recorded with \(recorded!.summary), this machine has \(current.summary); "
                            + "run 'mockup record' for every scene to record them all with one set of versions")
        }
    }
}
