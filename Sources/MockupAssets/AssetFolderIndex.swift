import Foundation

/// The image, colour, data and symbol sets of one folder, by name. In an `.xcassets` catalog sets sit in nested
/// group folders; a group (or sprite atlas) whose `Contents.json` has `"provides-namespace": true`
/// puts its name and a slash before the names inside it (Apple's Asset Catalog Format Reference,
/// "Folders" and "Group Type"). A plain folder (not `.xcassets`) is read the same way, and its loose
/// `name.png`, `name@2x.png`, `name@3x.jpg` files are images too.
struct AssetFolderIndex: Sendable {
    let path: String
    /// Every set of a catalog, in name order (loose files are not sets).
    let sets: [AssetSet]
    private let imageSets: [String: AssetImageSet]
    private let colorSets: [String: AssetColorSet]
    private let dataSets: [String: AssetDataSet]
    private let symbolSets: [String: AssetSymbolSet]

    init(path: String) {
        self.path = path
        var walk = Walk()
        walk.visit(path, namespace: [])
        if !path.hasSuffix(".xcassets") { walk.addLooseImages(in: path) }
        sets = walk.sets.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        imageSets = walk.imageSets
        colorSets = walk.colorSets
        dataSets = walk.dataSets
        symbolSets = walk.symbolSets
    }

    func imageSet(named name: String) -> AssetImageSet? { imageSets[name] }
    func colorSet(named name: String) -> AssetColorSet? { colorSets[name] }
    func dataSet(named name: String) -> AssetDataSet? { dataSets[name] }
    func symbolSet(named name: String) -> AssetSymbolSet? { symbolSets[name] }

    /// Collects sets folder by folder, in sorted order, the first of a name winning.
    private struct Walk {
        var sets: [AssetSet] = []
        var imageSets: [String: AssetImageSet] = [:]
        var colorSets: [String: AssetColorSet] = [:]
        var dataSets: [String: AssetDataSet] = [:]
        var symbolSets: [String: AssetSymbolSet] = [:]

        mutating func visit(_ folder: String, namespace: [String]) {
            for entry in Self.entries(of: folder) where entry.isDirectory {
                let name = (entry.name as NSString).deletingPathExtension
                let full = (namespace + [name]).joined(separator: "/")
                switch (entry.name as NSString).pathExtension {
                case "imageset":
                    guard imageSets[full] == nil else { continue }
                    imageSets[full] = AssetImageSet(source: .imageSet(folder: entry.path))
                    sets.append(AssetSet(kind: .image, name: full, path: entry.path))
                case "colorset":
                    guard colorSets[full] == nil else { continue }
                    colorSets[full] = AssetColorSet(folder: entry.path)
                    sets.append(AssetSet(kind: .color, name: full, path: entry.path))
                case "dataset":
                    if dataSets[full] == nil { dataSets[full] = AssetDataSet(folder: entry.path) }
                case "symbolset":
                    if symbolSets[full] == nil { symbolSets[full] = AssetSymbolSet(folder: entry.path) }
                case "", "spriteatlas":
                    let contents = AssetSetContents.read(folder: entry.path)
                    visit(entry.path, namespace: contents?.properties?.providesNamespace == true ? namespace + [name] : namespace)
                default:
                    continue  // app icons…: not images, colours, data or symbols code names
                }
            }
        }

        /// `name.png`, `name@2x.png`, `name@3x.jpg`… directly in `folder`, grouped by name.
        mutating func addLooseImages(in folder: String) {
            var files: [String: [AssetSetContents.ImageEntry]] = [:]
            for entry in Self.entries(of: folder) where !entry.isDirectory {
                guard let file = LooseImageFile(fileName: entry.name) else { continue }
                files[file.name, default: []].append(AssetSetContents.ImageEntry(filename: entry.name, scale: file.scale))
            }
            for (name, entries) in files where imageSets[name] == nil {
                imageSets[name] = AssetImageSet(source: .looseFiles(folder: folder, entries: entries))
            }
        }

        static func entries(of folder: String) -> [(name: String, path: String, isDirectory: Bool)] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
                let path = (folder as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                return (name, path, isDirectory.boolValue)
            }
        }
    }
}

/// A loose image file's asset name and scale: `avatar@2x.png` is `avatar` at 2x.
struct LooseImageFile {
    let name: String
    let scale: String

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "webp"]

    init?(fileName: String) {
        let ext = (fileName as NSString).pathExtension
        guard Self.extensions.contains(ext.lowercased()) else { return nil }
        let stem = (fileName as NSString).deletingPathExtension
        for suffix in ["@3x", "@2x", "@1x"] where stem.hasSuffix(suffix) {
            name = String(stem.dropLast(3))
            scale = String(suffix.dropFirst())
            return
        }
        name = stem
        scale = "1x"
    }
}
