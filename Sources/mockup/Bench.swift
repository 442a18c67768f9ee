import Foundation

/// `mockup bench`: median milliseconds per engine stage.
enum Bench {
    static func run(_ args: [String]) -> Int32 {
        do {
            for row in try RasterBench.run() {
                print(row.name.padding(toLength: 52, withPad: " ", startingAt: 0), String(format: "%8.2f ms", row.medianMs))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("mockup bench: \(error)\n".utf8))
            return 1
        }
    }
}
