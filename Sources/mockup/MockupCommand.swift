import Foundation

/// Dispatches `mockup` subcommands.
enum MockupCommand {
    static let usage = """
    mockup — render SwiftUI-style component mockups to PNG on Linux

    USAGE:
      mockup bench            print median timings of the engine's stages (use a release build)
      mockup --help           show this help
    """

    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            print(usage)
            return 0
        }
        switch command {
        case "--help", "-h", "help":
            print(usage)
            return 0
        case "bench":
            return Bench.run(Array(args.dropFirst()))
        default:
            FileHandle.standardError.write(Data("mockup: unknown command '\(command)'. Run 'mockup --help' to see the commands.\n".utf8))
            return 2
        }
    }
}
