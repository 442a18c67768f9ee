import Foundation
import MockupRaster
import MockupText
import MockupUI

/// One scene in one colour scheme, laid out and ready to rasterize.
struct SnapshotJob: Sendable {
    let scene: MockupScene
    let scheme: ColorScheme
    let laidOut: LaidOutView

    /// `monzo/card-hero` or `monzo/card-hero (dark)` when the scene has several schemes.
    var label: String { scene.schemes.count > 1 ? "\(scene.name) (\(scheme))" : scene.name }
}

/// Lays scenes out on the main actor, then rasterizes them on worker threads. Output does not
/// depend on the number of threads.
enum SnapshotBatch {
    /// Every (scene, scheme) pair: `scheme` nil = every scheme a scene supports.
    static func pairs(_ scenes: [MockupScene], scheme: ColorScheme?) -> [(MockupScene, ColorScheme)] {
        scenes.flatMap { scene in (scheme.map { [$0] } ?? scene.schemes).map { (scene, $0) } }
    }

    @MainActor
    static func layOut(_ pairs: [(MockupScene, ColorScheme)], scale: Double, width: Double?,
                       fonts: FontLibrary) throws -> [SnapshotJob] {
        try pairs.map { scene, scheme in
            do {
                return SnapshotJob(scene: scene, scheme: scheme,
                                   laidOut: try scene.layout(scheme: scheme, scale: scale, width: width, fonts: fonts))
            } catch {
                throw CommandError("\(scene.name) (\(scheme)): \(error)")
            }
        }
    }

    /// Rasterizes every job on `threads` workers and hands each image to `finish` (called on the
    /// worker thread). Returns the results in job order; the first error is rethrown after all
    /// jobs ran. Warnings are printed once each.
    static func rasterize<Result: Sendable>(_ jobs: [SnapshotJob], threads: Int, fonts: FontLibrary,
                                            finish: @escaping @Sendable (SnapshotJob, RenderedView) throws -> Result)
        throws -> [Result] {
        let results = ResultSlots<Result>(count: jobs.count)
        let progress = ProgressLine(total: jobs.count)
        let workers = max(1, min(threads, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: jobs.count, by: workers) {
                let job = jobs[index]
                do {
                    let rendered = try job.scene.rasterize(job.laidOut, fonts: fonts)
                    results.set(index, .success(try finish(job, rendered)),
                                warnings: rendered.warnings.map { "\(job.label): \($0)" })
                } catch {
                    results.set(index, .failure(CommandError("\(job.label): \(error)")), warnings: [])
                }
                progress.advance(job.label)
            }
        }
        printWarnings(results.warnings)
        return try results.values.map { try $0.get() }
    }

    /// Prints each distinct warning once.
    static func printWarnings(_ warnings: [String]) {
        var seen = Set<String>()
        for warning in warnings where seen.insert(warning).inserted { Console.warning(warning) }
    }
}

/// Results filled in by worker threads, one slot per job.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, CommandError>?]
    private var collectedWarnings: [[String]]
    private let lock = NSLock()
    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        collectedWarnings = Array(repeating: [], count: count)
    }
    func set(_ index: Int, _ value: Result<Value, CommandError>, warnings: [String]) {
        lock.withLock { slots[index] = value; collectedWarnings[index] = warnings }
    }
    /// Warnings in job order.
    var warnings: [String] { lock.withLock { collectedWarnings.flatMap { $0 } } }
    var values: [Result<Value, CommandError>] {
        lock.withLock { slots.map { $0 ?? .failure(CommandError("not rendered")) } }
    }
}
