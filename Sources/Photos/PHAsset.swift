import CoreLocation
import Foundation

/// A PhotoKit model object, identified across launches by its `localIdentifier`. An `NSObject`, as
/// Apple's: equal to itself only, and read by key (`asset.value(forKey: "filename")`) as
/// key-value coding reads any object.
open class PHObject: NSObject, @unchecked Sendable {
    public let localIdentifier: String
    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
}

/// The kind of media an asset holds.
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }

/// What kind of photo or video an asset is.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset came from.
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// A photo, video or audio asset of the library. Fetches find none in a render (`PHFetchResult`).
open class PHAsset: PHObject, @unchecked Sendable {
    /// How an asset plays back.
    public enum PlaybackStyle: Int, Sendable { case unsupported, image, imageAnimated, livePhoto, video, videoLooping }

    public let mediaType: PHAssetMediaType
    public let mediaSubtypes: PHAssetMediaSubtype
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let creationDate: Date?
    public let modificationDate: Date?
    public let location: CLLocation?
    public let duration: TimeInterval
    public let isFavorite: Bool
    public let isHidden: Bool
    public let sourceType: PHAssetSourceType
    public let playbackStyle: PlaybackStyle
    public let burstIdentifier: String?
    public var representsBurst: Bool { burstIdentifier != nil }

    init(localIdentifier: String, mediaType: PHAssetMediaType, pixelWidth: Int, pixelHeight: Int) {
        self.mediaType = mediaType
        mediaSubtypes = []
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        creationDate = nil; modificationDate = nil; location = nil
        duration = 0; isFavorite = false; isHidden = false
        sourceType = .typeUserLibrary
        playbackStyle = mediaType == .video ? .video : .image
        burstIdentifier = nil
        super.init(localIdentifier: localIdentifier)
    }

    /// Every asset the options select: none.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? {
        nil
    }
    open class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
}

/// The kind of an asset collection.
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum = 2, moment = 3 }

/// Which albums or smart albums a collection fetch asks for.
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210
    case smartAlbumScreenshots = 211, smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213, smartAlbumAnimated = 214
    case smartAlbumLongExposures = 215, smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218
    case any = 9223372036854775807
}

/// A collection of assets or other collections.
open class PHCollection: PHObject, @unchecked Sendable {
    public let localizedTitle: String?
    public var canContainAssets: Bool { false }
    public var canContainCollections: Bool { false }
    init(localIdentifier: String, localizedTitle: String?) {
        self.localizedTitle = localizedTitle
        super.init(localIdentifier: localIdentifier)
    }
    /// The top-level albums and folders the user made: none.
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> { PHFetchResult() }
}

/// An album, smart album or moment.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
    public let assetCollectionType: PHAssetCollectionType
    public let assetCollectionSubtype: PHAssetCollectionSubtype
    /// The estimated number of assets, or `NSNotFound` when unknown.
    public var estimatedAssetCount: Int { NSNotFound }
    public override var canContainAssets: Bool { true }

    init(localIdentifier: String, type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype) {
        assetCollectionType = type
        assetCollectionSubtype = subtype
        super.init(localIdentifier: localIdentifier, localizedTitle: nil)
    }

    /// The collections of `type` and `subtype`: none.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String],
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
    open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType,
                                                    options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
}
