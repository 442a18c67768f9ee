import Foundation
import SwiftUI

/// The load options `KFImage`, `KFAnimatedImage` and `KF.Builder` chain (`.cacheOriginalImage()`,
/// `.setProcessor(_:)`, `.onSuccess { }` …). They decide how an image is downloaded, processed and
/// cached, and who hears about it; a render downloads nothing, so each is accepted and changes
/// nothing, and the callbacks are not called: the still shows the load under way.
public protocol KFOptionSetter {}

extension KFOptionSetter {
    // MARK: Callbacks
    public func onProgress(_ block: DownloadProgressBlock?) -> Self { self }
    public func onSuccess(_ block: ((RetrieveImageResult) -> Void)?) -> Self { self }
    public func onFailure(_ block: ((KingfisherError) -> Void)?) -> Self { self }

    // MARK: Loading and caching
    public func targetCache(_ cache: ImageCache) -> Self { self }
    public func originalCache(_ cache: ImageCache) -> Self { self }
    public func downloader(_ downloader: ImageDownloader) -> Self { self }
    public func downloadPriority(_ priority: Float) -> Self { self }
    public func forceRefresh(_ enabled: Bool = true) -> Self { self }
    public func fromMemoryCacheOrRefresh(_ enabled: Bool = true) -> Self { self }
    public func cacheMemoryOnly(_ enabled: Bool = true) -> Self { self }
    public func waitForCache(_ enabled: Bool = true) -> Self { self }
    public func onlyFromCache(_ enabled: Bool = true) -> Self { self }
    public func backgroundDecode(_ enabled: Bool = true) -> Self { self }
    public func callbackQueue(_ queue: CallbackQueue) -> Self { self }
    public func scaleFactor(_ factor: CGFloat) -> Self { self }
    public func cacheOriginalImage(_ enabled: Bool = true) -> Self { self }
    public func diskStoreWriteOptions(_ writingOptions: Data.WritingOptions) -> Self { self }
    public func loadDiskFileSynchronously(_ enabled: Bool = true) -> Self { self }
    public func processingQueue(_ queue: CallbackQueue?) -> Self { self }
    public func alternativeSources(_ sources: [Source]?) -> Self { self }
    public func retry(_ strategy: (any RetryStrategy)?) -> Self { self }
    public func retry(maxCount: Int, interval: DelayRetryStrategy.Interval = .seconds(3)) -> Self { self }
    public func lowDataModeSource(_ source: Source?) -> Self { self }
    public func forceTransition(_ enabled: Bool = true) -> Self { self }
    public func fade(duration: TimeInterval) -> Self { self }
    public func onFailureImage(_ image: KFCrossPlatformImage?) -> Self { self }
    public func requestModifier(_ modifier: any AsyncImageDownloadRequestModifier) -> Self { self }
    public func requestModifier(_ modifyBlock: @escaping @Sendable (inout URLRequest) -> Void) -> Self { self }
    public func redirectHandler(_ handler: any ImageDownloadRedirectHandler) -> Self { self }
    public func memoryCacheExpiration(_ expiration: StorageExpiration?) -> Self { self }
    public func memoryCacheAccessExtending(_ extending: ExpirationExtending) -> Self { self }
    public func diskCacheExpiration(_ expiration: StorageExpiration?) -> Self { self }
    public func diskCacheAccessExtending(_ extending: ExpirationExtending) -> Self { self }

    // MARK: Processing the downloaded image
    public func setProcessor(_ processor: any ImageProcessor) -> Self { self }
    public func setProcessors(_ processors: [any ImageProcessor]) -> Self { self }
    public func appendProcessor(_ processor: any ImageProcessor) -> Self { self }
    public func progressiveJPEG(_ progressive: ImageProgressive? = ImageProgressive()) -> Self { self }
    public func roundCorner(radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all,
                            backgroundColor: KFCrossPlatformColor? = nil) -> Self { self }
    public func blur(radius: CGFloat) -> Self { self }
    public func overlay(color: KFCrossPlatformColor, fraction: CGFloat = 0.5) -> Self { self }
    public func tint(color: KFCrossPlatformColor) -> Self { self }
    public func blackWhite() -> Self { self }
    public func cropping(size: CGSize, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> Self { self }
    public func downsampling(size: CGSize) -> Self { self }
    public func resizing(referenceSize: CGSize, mode: ContentMode = .none) -> Self { self }
    public func serialize(by cacheSerializer: any CacheSerializer) -> Self { self }
    public func serialize(as format: ImageFormat, jpegCompressionQuality: CGFloat? = nil) -> Self { self }
    public func imageModifier(_ modifier: (any ImageModifier)?) -> Self { self }
    public func imageModifier(_ block: @escaping @Sendable (inout KFCrossPlatformImage) throws -> Void) -> Self { self }
}
