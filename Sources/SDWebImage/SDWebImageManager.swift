import Foundation
import SwiftUI

/// SDWebImage's loading machinery as app code configures it: the shared manager, cache, downloader,
/// prefetcher and coders manager. A render never touches the network: a load completes at once
/// with nothing loaded (`SDWebImageError.cancelled`), caches are empty, settings are held.
@preconcurrency @MainActor
open class SDWebImageManager {
    public static let shared = SDWebImageManager()
    public init() {}
    open var imageCache = SDImageCache.shared
    open var imageLoader = SDWebImageDownloader.shared

    /// Loads nothing: `completed` is told at once that the load was cancelled.
    @discardableResult
    open func loadImage(with url: URL?, options: SDWebImageOptions = [], progress: ((Int, Int, URL?) -> Void)? = nil,
                        completed: @escaping (UIImage?, Data?, Error?, SDImageCacheType, Bool, URL?) -> Void) -> SDWebImageCombinedOperation? {
        completed(nil, nil, SDWebImageManager.notLoaded, .none, true, url)
        return nil
    }
    open func cancelAll() {}
    open func cacheKey(for url: URL?) -> String? { url?.absoluteString }

    /// What every load ends with in a render.
    static let notLoaded = NSError(domain: SDWebImageErrorDomain, code: SDWebImageError.cancelled.rawValue,
                                   userInfo: [NSLocalizedDescriptionKey: "A render loads no remote image"])
}

/// A load in progress (`SDWebImageCombinedOperation`); a render starts none.
@preconcurrency @MainActor
open class SDWebImageCombinedOperation {
    open func cancel() {}
}

/// SDWebImage's memory and disk cache: empty, its settings held.
@preconcurrency @MainActor
open class SDImageCache {
    public static let shared = SDImageCache()
    public init() {}
    public let config = SDImageCacheConfig()
    open func clearMemory() {}
    open func clearDisk(onCompletion completion: (() -> Void)? = nil) { completion?() }
    open func deleteOldFiles(completionBlock: (() -> Void)? = nil) { completionBlock?() }
    open func imageFromCache(forKey key: String?) -> UIImage? { nil }
    open func store(_ image: UIImage?, forKey key: String?, completion: (() -> Void)? = nil) { completion?() }
    open func removeImage(forKey key: String?, withCompletion completion: (() -> Void)? = nil) { completion?() }
    open func totalDiskSize() -> UInt { 0 }
    open func totalDiskCount() -> UInt { 0 }
}

/// The cache's settings (`SDImageCacheConfig`), with SDWebImage's defaults.
@preconcurrency @MainActor
open class SDImageCacheConfig {
    open var shouldCacheImagesInMemory = true
    open var shouldUseWeakMemoryCache = false
    open var maxDiskAge: TimeInterval = 60 * 60 * 24 * 7
    open var maxDiskSize: UInt = 0
    open var maxMemoryCost: UInt = 0
    open var maxMemoryCount: UInt = 0
}

/// The downloader (`SDWebImageDownloader`): headers and settings held, nothing downloaded.
@preconcurrency @MainActor
open class SDWebImageDownloader {
    public static let shared = SDWebImageDownloader()
    public init() {}
    public let config = SDWebImageDownloaderConfig()
    private var headers: [String: String] = [:]
    open func setValue(_ value: String?, forHTTPHeaderField field: String) { headers[field] = value }
    open func value(forHTTPHeaderField field: String) -> String? { headers[field] }
    open func cancelAllDownloads() {}
}

/// The downloader's settings (`SDWebImageDownloaderConfig`), with SDWebImage's defaults.
@preconcurrency @MainActor
open class SDWebImageDownloaderConfig {
    open var downloadTimeout: TimeInterval = 15
    open var maxConcurrentDownloads = 6
}

/// Prefetches images into the cache (`SDWebImagePrefetcher`); a render fetches none.
@preconcurrency @MainActor
open class SDWebImagePrefetcher {
    public static let shared = SDWebImagePrefetcher()
    public init() {}
    open func prefetchURLs(_ urls: [URL]?) {}
    open func cancelPrefetching() {}
}

/// A decoder of an image format (`SDImageCoder`), as coder plug-ins (SVG, WebP, AVIF) declare them.
public protocol SDImageCoder: AnyObject {}

/// The coders SDWebImage decodes with (`SDImageCodersManager`); added coders are held.
@preconcurrency @MainActor
open class SDImageCodersManager {
    public static let shared = SDImageCodersManager()
    public init() {}
    open private(set) var coders: [SDImageCoder] = []
    open func addCoder(_ coder: SDImageCoder) { coders.append(coder) }
    open func removeCoder(_ coder: SDImageCoder) { coders.removeAll { $0 === coder } }
}
