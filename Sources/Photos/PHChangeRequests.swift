import CoreLocation
import Foundation
import SwiftUI

// The requests a `performChanges` block makes to add, edit or delete library content (saving an
// edited photo: `PHAssetChangeRequest.creationRequestForAsset(from: image)`). A render's library
// never grants access, so change blocks never run; the requests exist so that code compiles, and
// record what they were asked for.

/// Stands for an asset or collection a change block creates, until the change is made.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// Creates, edits or deletes an asset.
open class PHAssetChangeRequest: @unchecked Sendable {
    /// The asset the request creates (none: the request is never performed).
    public private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
    open var creationDate: Date?
    open var location: CLLocation?
    open var isFavorite = false
    open var isHidden = false

    /// A request that creates nothing (UIKit's `NSObject` initializer; use the class methods).
    public required init() {}

    /// Edits `asset`.
    public convenience init(for asset: PHAsset) {
        self.init()
        creationDate = asset.creationDate; location = asset.location; isFavorite = asset.isFavorite; isHidden = asset.isHidden
    }

    /// A request of this class that adds an asset.
    static func creating() -> Self {
        let request = Self()
        request.placeholderForCreatedAsset = PHObjectPlaceholder(localIdentifier: "PHObjectPlaceholder/L0/001")
        return request
    }

    /// Adds `image` to the library.
    open class func creationRequestForAsset(from image: UIImage) -> Self { creating() }
    /// Adds the image file at `fileURL`.
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { creating() }
    /// Adds the video file at `fileURL`.
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { creating() }
    /// Deletes `assets` (a `PHFetchResult` or an array of assets).
    open class func deleteAssets(_ assets: PHFetchResult<PHAsset>) {}
    open class func deleteAssets(_ assets: [PHAsset]) {}
    /// Undoes edits of the asset.
    open func revertAssetContentToOriginal() {}
}

/// Adds an asset from its resources (photo, video, paired video of a Live Photo).
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
    /// A request that adds an asset once resources are added.
    open class func forAsset() -> PHAssetCreationRequest { PHAssetCreationRequest.creating() }
    /// Whether the library accepts this combination of resource types (a render's accepts none).
    open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool { false }
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
}

/// The kind of data an asset resource holds.
public enum PHAssetResourceType: Int, Sendable {
    case photo = 1, video, audio, alternatePhoto, fullSizePhoto, fullSizeVideo, adjustmentData, adjustmentBasePhoto,
         pairedVideo, fullSizePairedVideo, adjustmentBasePairedVideo, adjustmentBaseVideo
}

/// How a resource is added: its file name and type, and whether the file is moved.
open class PHAssetResourceCreationOptions: @unchecked Sendable {
    open var originalFilename: String?
    open var uniformTypeIdentifier: String?
    open var shouldMoveFile = false
    public init() {}
}

/// Creates an album, renames it or changes its assets.
open class PHAssetCollectionChangeRequest: @unchecked Sendable {
    /// The album the request creates (none: the request is never performed).
    public let placeholderForCreatedAssetCollection: PHObjectPlaceholder?
    open var title: String

    init(title: String, creating: Bool) {
        self.title = title
        placeholderForCreatedAssetCollection = creating ? PHObjectPlaceholder(localIdentifier: "PHObjectPlaceholder/L0/040") : nil
    }

    /// Edits `assetCollection`.
    public convenience init?(for assetCollection: PHAssetCollection) {
        self.init(title: assetCollection.localizedTitle ?? "", creating: false)
    }

    /// Creates an album titled `title`.
    open class func creationRequestForAssetCollection(withTitle title: String) -> PHAssetCollectionChangeRequest {
        PHAssetCollectionChangeRequest(title: title, creating: true)
    }
    open class func deleteAssetCollections(_ assetCollections: [PHAssetCollection]) {}
    open func addAssets(_ assets: [PHObject]) {}
    open func insertAssets(_ assets: [PHObject], at indexes: IndexSet) {}
    open func removeAssets(_ assets: [PHObject]) {}
}
