import Foundation

/// How SDWebImage loads an image (its `SDWebImageOptions`, an `NS_OPTIONS` of `SDWebImageDefine.h`).
/// A render never loads one: the options are held.
public struct SDWebImageOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let queryMemoryData = SDWebImageOptions(rawValue: 1 << 12)
    public static let queryMemoryDataSync = SDWebImageOptions(rawValue: 1 << 13)
    public static let queryDiskDataSync = SDWebImageOptions(rawValue: 1 << 14)
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
    public static let fromLoaderOnly = SDWebImageOptions(rawValue: 1 << 16)
    public static let forceTransition = SDWebImageOptions(rawValue: 1 << 17)
    public static let avoidDecodeImage = SDWebImageOptions(rawValue: 1 << 18)
    public static let decodeFirstFrameOnly = SDWebImageOptions(rawValue: 1 << 19)
    public static let preloadAllFrames = SDWebImageOptions(rawValue: 1 << 20)
    public static let matchAnimatedImageClass = SDWebImageOptions(rawValue: 1 << 21)
    public static let waitStoreCache = SDWebImageOptions(rawValue: 1 << 22)
    public static let transformVectorImage = SDWebImageOptions(rawValue: 1 << 23)
}

/// A key of the context a load is given (`SDWebImageContextOption`, a string enum of
/// `SDWebImageDefine.h`): thumbnail sizes, transformers, caches.
public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let imageThumbnailPixelSize = SDWebImageContextOption(rawValue: "imageThumbnailPixelSize")
    public static let imagePreserveAspectRatio = SDWebImageContextOption(rawValue: "imagePreserveAspectRatio")
    public static let imageScaleFactor = SDWebImageContextOption(rawValue: "imageScaleFactor")
    public static let imageTransformer = SDWebImageContextOption(rawValue: "imageTransformer")
    public static let imageCache = SDWebImageContextOption(rawValue: "imageCache")
    public static let imageLoader = SDWebImageContextOption(rawValue: "imageLoader")
    public static let storeCacheType = SDWebImageContextOption(rawValue: "storeCacheType")
    public static let queryCacheType = SDWebImageContextOption(rawValue: "queryCacheType")
    public static let animatedImageClass = SDWebImageContextOption(rawValue: "animatedImageClass")
    public static let customManager = SDWebImageContextOption(rawValue: "customManager")
}

/// Where a loaded image came from (`SDImageCacheType`).
public enum SDImageCacheType: Int, Sendable {
    case none, disk, memory, all
}

/// The domain of SDWebImage's errors, and its codes (`SDWebImageError.h`).
public let SDWebImageErrorDomain = "SDWebImageErrorDomain"

/// SDWebImage's error codes.
public enum SDWebImageError: Int, Sendable {
    case invalidURL = 1000, badImageData = 1001, cacheNotModified = 1002, blackListed = 1003
    case invalidDownloadOperation = 2000, invalidDownloadStatusCode = 2001, cancelled = 2002
    case invalidDownloadResponse = 2003, invalidDownloadContentType = 2004
}
