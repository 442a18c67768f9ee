import Foundation
import SwiftUI

/// Nuke's loader. A render never touches the network: what the render's code stored in the
/// memory cache is found there; every other load ends at once with `.cancelled`.
public final class ImagePipeline: @unchecked Sendable {
    /// Why a load failed.
    public enum Error: Swift.Error, CustomStringConvertible, Sendable {
        case dataMissingInCache
        case dataLoadingFailed(error: any Swift.Error)
        case dataIsEmpty
        case imageRequestMissing
        case pipelineInvalidated
        case dataDownloadExceededMaximumSize
        case cancelled
        public var description: String {
            switch self {
            case .dataMissingInCache: "Failed to load data from cache and download is disabled."
            case .dataLoadingFailed(let error): "Failed to load image data. Underlying error: \(error)."
            case .dataIsEmpty: "Data loader returned empty data."
            case .imageRequestMissing: "Load image method was called with no image request or no URL."
            case .pipelineInvalidated: "Image pipeline is invalidated and no requests can be made."
            case .dataDownloadExceededMaximumSize: "Data download exceeded maximum size."
            case .cancelled: "Image task was cancelled."
            }
        }
    }

    /// The pipeline's settings.
    public struct Configuration: @unchecked Sendable {
        public var imageCache: (any ImageCaching)? = ImageCache.shared
        public var isProgressiveDecodingEnabled = false
        public var isResumableDataEnabled = true
        public var isRateLimiterEnabled = true
        public var isTaskCoalescingEnabled = true
        public init() {}
        /// The default settings with a disk cache.
        public static var withDataCache: Configuration { Configuration() }
        public static func withDataCache(name: String = "com.github.kean.Nuke.DataCache", sizeLimit: Int? = nil) -> Configuration {
            Configuration()
        }
        /// The default settings with URLCache for the disk.
        public static var withURLCache: Configuration { Configuration() }
    }

    /// The pipeline views use unless told otherwise.
    nonisolated(unsafe) public static var shared = ImagePipeline()
    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }
    public convenience init(_ configure: (inout Configuration) -> Void) {
        var configuration = Configuration()
        configure(&configuration)
        self.init(configuration: configuration)
    }

    /// The memory cache's image for `request`, else the cancellation every download ends with.
    package func response(for request: ImageRequest) -> Result<ImageResponse, Error> {
        guard let container = configuration.imageCache?[ImageCacheKey(request: request)] else { return .failure(.cancelled) }
        return .success(ImageResponse(container: container, request: request, cacheType: .memory))
    }

    public func image(for url: URL) async throws -> PlatformImage { try await image(for: ImageRequest(url: url)) }
    public func image(for request: ImageRequest) async throws -> PlatformImage { try response(for: request).get().image }
    public func imageTask(with url: URL) -> ImageTask { ImageTask(request: ImageRequest(url: url)) }
    public func imageTask(with request: ImageRequest) -> ImageTask { ImageTask(request: request) }

    /// Loads `request`, telling `completion` at once how it ended.
    @discardableResult
    public func loadImage(with request: ImageRequest, progress: ((_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)? = nil,
                          completion: @escaping (Result<ImageResponse, Error>) -> Void) -> ImageTask {
        completion(response(for: request))
        return ImageTask(request: request)
    }
    @discardableResult
    public func loadImage(with url: URL, completion: @escaping (Result<ImageResponse, Error>) -> Void) -> ImageTask {
        loadImage(with: ImageRequest(url: url), completion: completion)
    }
    public func data(for request: ImageRequest) async throws -> (Data, URLResponse?) { throw Error.cancelled }
    public func invalidate() {}
}

/// A load under way.
public final class ImageTask: Hashable, @unchecked Sendable {
    public let request: ImageRequest
    public var priority: ImageRequest.Priority
    init(request: ImageRequest) {
        self.request = request
        priority = request.priority
    }
    public func cancel() {}
    public static func == (lhs: ImageTask, rhs: ImageTask) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The key a request's image is cached under: its URL (or ID) and processors.
public struct ImageCacheKey: Hashable, Sendable {
    let key: String
    public init(request: ImageRequest) {
        key = (request.imageID ?? "") + request.processors.map(\.identifier).joined(separator: "|")
    }
}

/// A memory cache of images.
public protocol ImageCaching: AnyObject, Sendable {
    subscript(key: ImageCacheKey) -> ImageContainer? { get set }
    func removeAll()
}

/// Nuke's memory cache: empty when a render starts, keeping what the render's code stores.
public final class ImageCache: ImageCaching, @unchecked Sendable {
    public static let shared = ImageCache()
    public var costLimit = Int.max
    public var countLimit = Int.max
    public var ttl: TimeInterval?
    private var images: [ImageCacheKey: ImageContainer] = [:]
    private let lock = NSLock()

    public init(costLimit: Int = Int.max, countLimit: Int = Int.max) {
        self.costLimit = costLimit
        self.countLimit = countLimit
    }

    public subscript(key: ImageCacheKey) -> ImageContainer? {
        get { lock.withLock { images[key] } }
        set { lock.withLock { images[key] = newValue } }
    }
    public subscript(request: ImageRequest) -> ImageContainer? {
        get { self[ImageCacheKey(request: request)] }
        set { self[ImageCacheKey(request: request)] = newValue }
    }
    public func removeAll() { lock.withLock { images.removeAll() } }
}

/// Loads images ahead of time into the caches (none load in a render).
public final class ImagePrefetcher: @unchecked Sendable {
    /// Where prefetched images go.
    public enum Destination: Sendable { case memoryCache, diskCache }
    public var isPaused = false
    public var priority = ImageRequest.Priority.low
    public init(pipeline: ImagePipeline = ImagePipeline.shared, destination: Destination = .memoryCache, maxConcurrentRequestCount: Int = 2) {}
    public func startPrefetching(with urls: [URL]) {}
    public func startPrefetching(with requests: [ImageRequest]) {}
    public func stopPrefetching(with urls: [URL]) {}
    public func stopPrefetching(with requests: [ImageRequest]) {}
    public func stopPrefetching() {}
}
