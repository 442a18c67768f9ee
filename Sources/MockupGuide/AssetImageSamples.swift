import Foundation

/// Sample image names for the app's views: a `String` parameter the code hands to `Image(_:)` or
/// `UIImage(named:)` (`Image(tab.icon)`, `Image(imageName)`) is one of the app's own asset catalog
/// images, as in the app, rather than an SF Symbol name the catalog does not hold.
struct AssetImageSamples {
    /// The image sets of the app's catalogs, in catalog order.
    let imageNames: [String]
    /// The names code passes as asset image names: `icon` of `Image(tabs[index].icon)`.
    let parameterNames: Set<String>

    init(imageNames: [String], source: String) {
        self.imageNames = imageNames
        parameterNames = imageNames.isEmpty ? [] : Self.parameterNames(in: source)
    }

    /// The last identifier of an expression passed first to `Image(`, `UIImage(named:` or
    /// `Image(uiImage: UIImage(named:` — not a string literal, not `systemName:` — and the list a
    /// `ForEach` draws that way (`imageUrls` of `ForEach(listing.imageUrls, id: \.self) { url in Image(url) }`).
    static func parameterNames(in source: String) -> Set<String> {
        let path = #"(?:\$?\w+(?:\[[^\]\n]*\])?\??\.)*(\w+)"#
        let image = try! Regex(#"\bImage\(\s*"# + path + #"\s*[,)]"#)
        let named = try! Regex(#"\bUIImage\(\s*named:\s*"# + path + #"\s*[,)]"#)
        var names = Set((source.matches(of: image) + source.matches(of: named)).compactMap { $0.output[1].substring.map(String.init) })
        let forEach = try! Regex(#"\bForEach\(\s*"# + path + #"[^{}\n]*\{\s*(\w+)\s+in\b"#)
        for match in source.matches(of: forEach) {
            guard let list = match.output[1].substring, let element = match.output[2].substring, names.contains(String(element)) else { continue }
            names.insert(String(list))
        }
        return names
    }

    /// A catalog image for parameter `name` (the `index`-th for an array's elements, 1-based),
    /// preferring images whose names share a word with it (`icon` → `home.icon`); nil when the code
    /// never draws `name` as an asset image or the app has none.
    func sample(forParameter name: String, index: Int) -> String? {
        guard parameterNames.contains(name), !imageNames.isEmpty else { return nil }
        let words = Self.words(name)
        let related = imageNames.filter { !words.isDisjoint(with: Self.words($0)) }
        let pool = related.isEmpty ? imageNames : related
        return pool[(index - 1) % pool.count]
    }

    /// `Filled Gear`, `icon-toasts`, `home.icon`, `tabIcon` as lowercase words.
    private static func words(_ name: String) -> Set<String> {
        Set(name.split { !$0.isLetter && !$0.isNumber }.flatMap { ComponentPlan.nameWords(String($0)) })
    }
}
