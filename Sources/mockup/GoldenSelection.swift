import Foundation
import MockupUI

/// The options `verify` and `record` share: `[PATTERN] [--jobs N] [--golden DIR] [--shard i/n]
/// [--allow-warnings]`, plus the command's own `valueOptions` (read from `options`).
struct GoldenSelection {
    let scenes: [MockupScene]
    let pattern: String?
    let shard: SceneShard?
    let jobs: Int
    let golden: URL
    let allowWarnings: Bool
    let options: CommandLineOptions

    @MainActor
    init(_ words: [String], command: String, valueOptions: Set<String> = []) throws {
        options = try CommandLineOptions(words, valueOptions: valueOptions.union(["--jobs", "--golden", "--shard"]),
                                         switchOptions: ["--allow-warnings"])
        guard options.positional.count <= 1 else { throw CommandError.usage("\(command) takes at most one pattern") }
        pattern = options.positional.first
        let matching = SceneSelection.matching(pattern)
        guard !matching.isEmpty else {
            let near = pattern.map(SceneSelection.nearestNames(to:)) ?? []
            throw CommandError("no scene matches '\(pattern ?? "")'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        shard = try options.value("--shard").map(SceneShard.init)
        scenes = shard.map { shard in matching.filter { shard.contains($0.name) } } ?? matching
        jobs = try options.jobs()
        golden = try RepositoryPaths.goldenDirectory(option: options.value("--golden"))
        allowWarnings = options.has("--allow-warnings")
    }
}
