import Foundation
import SwiftUI

/// Called as a download progresses: bytes received and expected.
public typealias DownloadProgressBlock = @Sendable (_ receivedSize: Int64, _ totalSize: Int64) -> Void
/// Called when a load's download task is replaced (by a retry or an alternative source).
public typealias DownloadTaskUpdatedBlock = @Sendable (_ newTask: DownloadTask?) -> Void

/// An image a load retrieved, from a cache or a download.
public struct RetrieveImageResult: @unchecked Sendable {
    public let image: KFCrossPlatformImage
    public let cacheType: CacheType
    public let source: Source
    public let originalSource: Source
    public let data: @Sendable () -> Data?
}

/// A download under way, which can be cancelled.
public final class DownloadTask: @unchecked Sendable {
    public init() {}
    public func cancel() {}
}

/// Kingfisher's loader: the cache, then the downloader. A render never touches the network: a
/// load the cache cannot answer from what the render stored completes at once as cancelled
/// (`KingfisherError.isTaskCancelled`), as SDWebImage's module does, so code that ignores
/// cancellations draws nothing over the still.
public final class KingfisherManager: @unchecked Sendable {
    public static let shared = KingfisherManager()
    public var cache: ImageCache
    public var downloader: ImageDownloader
    public var defaultOptions = KingfisherOptionsInfo.empty

    public convenience init() { self.init(downloader: .default, cache: .default) }
    public init(downloader: ImageDownloader, cache: ImageCache) {
        self.downloader = downloader
        self.cache = cache
    }

    @discardableResult
    public func retrieveImage(with resource: any Resource, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                              downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
                              completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?) -> DownloadTask? {
        retrieveImage(with: resource.convertToSource(), options: options, progressBlock: progressBlock,
                      downloadTaskUpdated: downloadTaskUpdated, completionHandler: completionHandler)
    }

    @discardableResult
    public func retrieveImage(with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                              downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
                              completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?) -> DownloadTask? {
        completionHandler?(retrieved(source, options: options))
        return nil
    }

    public func retrieveImage(with resource: any Resource, options: KingfisherOptionsInfo? = nil,
                              progressBlock: DownloadProgressBlock? = nil) async throws -> RetrieveImageResult {
        try retrieved(resource.convertToSource(), options: options).get()
    }

    public func retrieveImage(with source: Source, options: KingfisherOptionsInfo? = nil,
                              progressBlock: DownloadProgressBlock? = nil) async throws -> RetrieveImageResult {
        try retrieved(source, options: options).get()
    }

    /// The image the target cache holds for `source`, else the cancellation every download ends with.
    func retrieved(_ source: Source, options: KingfisherOptionsInfo?) -> Result<RetrieveImageResult, KingfisherError> {
        var target = cache
        for case .targetCache(let cache) in options ?? [] { target = cache }
        guard let image = target.retrieveImageInMemoryCache(forKey: source.cacheKey, options: options) else {
            return .failure(.notLoaded)
        }
        return .success(RetrieveImageResult(image: image, cacheType: .memory, source: source, originalSource: source, data: { nil }))
    }
}
