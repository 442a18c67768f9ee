import Foundation

/// `mockup bench`: median milliseconds per engine stage.
enum Bench {
    static func run(_ args: [String]) -> Int32 {
        do {
            for result in try TextBench.run() {
                print(result.name.padding(toLength: 62, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", result.medianMs))
            }
        } catch {
            FileHandle.standardError.write(Data("mockup bench: \(error)\n".utf8))
            return 1
        }
        return 0
    }
}
