import Foundation
import MockupRaster
import MockupText
import MockupSnapshot
import MockupUI

/// `mockup render SCENE... [-o PATH] [--scale 1|2|3] [--scheme light|dark] [--width PT] [--layout-json]`
/// and `mockup render --all -o DIR [--jobs N]`.
enum RenderCommand {
    @MainActor
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: ["-o", "--output", "--scale", "--scheme", "--width", "--jobs"],
                                             switchOptions: ["--all", "--layout-json"])
        let output = options.value("-o") ?? options.value("--output")
        let scheme = try SceneSelection.scheme(options.value("--scheme"))
        let scale = try options.scale(), width = try options.width(), jobs = try options.jobs()

        let scenes: [MockupScene]
        if options.has("--all") {
            guard options.positional.isEmpty else { throw CommandError.usage("render --all takes no scene names") }
            guard output != nil else { throw CommandError.usage("render --all needs -o DIR (the folder to write into)") }
            scenes = SceneSelection.matching(nil)
        } else {
            guard !options.positional.isEmpty else {
                throw CommandError.usage("render needs a scene name (e.g. 'mockup render monzo/card-hero') or --all -o DIR")
            }
            scenes = try options.positional.map(SceneSelection.scene(named:))
        }
        // One file for a single snapshot given a .png path; otherwise a folder of <brand>/<scene>.png.
        // --all renders every scheme of every scene; named scenes render in --scheme or their default.
        let pairs = options.has("--all") ? SnapshotBatch.pairs(scenes, scheme: scheme)
                                         : scenes.map { ($0, scheme ?? $0.schemes[0]) }
        let singleFile = pairs.count == 1 && (output?.hasSuffix(".png") ?? false)
        let folder = URL(fileURLWithPath: singleFile ? "." : (output ?? "out"))
        if let output, !singleFile, output.hasSuffix(".png") {
            throw CommandError.usage("-o \(output) names one file but \(pairs.count) images are rendered; give a folder")
        }

        let fonts = try FontLibrary.shared()
        let laidOut = try SnapshotBatch.layOut(pairs, scale: scale, width: width, fonts: fonts)
        let writeLayout = options.has("--layout-json")
        let written = try SnapshotBatch.rasterize(laidOut, threads: jobs, fonts: fonts) { job, rendered in
            let path = singleFile ? output! : folder.appendingPathComponent(job.scene.goldenPath(scheme: job.scheme)).path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try PNGEncoder.write(rendered.image, toFile: path)
            if writeLayout {
                let jsonPath = (path as NSString).deletingPathExtension + ".layout.json"
                try Data(job.laidOut.tree.jsonString().utf8).write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
            }
            return (path, rendered.image.width, rendered.image.height, job)
        }
        for (path, w, h, job) in written {
            print("wrote \(path) (\(w)×\(h) px, @\(Int(scale))x, \(job.scheme))"
                  + (writeLayout ? " and its .layout.json" : ""))
        }
    }
}
