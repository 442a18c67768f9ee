import Foundation
import SwiftUI

/// The options a UIKit load takes (`imageView.kf.setImage(with:options:)`).
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]

/// One load option, as Kingfisher names them. A render downloads nothing, so they are held and
/// change nothing.
public enum KingfisherOptionsInfoItem: @unchecked Sendable {
    case targetCache(ImageCache)
    case originalCache(ImageCache)
    case downloader(ImageDownloader)
    case transition(ImageTransition)
    case downloadPriority(Float)
    case forceRefresh
    case fromMemoryCacheOrRefresh
    case forceTransition
    case cacheMemoryOnly
    case waitForCache
    case onlyFromCache
    case backgroundDecode
    case callbackQueue(CallbackQueue)
    case scaleFactor(CGFloat)
    case preloadAllAnimationData
    case requestModifier(any AsyncImageDownloadRequestModifier)
    case redirectHandler(any ImageDownloadRedirectHandler)
    case processor(any ImageProcessor)
    case cacheSerializer(any CacheSerializer)
    case imageModifier(any ImageModifier)
    case keepCurrentImageWhileLoading
    case onlyLoadFirstFrame
    case cacheOriginalImage
    case onFailureImage(KFCrossPlatformImage?)
    case alsoPrefetchToMemory
    case loadDiskFileSynchronously
    case asyncCacheTypeCheck
    case diskStoreWriteOptions(Data.WritingOptions)
    case memoryCacheExpiration(StorageExpiration)
    case memoryCacheAccessExtendingExpiration(ExpirationExtending)
    case diskCacheExpiration(StorageExpiration)
    case diskCacheAccessExtendingExpiration(ExpirationExtending)
    case processingQueue(CallbackQueue)
    case progressiveJPEG(ImageProgressive)
    case alternativeSources([Source])
    case retryStrategy(any RetryStrategy)
    case lowDataMode(Source?)
    case forcedCacheFileExtension(String?)
}

extension Array where Element == KingfisherOptionsInfoItem {
    /// No options.
    public static let empty: KingfisherOptionsInfo = []
}

/// The options of one load, read from a `KingfisherOptionsInfo` (what a custom processor is given).
public struct KingfisherParsedOptionsInfo: @unchecked Sendable {
    public var scaleFactor: CGFloat = 1
    public var keepCurrentImageWhileLoading = false

    public init(_ info: KingfisherOptionsInfo?) {
        for item in info ?? [] {
            switch item {
            case .scaleFactor(let factor): scaleFactor = factor
            case .keepCurrentImageWhileLoading: keepCurrentImageWhileLoading = true
            default: break
            }
        }
    }
}

/// How a UIKit image view shows a loaded image.
public enum ImageTransition: Sendable {
    case none
    case fade(TimeInterval)
    case flipFromLeft(TimeInterval)
    case flipFromRight(TimeInterval)
    case flipFromTop(TimeInterval)
    case flipFromBottom(TimeInterval)
    case custom(duration: TimeInterval, options: UIView.AnimationOptions,
                animations: (@Sendable @MainActor (UIImageView, UIImage) -> Void)?,
                completion: (@Sendable (Bool) -> Void)?)
}

/// Where Kingfisher calls back (`ExecutionQueue`).
public enum CallbackQueue: @unchecked Sendable {
    case mainAsync
    case mainCurrentOrAsync
    case untouch
    case dispatch(DispatchQueue)

    /// Runs `block` on this queue.
    public func execute(_ block: @Sendable @escaping () -> Void) {
        switch self {
        case .mainAsync: DispatchQueue.main.async(execute: block)
        case .mainCurrentOrAsync: Thread.isMainThread ? block() : DispatchQueue.main.async(execute: block)
        case .untouch: block()
        case .dispatch(let queue): queue.async(execute: block)
        }
    }
}

public typealias ExecutionQueue = CallbackQueue

/// When a cached image expires.
public enum StorageExpiration: Sendable {
    case never
    case seconds(TimeInterval)
    case days(Int)
    case date(Date)
    case expired

    /// The time from now until this expiration (infinite for `.never`).
    public var timeInterval: TimeInterval {
        switch self {
        case .never: .infinity
        case .seconds(let seconds): seconds
        case .days(let days): TimeInterval(days * 86_400)
        case .date(let date): date.timeIntervalSinceNow
        case .expired: -.infinity
        }
    }

    /// Whether it has passed.
    public var isExpired: Bool { timeInterval <= 0 }
}

/// How reading a cached image extends its expiration.
public enum ExpirationExtending: Sendable {
    case none
    case cacheTime
    case expirationTime(_ expiration: StorageExpiration)
}

/// How a progressive JPEG shows while it downloads.
public struct ImageProgressive: Sendable {
    public static let `default` = ImageProgressive()
    public let isBlur: Bool
    public let isFastestScan: Bool
    public let scanInterval: TimeInterval
    public init(isBlur: Bool = true, isFastestScan: Bool = true, scanInterval: TimeInterval = 0) {
        self.isBlur = isBlur
        self.isFastestScan = isFastestScan
        self.scanInterval = scanInterval
    }
}
