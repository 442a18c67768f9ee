/// `--shard i/n`: the i-th of n stable parts of a scene catalogue, for splitting a large catalogue
/// across CI runners. A scene belongs to one part by a hash of its name alone (FNV-1a), so it
/// stays in its part when other scenes are added or removed, and the n parts together are
/// exactly the whole catalogue.
struct SceneShard: Equatable {
    /// 1...count.
    let index: Int
    let count: Int

    /// Parses `i/n` with 1 ≤ i ≤ n ≤ 1000.
    init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...1000).contains(count), (1...count).contains(index) else {
            throw CommandError.usage("--shard must be i/n with 1 ≤ i ≤ n ≤ 1000, like 1/4 (got '\(text)')")
        }
        self.index = index; self.count = count
    }

    /// Whether the scene named `name` (`monzo/card-hero`) is in this part.
    func contains(_ name: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(hash % UInt64(count)) == index - 1
    }
}
