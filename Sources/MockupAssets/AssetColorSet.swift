/// A colour set's folder; its `Contents.json` is read when the colour is looked up.
struct AssetColorSet: Sendable {
    let folder: String

    /// The colour for `appearance`: the best fitting entry (`AssetVariant`) that has a colour.
    func color(for appearance: AssetAppearance) -> AssetColorContent? {
        let entries = AssetSetContents.read(folder: folder)?.colors ?? []
        return entries.filter { $0.color != nil }.best(for: appearance).first?.color
    }
}
