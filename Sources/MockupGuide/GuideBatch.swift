import Foundation

/// Renders guides into `output/<slug>/`: compile (cached), run in a separate process into a staging
/// folder, then move the PNGs into place one by one (each a rename, so no reader sees half a file)
/// and write `index.json`. Guides run `jobs` at a time; one guide's failure never stops the others.
public struct GuideBatch: Sendable {
    /// What one guide produced.
    public struct Report: Sendable {
        public let input: GuideInput
        public let compiled: CompiledGuide
        public let entries: [GuideRun.Entry]
        public let folder: URL
    }

    public struct Outcome: Sendable {
        public let input: GuideInput
        public let result: Result<Report, GuideError>
    }

    public let compiler: GuideCompiler
    public let run: GuideRun
    public let output: URL

    public init(compiler: GuideCompiler, run: GuideRun, output: URL) {
        self.compiler = compiler; self.run = run; self.output = output
    }

    public func render(_ inputs: [GuideInput], jobs: Int) -> [Outcome] {
        let results = OutcomeSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, inputs.count))) { worker in
            for index in stride(from: worker, to: inputs.count, by: max(1, min(jobs, inputs.count))) {
                let input = inputs[index]
                do {
                    results.set(index, Outcome(input: input, result: .success(try render(input))))
                } catch let error as GuideError {
                    results.set(index, Outcome(input: input, result: .failure(error)))
                } catch {
                    results.set(index, Outcome(input: input, result: .failure(GuideError("\(error)"))))
                }
            }
        }
        return results.values
    }

    private func render(_ input: GuideInput) throws -> Report {
        var run = self.run
        if let fonts = input.fontsFolder, !run.userFontFolders.contains(fonts) { run.userFontFolders.append(fonts) }
        run.assetCatalogs = input.assetCatalogs
        run.stringTables = input.stringTables
        run.resourceFiles = input.resourceFiles
        run.infoPropertyList = input.infoPropertyList(resources: run.resourceFiles)
        let compiled = try compiler.compile(input)
        let folder = output.appendingPathComponent(input.slug)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Renders are deterministic: the same runner with the same options gives the same files, so
        // they are kept beside the runner and an unchanged guide is only copied out again.
        let renders = compiled.runner.deletingLastPathComponent().appendingPathComponent("renders")
            .appendingPathComponent(StableHash.hex(run.optionsKey))
        let entries: [GuideRun.Entry]
        if let cached = try? Data(contentsOf: renders.appendingPathComponent("entries.json")),
           let decoded = try? JSONDecoder().decode([GuideRun.Entry].self, from: cached),
           decoded.allSatisfy({ $0.files.allSatisfy { FileManager.default.fileExists(atPath: renders.appendingPathComponent($0).path) } }) {
            entries = decoded
        } else {
            let staging = renders.deletingLastPathComponent().appendingPathComponent(".staging-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: staging) }
            entries = try run.run(compiled, staging: staging)
            try JSONEncoder().encode(entries).write(to: staging.appendingPathComponent("entries.json"), options: .atomic)
            try? FileManager.default.removeItem(at: renders)
            try FileManager.default.moveItem(at: staging, to: renders)
        }
        for entry in entries {
            for file in entry.files {
                // Copy next to the target, then rename over it: no reader sees half a file.
                let target = folder.appendingPathComponent(file)
                let temporary = folder.appendingPathComponent(".\(file).\(UUID().uuidString).tmp")
                try FileManager.default.copyItem(at: renders.appendingPathComponent(file), to: temporary)
                guard rename(temporary.path, target.path) == 0 else {
                    try? FileManager.default.removeItem(at: temporary)
                    throw GuideError("cannot write \(target.path): \(String(cString: strerror(errno)))")
                }
            }
        }
        let index = Index(guide: input.path, components: entries, blocksLeftOut: compiled.failedBlocks,
                          stubbedScreens: compiled.stubs, notes: compiled.notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(index).write(to: folder.appendingPathComponent("index.json"), options: .atomic)
        return Report(input: input, compiled: compiled, entries: entries, folder: folder)
    }

    /// `index.json` of a guide's folder.
    struct Index: Encodable {
        let guide: String
        let components: [GuideRun.Entry]
        let blocksLeftOut: [CompiledGuide.BlockFailure]
        let stubbedScreens: [String]
        let notes: [String]
    }
}

/// Results filled in by worker threads, read once all are done.
private final class OutcomeSlots: @unchecked Sendable {
    private var slots: [GuideBatch.Outcome?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ outcome: GuideBatch.Outcome) { lock.withLock { slots[index] = outcome } }
    var values: [GuideBatch.Outcome] { lock.withLock { slots.compactMap { $0 } } }
}
