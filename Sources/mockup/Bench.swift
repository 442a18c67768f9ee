import Foundation

/// `mockup bench`: median milliseconds per engine stage.
enum Bench {
    static func run(_ args: [String]) -> Int32 {
        do {
            let rows = try RasterBench.run() + TextBench.run() + MainActor.assumeIsolated { try RenderBench.run() }
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
