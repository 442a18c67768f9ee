import Foundation
import MockupRaster
import MockupText
import MockupSnapshot
import MockupUI

/// `mockup render SCENE... [-o PATH] [--scale 1|2|3] [--scheme light|dark] [--width PT | --device NAME]
/// [--layout-json] [--allow-warnings]` and `mockup render --all -o DIR [--jobs N] [--shard i/n]`.
/// `--device` renders the scenes full-screen on that device (docs/DEVICES.md); `--shard` renders one
/// stable part of the catalogue (see `SceneShard`).
///
/// A render with errors (a missing or damaged font or image) writes nothing; one with warnings
/// (an unknown font name or SF Symbol) is written only with `--allow-warnings`. Either exits 1.
enum RenderCommand {
    /// What happened to one rendered image.
    private enum Written: Sendable {
        case file(path: String, width: Int, height: Int)
        case withheld
    }

    @MainActor
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: ["-o", "--output", "--scale", "--scheme", "--width", "--jobs",
                                                                  "--shard", "--device"],
                                             switchOptions: ["--all", "--layout-json", "--allow-warnings"])
        let output = options.value("-o") ?? options.value("--output")
        let scheme = try SceneSelection.scheme(options.value("--scheme"))
        let device = try options.value("--device").map { try deviceProfile(named: $0) }
        // A device render is at the device's scale unless --scale says otherwise.
        let scale = options.value("--scale") == nil ? device?.scale ?? 3 : try options.scale()
        let width = try options.width(), jobs = try options.jobs()
        let allowWarnings = options.has("--allow-warnings"), writeLayout = options.has("--layout-json")

        if device != nil, width != nil { throw CommandError.usage("--width and --device exclude each other: a device has its own width") }
        var scenes: [MockupScene]
        if options.has("--all") {
            guard options.positional.isEmpty else { throw CommandError.usage("render --all takes no scene names") }
            guard output != nil else { throw CommandError.usage("render --all needs -o DIR (the folder to write into)") }
            let shard = try options.value("--shard").map(SceneShard.init)
            scenes = SceneSelection.matching(nil).filter { shard?.contains($0.name) ?? true }
        } else {
            guard !options.positional.isEmpty else {
                throw CommandError.usage("render needs a scene name (e.g. 'mockup render monzo/card-hero') or --all -o DIR")
            }
            guard options.value("--shard") == nil else { throw CommandError.usage("--shard splits render --all; name scenes or use --all") }
            scenes = try options.positional.map(SceneSelection.scene(named:))
        }
        if let device { scenes = scenes.map { $0.on(device) } }
        // One file for a single snapshot given a .png path; otherwise a folder of <brand>/<scene>.png.
        // --all renders every scheme of every scene; named scenes render in --scheme or their default.
        let pairs = options.has("--all") ? SnapshotBatch.pairs(scenes, scheme: scheme)
                                         : scenes.map { ($0, scheme ?? $0.schemes[0]) }
        let singleFile = pairs.count == 1 && (output?.hasSuffix(".png") ?? false)
        if let output, !singleFile, output.hasSuffix(".png") {
            throw CommandError.usage("-o \(output) names one file but \(pairs.count) images are rendered; give a folder")
        }
        let folder = singleFile ? nil : (output ?? "out")
        let target: @Sendable (MockupScene, ColorScheme) -> String = { scene, scheme in
            folder.map { ($0 as NSString).appendingPathComponent(scene.goldenPath(scheme: scheme)) } ?? output!
        }
        // Every folder is checked (and stale temporary files of killed runs removed) before rendering.
        let folders = Set(pairs.map { (target($0.0, $0.1) as NSString).deletingLastPathComponent })
        for path in folders.sorted() {
            try OutputFolder.prepare(path.isEmpty ? "." : path)
            AtomicFile.removeStaleTemporaries(in: path.isEmpty ? "." : path)
        }

        let fonts = try FontLibrary.shared()
        let outcomes = SnapshotBatch.render(pairs, scale: scale, width: width, threads: jobs, fonts: fonts) { job, rendered -> Written in
            guard rendered.warnings.isEmpty || allowWarnings else { return .withheld }
            let path = target(job.scene, job.scheme)
            if let existing = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
               existing == .typeDirectory {
                throw CommandError("\(path) is a folder; remove it or choose another -o")
            }
            try PNGEncoder.write(rendered.image, toFile: path)
            if writeLayout {
                try AtomicFile.write(Array(job.laidOut.tree.jsonString().utf8),
                                     to: (path as NSString).deletingPathExtension + ".layout.json")
            }
            return .file(path: path, width: rendered.image.width, height: rendered.image.height)
        }
        for outcome in outcomes {
            guard case .file(let path, let w, let h)? = outcome.value else { continue }
            print("wrote \(path) (\(w)×\(h) px, @\(Int(scale))x, \(outcome.scheme))" + (writeLayout ? " and its .layout.json" : ""))
        }
        if outcomes.count == 1, let failure = outcomes[0].failure {   // one image: one line
            throw CommandError("\(outcomes[0].label): \(failure.description)")
        }
        SnapshotBatch.report(outcomes)
        let failed = outcomes.filter { $0.failure != nil }.count
        let withheld = outcomes.filter { if case .withheld? = $0.value { return true }; return false }.count
        let problems = [failed > 0 ? "\(failed) of \(outcomes.count) image\(outcomes.count == 1 ? "" : "s") could not be rendered or written (see above)" : nil,
                        SnapshotBatch.warningsHint(withheld: withheld, total: outcomes.count, action: "they were not written")]
            .compactMap { $0 }
        if !problems.isEmpty { throw CommandError(problems.joined(separator: "; ")) }
    }
}
