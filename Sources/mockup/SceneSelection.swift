import Foundation
import MockupUI
import SceneCatalog

/// Finds scenes by exact name or pattern, and suggests near names for typos.
enum SceneSelection {
    /// Scenes matching `pattern`: an exact name, a brand (`monzo`), a prefix (`monzo/pot`), a
    /// component across brands (`tab-bar`, `primary-button`) or a glob (`*/tab-bar`). nil = all.
    static func matching(_ pattern: String?) -> [MockupScene] {
        guard let pattern, !pattern.isEmpty else { return SceneCatalog.all }
        return SceneCatalog.all.filter { scene in
            scene.name == pattern || scene.brand == pattern || scene.name.hasPrefix(pattern)
                || scene.shortName.hasPrefix(pattern) || fnmatch(pattern, scene.name, 0) == 0
        }
    }

    /// The scene named exactly `name`, or an error listing the nearest names.
    static func scene(named name: String) throws -> MockupScene {
        if let scene = SceneCatalog.scene(named: name) { return scene }
        let near = nearestNames(to: name)
        let suggestion: String = near.isEmpty ? "" : "Did you mean: \(near.joined(separator: ", "))? "
        throw CommandError("unknown scene '\(name)'. " + suggestion + "Run 'mockup list' to see every scene.")
    }

    /// Up to five names closest to `name`: names containing it first, then by edit distance.
    static func nearestNames(to name: String) -> [String] {
        let names = SceneCatalog.all.map(\.name)
        let containing = names.filter { $0.contains(name) || name.contains($0) }
        let limit = max(3, name.count / 2)
        let distances: [(name: String, distance: Int)] = names.map { ($0, editDistance($0, name)) }
        let ranked = distances.filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .map(\.name)
        var result: [String] = []
        for candidate in containing + ranked where !result.contains(candidate) { result.append(candidate) }
        return Array(result.prefix(5))
    }

    /// Levenshtein distance between two strings (by Unicode scalar).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count), current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `--scheme light|dark`, or nil.
    static func scheme(_ text: String?) throws -> ColorScheme? {
        guard let text else { return nil }
        switch text {
        case "light": return .light
        case "dark": return .dark
        default: throw CommandError.usage("--scheme must be 'light' or 'dark' (got '\(text)')")
        }
    }
}
