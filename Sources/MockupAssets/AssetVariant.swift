/// An entry of a set that applies to some devices and appearances: one image file or one colour.
protocol AssetVariant {
    var idiom: String? { get }
    var appearances: [AssetSetContents.Appearance]? { get }
}

extension AssetVariant {
    /// How well the entry fits an iPhone in `appearance`, lower is better; nil when it does not
    /// apply: another device idiom (iPad, Mac, watch…), the other luminosity, or high contrast.
    /// An entry for the exact luminosity beats one for any appearance; an `iphone` entry beats a
    /// `universal` one.
    func rank(for appearance: AssetAppearance) -> Int? {
        let idiomRank: Int
        switch idiom ?? "universal" {
        case "iphone": idiomRank = 0
        case "universal": idiomRank = 1
        default: return nil
        }
        var luminosityRank = 1
        for trait in appearances ?? [] {
            switch (trait.appearance, trait.value) {
            case ("luminosity", "dark"):
                guard appearance == .dark else { return nil }
                luminosityRank = 0
            case ("luminosity", "light"):
                guard appearance == .light else { return nil }
                luminosityRank = 0
            case ("luminosity", _):
                continue
            case ("contrast", "high"):
                return nil
            default:
                continue
            }
        }
        return luminosityRank * 2 + idiomRank
    }
}

extension Sequence where Element: AssetVariant {
    /// The entries that fit best (`rank(for:)`), in file order.
    func best(for appearance: AssetAppearance) -> [Element] {
        let ranked = compactMap { entry in entry.rank(for: appearance).map { (entry, $0) } }
        guard let top = ranked.map(\.1).min() else { return [] }
        return ranked.filter { $0.1 == top }.map(\.0)
    }
}
