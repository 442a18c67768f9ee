import Foundation
import SwiftUI

/// A downloaded image with its data.
public struct ImageLoadingResult: @unchecked Sendable {
    public let image: KFCrossPlatformImage
    public let url: URL?
    public let originalData: Data
    public init(image: KFCrossPlatformImage, url: URL? = nil, originalData: Data) {
        self.image = image
        self.url = url
        self.originalData = originalData
    }
}

/// The URL session task behind a download (never started in a render).
public final class SessionDataTask: @unchecked Sendable {
    /// Identifies one caller's interest in the task.
    public typealias CancelToken = Int
    public let originalURL: URL?
    init(originalURL: URL?) { self.originalURL = originalURL }
}

/// Kingfisher's downloader: its settings are held; a render downloads nothing, so every download
/// completes at once as cancelled.
open class ImageDownloader: @unchecked Sendable {
    public static let `default` = ImageDownloader(name: "default")
    public let name: String
    open var downloadTimeout: TimeInterval = 15
    open var trustedHosts: Set<String>?
    open var sessionConfiguration = URLSessionConfiguration.ephemeral
    open var requestsUsePipelining = false
    open weak var delegate: (any ImageDownloaderDelegate)?

    public init(name: String) { self.name = name }

    @discardableResult
    open func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
                            completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil) -> DownloadTask {
        completionHandler?(.failure(.notLoaded))
        return DownloadTask()
    }

    public func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil,
                              progressBlock: DownloadProgressBlock? = nil) async throws -> ImageLoadingResult {
        throw KingfisherError.notLoaded
    }

    public func cancelAll() {}
    public func cancel(url: URL) {}
}

/// Hears about an `ImageDownloader`'s downloads (none in a render).
public protocol ImageDownloaderDelegate: AnyObject {}

/// Changes a download's request (headers, tokens).
public protocol ImageDownloadRequestModifier: AsyncImageDownloadRequestModifier {
    func modified(for request: URLRequest) -> URLRequest?
}

/// Changes a download's request, asynchronously.
public protocol AsyncImageDownloadRequestModifier: Sendable {}

/// A request modifier made from a closure.
public struct AnyModifier: ImageDownloadRequestModifier, @unchecked Sendable {
    let block: (URLRequest) -> URLRequest?
    public init(modify: @escaping @Sendable (URLRequest) -> URLRequest?) { block = modify }
    public func modified(for request: URLRequest) -> URLRequest? { block(request) }
}

/// Decides whether a download follows a redirect.
public protocol ImageDownloadRedirectHandler: Sendable {}

/// Decides whether and when a failed load is tried again.
public protocol RetryStrategy: Sendable {}

/// Tries a failed load again, up to a number of times, after an interval.
public struct DelayRetryStrategy: RetryStrategy {
    /// The wait before each retry.
    public enum Interval: Sendable {
        case seconds(TimeInterval)
        case accumulated(TimeInterval)
        case custom(block: @Sendable (_ retriedCount: Int) -> TimeInterval)
    }
    public let maxRetryCount: Int
    public let retryInterval: Interval
    public init(maxRetryCount: Int, retryInterval: Interval = .seconds(3)) {
        self.maxRetryCount = maxRetryCount
        self.retryInterval = retryInterval
    }
}

/// Tries a load again when the network comes back.
public struct NetworkRetryStrategy: RetryStrategy {
    public let timeoutInterval: TimeInterval?
    public init(timeoutInterval: TimeInterval? = 30) { self.timeoutInterval = timeoutInterval }
}

/// Downloads images ahead of time into the cache. A render downloads nothing: `start()` reports
/// every source as failed at once, to the progress block and then the completion handler.
public class ImagePrefetcher: @unchecked Sendable {
    /// Hears the skipped, failed and completed sources.
    public typealias SourceReport = @Sendable (_ skippedSources: [Source], _ failedSources: [Source], _ completedSources: [Source]) -> Void
    /// Hears the skipped, failed and completed resources.
    public typealias ResourceReport = @Sendable (_ skippedResources: [any Resource], _ failedResources: [any Resource],
                                                 _ completedResources: [any Resource]) -> Void

    public var maxConcurrentDownloads = 5
    private let sources: [Source]
    private let reports: [SourceReport]

    public init(sources: [Source], options: KingfisherOptionsInfo? = nil, progressBlock: SourceReport? = nil,
                completionHandler: SourceReport? = nil) {
        self.sources = sources
        reports = [progressBlock, completionHandler].compactMap { $0 }
    }

    public convenience init(resources: [any Resource], options: KingfisherOptionsInfo? = nil, progressBlock: ResourceReport? = nil,
                            completionHandler: ResourceReport? = nil) {
        self.init(sources: resources.map { $0.convertToSource() }, options: options,
                  progressBlock: Self.sourceReport(progressBlock), completionHandler: Self.sourceReport(completionHandler))
    }

    public convenience init(urls: [URL], options: KingfisherOptionsInfo? = nil, progressBlock: ResourceReport? = nil,
                            completionHandler: ResourceReport? = nil) {
        self.init(resources: urls, options: options, progressBlock: progressBlock, completionHandler: completionHandler)
    }

    private static func sourceReport(_ report: ResourceReport?) -> SourceReport? {
        report.map { report in
            { @Sendable skipped, failed, completed in
                report(skipped.compactMap(\.resource), failed.compactMap(\.resource), completed.compactMap(\.resource))
            }
        }
    }

    public func start() {
        for report in reports { report([], sources, []) }
    }
    public func stop() {}
}

extension Source {
    /// The resource of a network source.
    var resource: (any Resource)? {
        if case .network(let resource) = self { return resource }
        return nil
    }
}
