import Foundation
import MockupRaster
import MockupText
import MockupUI

/// One scene in one colour scheme, laid out and ready to rasterize.
struct SnapshotJob: Sendable {
    let scene: MockupScene
    let scheme: ColorScheme
    let laidOut: LaidOutView
}

/// What became of one scene and scheme of a batch: the value its `finish` step returned, or why it
/// failed; and the render's warnings either way (empty when it could not be rendered).
struct SnapshotOutcome<Value: Sendable>: Sendable {
    let scene: MockupScene
    let scheme: ColorScheme
    let result: Result<Value, CommandError>
    let warnings: [String]

    /// `monzo/card-hero` or `monzo/card-hero (dark)` when the scene has several schemes.
    var label: String { SnapshotBatch.label(scene, scheme) }
    var value: Value? { try? result.get() }
    var failure: CommandError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}

/// Lays scenes out on the main actor, then rasterizes them on worker threads. Every scene gets an
/// outcome, whatever fails; output does not depend on the number of threads.
enum SnapshotBatch {
    /// Every (scene, scheme) pair: `scheme` nil = every scheme a scene supports.
    static func pairs(_ scenes: [MockupScene], scheme: ColorScheme?) -> [(MockupScene, ColorScheme)] {
        scenes.flatMap { scene in (scheme.map { [$0] } ?? scene.schemes).map { (scene, $0) } }
    }

    static func label(_ scene: MockupScene, _ scheme: ColorScheme) -> String {
        scene.schemes.count > 1 ? "\(scene.name) (\(scheme))" : scene.name
    }

    /// Renders every pair and hands each image to `finish` (on a worker thread), in pair order.
    /// Image folders are those of the checkout around the working directory.
    @MainActor
    static func render<Value: Sendable>(_ pairs: [(MockupScene, ColorScheme)], scale: Double, width: Double?,
                                        threads: Int, fonts: FontLibrary,
                                        finish: @escaping @Sendable (SnapshotJob, RenderedView) throws -> Value)
        -> [SnapshotOutcome<Value>] {
        var outcomes: [SnapshotOutcome<Value>?] = []
        var jobs: [(index: Int, job: SnapshotJob)] = []
        for (scene, scheme) in pairs {
            do {
                var request = scene.request(scheme: scheme, scale: scale, width: width)
                request.assetDirectory = try RepositoryPaths.assetDirectory(of: scene)
                let laidOut = try ViewRenderer.layout(request, fonts: fonts) { scene.makeView() }
                jobs.append((outcomes.count, SnapshotJob(scene: scene, scheme: scheme, laidOut: laidOut)))
                outcomes.append(nil)
            } catch {
                outcomes.append(SnapshotOutcome(scene: scene, scheme: scheme, result: .failure(commandError(error)), warnings: []))
            }
        }
        let rendered = rasterize(jobs.map(\.job), threads: threads, fonts: fonts, finish: finish)
        for (slot, outcome) in zip(jobs.map(\.index), rendered) { outcomes[slot] = outcome }
        return outcomes.map { $0! }
    }

    /// Rasterizes `jobs` on `threads` workers; each image goes to `finish`. Never throws: failures
    /// are outcomes.
    private static func rasterize<Value: Sendable>(_ jobs: [SnapshotJob], threads: Int, fonts: FontLibrary,
                                                   finish: @escaping @Sendable (SnapshotJob, RenderedView) throws -> Value)
        -> [SnapshotOutcome<Value>] {
        let slots = OutcomeSlots<Value>(count: jobs.count)
        let progress = ProgressLine(total: jobs.count)
        let workers = max(1, min(threads, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: jobs.count, by: workers) {
                let job = jobs[index]
                var warnings: [String] = []
                let result: Result<Value, CommandError>
                do {
                    let rendered = try job.scene.rasterize(job.laidOut, fonts: fonts)
                    warnings = rendered.warnings
                    result = .success(try finish(job, rendered))
                } catch {
                    result = .failure(commandError(error))
                }
                slots.set(index, SnapshotOutcome(scene: job.scene, scheme: job.scheme, result: result, warnings: warnings))
                progress.advance(label(job.scene, job.scheme))
            }
        }
        return slots.values
    }

    private static func commandError(_ error: any Error) -> CommandError {
        error as? CommandError ?? CommandError("\(error)")
    }

    /// Prints every warning ("warning: <scene>: …") and failure ("mockup: <scene>: …") to stderr,
    /// in scene order.
    static func report<Value>(_ outcomes: [SnapshotOutcome<Value>]) {
        for outcome in outcomes {
            for warning in outcome.warnings { Console.warning("\(outcome.label): \(warning)") }
            if let failure = outcome.failure { Console.error("\(outcome.label): \(failure.description)") }
        }
    }

    /// A one-line hint for renders withheld because of warnings, or nil when there are none.
    static func warningsHint(withheld: Int, total: Int, action: String) -> String? {
        guard withheld > 0 else { return nil }
        return "\(withheld) of \(total) render\(total == 1 ? "" : "s") had warnings (listed above), so \(action); "
            + "fix them, or pass --allow-warnings to accept them"
    }
}

/// Outcomes filled in by worker threads, one slot per job.
private final class OutcomeSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [SnapshotOutcome<Value>?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ outcome: SnapshotOutcome<Value>) { lock.withLock { slots[index] = outcome } }
    var values: [SnapshotOutcome<Value>] { lock.withLock { slots.map { $0! } } }
}
