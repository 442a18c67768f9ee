import Foundation
import SwiftUI

/// A request's identifier.
public typealias PHImageRequestID = Int32
/// The identifier no request has.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The largest size an asset's image comes in.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Keys of the info dictionary an image request's handler gets.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"

/// How an image fits the requested size.
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// Which version of an image to deliver.
public enum PHImageRequestOptionsVersion: Int, Sendable { case current = 0, unadjusted = 1, original = 2 }
/// How many images a request delivers and of what quality.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
/// How an image is resized to the requested size.
public enum PHImageRequestOptionsResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }

/// The options of an image request.
public final class PHImageRequestOptions: @unchecked Sendable {
    public var version = PHImageRequestOptionsVersion.current
    public var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    public var resizeMode = PHImageRequestOptionsResizeMode.fast
    public var normalizedCropRect = CGRect.zero
    public var isNetworkAccessAllowed = false
    public var isSynchronous = false
    public var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public init() {}
}

/// Which version of a video to deliver.
public enum PHVideoRequestOptionsVersion: Int, Sendable { case current = 0, original = 1 }
/// The quality of a delivered video.
public enum PHVideoRequestOptionsDeliveryMode: Int, Sendable {
    case automatic = 0, highQualityFormat = 1, mediumQualityFormat = 2, fastFormat = 3
}

/// The options of a video request.
public final class PHVideoRequestOptions: @unchecked Sendable {
    public var version = PHVideoRequestOptionsVersion.current
    public var deliveryMode = PHVideoRequestOptionsDeliveryMode.automatic
    public var isNetworkAccessAllowed = false
    public var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public init() {}
}

/// Loads assets' images and videos, as PhotoKit's `PHImageManager`. No fetch returns an asset in a
/// render, so a request has nothing to load: its handler is called at once, once, with no media and
/// `PHImageErrorKey` set to `PHPhotosError.identifierNotFound`.
@preconcurrency @MainActor
open class PHImageManager {
    private static let defaultManager = PHImageManager()
    private var lastRequestID: PHImageRequestID = 0

    public init() {}

    /// The shared image manager.
    open class func `default`() -> PHImageManager { defaultManager }

    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                           options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = nextRequestID()
        resultHandler(nil, failure(id))
        return id
    }

    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void)
        -> PHImageRequestID {
        let id = nextRequestID()
        resultHandler(nil, nil, .up, failure(id))
        return id
    }

    /// A video asset's media for AVFoundation: no asset, as for images.
    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = nextRequestID()
        resultHandler(nil, nil, failure(id))
        return id
    }

    /// A video asset as a player item: no item, as for images.
    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = nextRequestID()
        resultHandler(nil, failure(id))
        return id
    }

    /// A session exporting a video asset: no session, as for images.
    @discardableResult
    open func requestExportSession(forVideo asset: PHAsset, options: PHVideoRequestOptions?, exportPreset: String,
                                   resultHandler: @escaping (AVAssetExportSession?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = nextRequestID()
        resultHandler(nil, failure(id))
        return id
    }

    /// Cancels a request (they all finish at once).
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    private func nextRequestID() -> PHImageRequestID {
        lastRequestID += 1
        return lastRequestID
    }

    private func failure(_ id: PHImageRequestID) -> [AnyHashable: Any] {
        [PHImageErrorKey: PHPhotosError(.identifierNotFound), PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: false]
    }
}

/// An image manager that prepares images ahead of time (nothing to prepare in a render).
@preconcurrency @MainActor
open class PHCachingImageManager: PHImageManager {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                 options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
