import Foundation
import MockupUI

/// The options `verify` and `record` share: `[PATTERN] [--jobs N] [--golden DIR] [--allow-warnings]`.
struct GoldenSelection {
    let scenes: [MockupScene]
    let pattern: String?
    let jobs: Int
    let golden: URL
    let allowWarnings: Bool

    @MainActor
    init(_ words: [String], command: String) throws {
        let options = try CommandLineOptions(words, valueOptions: ["--jobs", "--golden"], switchOptions: ["--allow-warnings"])
        guard options.positional.count <= 1 else { throw CommandError.usage("\(command) takes at most one pattern") }
        pattern = options.positional.first
        scenes = SceneSelection.matching(pattern)
        guard !scenes.isEmpty else {
            let near = pattern.map(SceneSelection.nearestNames(to:)) ?? []
            throw CommandError("no scene matches '\(pattern ?? "")'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        jobs = try options.jobs()
        golden = try RepositoryPaths.goldenDirectory(option: options.value("--golden"))
        allowWarnings = options.has("--allow-warnings")
    }
}
