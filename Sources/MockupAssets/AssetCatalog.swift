import Foundation

/// An app's asset catalogs: `.xcassets` folders (and plain folders of loose `name@3x.png` files, as
/// scenes keep theirs), searched in order for a name; the first folder that has it wins, as the
/// catalogs of one app target are compiled together.
///
/// Each folder is read once, when a name is first looked up (its `Contents.json` files when a set is
/// first used): a catalog value is a snapshot for the renders it serves.
public struct AssetCatalog: Hashable, Sendable {
    /// The folders searched, in order.
    public let folders: [String]
    private let indexes: AssetCatalogIndexes

    public init(folders: [String] = []) {
        self.folders = folders
        indexes = AssetCatalogIndexes(folders: folders)
    }

    public static func == (a: AssetCatalog, b: AssetCatalog) -> Bool { a.folders == b.folders }
    public func hash(into hasher: inout Hasher) { hasher.combine(folders) }

    /// The image `name` for a render at `scale` pixels per point in `appearance`: the image set's
    /// file (or a loose file of a plain folder) that fits best, a file Mockup cannot draw, or nothing.
    public func image(named name: String, scale: Double, appearance: AssetAppearance) -> AssetImageLookup {
        for folder in indexes.folders {
            if let set = folder.index.imageSet(named: name) {
                return set.lookup(scale: scale, appearance: appearance)
            }
        }
        return AssetImageLookup()
    }

    /// The SVG template of the custom symbol `name` (a `.symbolset`), or nil when no folder has one.
    /// An image set of the name, in any folder, is what `Image(name)` draws instead.
    public func customSymbolFile(named name: String) -> String? {
        guard !indexes.folders.contains(where: { $0.index.imageSet(named: name) != nil }) else { return nil }
        for folder in indexes.folders {
            if let set = folder.index.symbolSet(named: name) { return set.templateFile }
        }
        return nil
    }

    /// The colour set `name` in `appearance`, or nil when no folder has it (or it has no colour).
    public func color(named name: String, appearance: AssetAppearance) -> AssetColorContent? {
        for folder in indexes.folders {
            if let set = folder.index.colorSet(named: name) { return set.color(for: appearance) }
        }
        return nil
    }

    /// The data set `name` (`NSDataAsset(name:)`) in `appearance`, or nil when no folder has it.
    public func data(named name: String, appearance: AssetAppearance) -> AssetData? {
        for folder in indexes.folders {
            if let set = folder.index.dataSet(named: name) { return set.data(for: appearance) }
        }
        return nil
    }

    /// Every image and colour set, folder by folder in name order; a name already found in an
    /// earlier folder is left out (that one is what a look-up finds).
    public var sets: [AssetSet] {
        var seen = Set<AssetSet.Key>()
        return indexes.folders.flatMap(\.index.sets).filter { seen.insert($0.key).inserted }
    }

    /// Where names are looked up, for messages: the folders (when more than two, how many and the
    /// folder that holds them all), or that there are none.
    public var searchDescription: String {
        guard folders.count > 2 else { return folders.isEmpty ? "no asset catalog" : folders.joined(separator: ", ") }
        let parents = folders.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false) }
        var common = parents[0]
        for parent in parents.dropFirst() {
            common = Array(zip(common, parent).prefix { $0 == $1 }.map(\.0))
        }
        let holder = common.joined(separator: "/")
        return "the \(folders.count) asset catalogs in \(holder.isEmpty ? "/" : holder)"
    }
}

/// The light or dark appearance an asset is looked up for (`luminosity` in `Contents.json`).
public enum AssetAppearance: Hashable, Sendable {
    case light, dark
}

/// The folders' indexes, built on first use. A reference shared by copies of one catalog value.
private final class AssetCatalogIndexes: @unchecked Sendable {
    let folders: [LazyFolderIndex]
    init(folders: [String]) { self.folders = folders.map(LazyFolderIndex.init) }
}

/// One folder's index, read the first time a name is looked up in it.
private final class LazyFolderIndex: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var built: AssetFolderIndex?

    init(path: String) { self.path = path }

    var index: AssetFolderIndex {
        lock.withLock {
            if let built { return built }
            let index = AssetFolderIndex(path: path)
            built = index
            return index
        }
    }
}
