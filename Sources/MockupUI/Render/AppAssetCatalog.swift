import Foundation
import MockupAssets

/// The app's asset catalogs for code that reads an asset outside a render: `NSDataAsset(name:)`
/// loads its data set when it is made, before any view draws. A guide's runner sets them at launch
/// (`--assets`); a render takes its own from its request (`ViewRendering.assetCatalog`).
public enum AppAssetCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalog = AssetCatalog()

    /// The catalogs looked in; none until a runner sets them.
    public static var current: AssetCatalog {
        get { lock.withLock { catalog } }
        set { lock.withLock { catalog = newValue } }
    }

    /// The file of the data set `name`, as the light appearance has it (the trait collection code
    /// sees outside a render), with its uniform type identifier; nil when no catalog has the set.
    public static func data(named name: String) -> (data: Data, typeIdentifier: String)? {
        current.data(named: name, appearance: .light).map { ($0.data, $0.typeIdentifier) }
    }
}
