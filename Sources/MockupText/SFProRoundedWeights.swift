/// Nunito's `wght` for each SF Pro Rounded weight. SF Pro Rounded has SF Pro's stems, and Nunito's own
/// Regular to SemiBold are lighter than SF Pro's (its `avar` keeps 400–600 close together), so Medium
/// and Semibold looked like Regular beside default-design text. Each weight takes the Nunito instance
/// whose vertical stem (the `I`'s width) equals Inter's — the SF Pro stand-in, text optical size — at
/// that weight, to 10 units (docs/TEXT.md §9.3).
enum SFProRoundedWeights {
    /// (SF weight, Nunito `wght`) from Ultralight to Black.
    static let table: [(weight: Double, wght: Double)] = [
        (100, 200), (200, 220), (300, 330), (400, 490), (500, 630), (600, 710), (700, 780), (800, 860), (900, 950),
    ]

    /// Nunito's `wght` for `weight` (100…900), linear between the table's weights.
    static func nunitoWeight(for weight: Double) -> Double {
        let clamped = min(max(weight, table[0].weight), table[table.count - 1].weight)
        guard let upper = table.firstIndex(where: { $0.weight >= clamped }), upper > 0 else { return table[0].wght }
        let (a, b) = (table[upper - 1], table[upper])
        return a.wght + (b.wght - a.wght) * (clamped - a.weight) / (b.weight - a.weight)
    }
}
