import Foundation

/// `mockup bench [raster|text|render ...]`: median milliseconds per engine stage (all sections by default).
enum Bench {
    static let sections = ["raster", "text", "render"]

    static func run(_ args: [String]) -> Int32 {
        if let unknown = args.first(where: { !sections.contains($0) }) {
            FileHandle.standardError.write(Data("mockup bench: unknown section '\(unknown)'; choose from \(sections.joined(separator: ", "))\n".utf8))
            return 2
        }
        let chosen = args.isEmpty ? sections : args
        do {
            var rows: [(name: String, medianMs: Double)] = []
            if chosen.contains("raster") { rows += try RasterBench.run() }
            if chosen.contains("text") { rows += try TextBench.run() }
            if chosen.contains("render") { rows += try MainActor.assumeIsolated { try RenderBench.run() } }
            for row in rows {
                print(row.name.padding(toLength: 62, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", row.medianMs))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("mockup bench: \(error)\n".utf8))
            return 1
        }
    }
}
