import Foundation
import MockupUI

/// The name of a data set (UIKit's `NSDataAsset.Name`).
public typealias NSDataAssetName = String

/// A data set of the app's asset catalog (`Name.dataset`), as UIKit's `NSDataAsset`: JSON, text
/// or any file the app ships in its catalog, read when the asset is made.
open class NSDataAsset: NSObject, @unchecked Sendable {
    public let name: String
    public let data: Data
    /// The file's uniform type identifier (`public.json`), as the catalog records it.
    public let typeIdentifier: String

    /// The data set `name`; nil when the app's asset catalogs have none (`bundle` is accepted:
    /// assets come from the catalogs next to the code).
    public init?(name: String, bundle: Bundle = .main) {
        guard let found = AppAssetCatalog.data(named: name) else { return nil }
        self.name = name; data = found.data; typeIdentifier = found.typeIdentifier
        super.init()
    }
}
