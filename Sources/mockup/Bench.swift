import Foundation

/// `mockup bench`: median milliseconds per engine stage.
enum Bench {
    static func run(_ args: [String]) -> Int32 {
        print("mockup bench: no stages yet")
        return 0
    }
}
