import Foundation

/// A symbol set of an asset catalog (`Name.symbolset`): a custom symbol's SVG template, exported
/// from the SF Symbols app, which `Image("Name")` draws as a symbol (Apple's "Creating custom symbol
/// images for your app").
struct AssetSymbolSet: Sendable {
    let folder: String

    private struct Contents: Decodable {
        struct Symbol: Decodable { let filename: String?; let idiom: String? }
        let symbols: [Symbol]?
    }

    /// The path of the set's SVG template for an iPhone (its universal or iPhone entry), nil when
    /// the set names none that exists.
    var templateFile: String? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let symbols = (try? JSONDecoder().decode(Contents.self, from: data))?.symbols else { return nil }
        let files = symbols.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone" }.compactMap(\.filename)
        return files.map { (folder as NSString).appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
