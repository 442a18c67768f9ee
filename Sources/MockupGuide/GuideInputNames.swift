import Foundation

/// Output folder names that do not collide: a repository of tutorials holds five `Complete` apps
/// and five `StartingPoint` ones, which would otherwise render into the same two folders, each
/// overwriting the last.
enum GuideInputNames {
    /// `inputs` with each group sharing a slug renamed by the fewest trailing path components that
    /// tell them apart (`AnimatingViews/Complete` → `animatingviews-complete`), numbered when even
    /// their whole paths are alike (one path given twice).
    static func distinct(_ inputs: [GuideInput]) -> [GuideInput] {
        var renamed = inputs
        let groups = Dictionary(grouping: inputs.indices, by: { inputs[$0].slug }).values.filter { $0.count > 1 }
        for group in groups {
            let components = group.map { URL(fileURLWithPath: inputs[$0].path).standardizedFileURL.pathComponents.filter { $0 != "/" } }
            let longest = components.map(\.count).max() ?? 1
            let names = (2...max(longest, 2)).lazy.map { count in components.map { GuideInput.slug($0.suffix(count).joined(separator: "-")) } }
                .first { Set($0).count == $0.count }
            for (position, index) in group.enumerated() {
                renamed[index].slug = names?[position] ?? "\(inputs[index].slug)-\(position + 1)"
            }
        }
        return renamed
    }
}
