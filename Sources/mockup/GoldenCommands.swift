import Foundation
import MockupRaster
import MockupText
import MockupSnapshot
import MockupUI

/// `mockup verify [PATTERN]` and `mockup record [PATTERN]`: goldens at @3x under `Golden/`.
/// Only `record` writes there.
enum GoldenCommands {
    /// Compares every matching scene and scheme with its golden; writes expected/actual/diff images
    /// for each mismatch; reports missing and orphaned goldens. Throws when anything differs.
    @MainActor
    static func verify(_ words: [String]) throws {
        let (scenes, jobs, pattern) = try selection(words, command: "verify")
        let store = GoldenStore(directory: RepositoryPaths.goldenDirectory())
        let artifacts = RepositoryPaths.artifactsDirectory(golden: store.directory)
        let fonts = try FontLibrary.shared()
        let laidOut = try SnapshotBatch.layOut(SnapshotBatch.pairs(scenes, scheme: nil), scale: 3, width: nil, fonts: fonts)
        let outcomes = try SnapshotBatch.rasterize(laidOut, threads: jobs, fonts: fonts) { job, rendered -> String? in
            let relative = job.scene.goldenPath(scheme: job.scheme)
            switch try store.verify(rendered.image, relativePath: relative) {
            case .match:
                return nil
            case .missing(let path):
                return "\(job.label): no golden at \(path). Run 'mockup record \(job.scene.name)' to create it."
            case let .mismatch(path, difference, expected):
                let stem = (relative as NSString).deletingPathExtension
                let files = try GoldenStore.writeArtifacts(expected: expected, actual: rendered.image, stem: stem, to: artifacts)
                return "\(job.label): differs from \(path): \(difference.summary)\n    see \(files.joined(separator: "\n        "))"
            }
        }
        let failures = outcomes.compactMap { $0 }
        failures.forEach { print("FAIL \($0)") }
        let orphans = pattern == nil ? store.orphans(expected: Set(laidOut.map { $0.scene.goldenPath(scheme: $0.scheme) })) : []
        orphans.forEach { print("ORPHAN \(store.url(forRelativePath: $0).path): no scene renders this golden; delete it or restore its scene") }
        print("\(outcomes.count - failures.count) passed, \(failures.count) failed" + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned"))
        if !failures.isEmpty || !orphans.isEmpty {
            throw CommandError(failures.isEmpty ? "orphaned goldens" : "snapshots differ from Golden/ "
                               + "(if the change is intended, run 'mockup record' and review the new images)")
        }
    }

    /// Renders every matching scene and scheme and writes its golden (atomically).
    @MainActor
    static func record(_ words: [String]) throws {
        let (scenes, jobs, _) = try selection(words, command: "record")
        let store = GoldenStore(directory: RepositoryPaths.goldenDirectory())
        let fonts = try FontLibrary.shared()
        let laidOut = try SnapshotBatch.layOut(SnapshotBatch.pairs(scenes, scheme: nil), scale: 3, width: nil, fonts: fonts)
        let outcomes = try SnapshotBatch.rasterize(laidOut, threads: jobs, fonts: fonts) { job, rendered in
            let relative = job.scene.goldenPath(scheme: job.scheme)
            return (relative, try store.record(rendered.image, relativePath: relative))
        }
        for (relative, outcome) in outcomes where outcome != .unchanged {
            print("\(outcome.rawValue) \(store.url(forRelativePath: relative).path)")
        }
        let changed = outcomes.filter { $0.1 != .unchanged }.count
        print("recorded \(outcomes.count) goldens in \(store.directory.path): \(changed) new or updated, \(outcomes.count - changed) unchanged")
    }

    private static func selection(_ words: [String], command: String) throws -> ([MockupScene], Int, String?) {
        let options = try CommandLineOptions(words, valueOptions: ["--jobs"], switchOptions: [])
        guard options.positional.count <= 1 else { throw CommandError.usage("\(command) takes at most one pattern") }
        let pattern = options.positional.first
        let scenes = SceneSelection.matching(pattern)
        guard !scenes.isEmpty else {
            let near = pattern.map(SceneSelection.nearestNames(to:)) ?? []
            throw CommandError("no scene matches '\(pattern ?? "")'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        return (scenes, try options.jobs(), pattern)
    }
}
