import Foundation
import SwiftUI

// Nuke (github.com/kean/Nuke, MIT), the third image-loading package apps use, as modules of
// ours: its API re-declared, not its code. A render never touches the network: views show what
// they show while the image loads, and pipeline loads end at once as cancelled, as SDWebImage's
// and Kingfisher's modules do (docs/API-SHIMS.md).

/// The platform image Nuke hands back (`UIImage` on iOS).
public typealias PlatformImage = UIImage

/// What to load: a URL (or URL request, or a closure giving data or an image), how to process it
/// and how urgently.
public struct ImageRequest: CustomStringConvertible, Sendable, ExpressibleByStringLiteral {
    /// How urgently an image loads.
    public enum Priority: Int, Comparable, Sendable {
        case veryLow = 0, low, normal, high, veryHigh
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How a request uses the caches and the network.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }
        public static let disableMemoryCacheReads = Options(rawValue: 1 << 0)
        public static let disableMemoryCacheWrites = Options(rawValue: 1 << 1)
        public static let disableMemoryCache: Options = [.disableMemoryCacheReads, .disableMemoryCacheWrites]
        public static let disableDiskCacheReads = Options(rawValue: 1 << 2)
        public static let disableDiskCacheWrites = Options(rawValue: 1 << 3)
        public static let disableDiskCache: Options = [.disableDiskCacheReads, .disableDiskCacheWrites]
        public static let reloadIgnoringCachedData: Options = [.disableMemoryCacheReads, .disableDiskCacheReads]
        public static let returnCacheDataDontLoad = Options(rawValue: 1 << 4)
        public static let skipDecompression = Options(rawValue: 1 << 5)
        public static let skipDataLoadingQueue = Options(rawValue: 1 << 6)
    }

    public let url: URL?
    public var processors: [any ImageProcessing]
    public var priority: Priority
    public var options: Options
    public var userInfo: [UserInfoKey: any Sendable] = [:]
    public var imageID: String?
    public var scale: CGFloat = 1

    public init(url: URL?, processors: [any ImageProcessing] = [], priority: Priority = .normal, options: Options = []) {
        self.url = url
        self.processors = processors
        self.priority = priority
        self.options = options
        imageID = url?.absoluteString
    }
    public init(urlRequest: URLRequest, processors: [any ImageProcessing] = [], priority: Priority = .normal, options: Options = []) {
        self.init(url: urlRequest.url, processors: processors, priority: priority, options: options)
    }
    /// A request whose data comes from `data` (a render does not call it: the load is under way).
    public init(id: String, data: @Sendable @escaping () async throws -> Data, processors: [any ImageProcessing] = [],
                priority: Priority = .normal, options: Options = []) {
        self.init(url: nil, processors: processors, priority: priority, options: options)
        imageID = id
    }
    public init(stringLiteral value: String) { self.init(url: URL(string: value)) }

    public var description: String { "ImageRequest(url: \(url?.absoluteString ?? "nil"), priority: \(priority))" }

    /// A key of `userInfo`.
    public struct UserInfoKey: Hashable, ExpressibleByStringLiteral, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let imageIdKey: UserInfoKey = "github.com/kean/nuke/imageId"
        public static let scaleKey: UserInfoKey = "github.com/kean/nuke/scale"
    }
}

/// A loaded image with its metadata.
public struct ImageContainer: @unchecked Sendable {
    public var image: PlatformImage
    public var isPreview: Bool
    public var data: Data?
    public var userInfo: [ImageRequest.UserInfoKey: Any]
    public init(image: PlatformImage, isPreview: Bool = false, data: Data? = nil, userInfo: [ImageRequest.UserInfoKey: Any] = [:]) {
        self.image = image
        self.isPreview = isPreview
        self.data = data
        self.userInfo = userInfo
    }
}

/// A loaded image, the request it answered and where it came from.
public struct ImageResponse: @unchecked Sendable {
    /// Where a response came from.
    public enum CacheType: Sendable { case memory, disk }
    public var container: ImageContainer
    public var image: PlatformImage { container.image }
    public var isPreview: Bool { container.isPreview }
    public let request: ImageRequest
    public var urlResponse: URLResponse?
    public var cacheType: CacheType?
    public init(container: ImageContainer, request: ImageRequest, urlResponse: URLResponse? = nil, cacheType: CacheType? = nil) {
        self.container = container
        self.request = request
        self.urlResponse = urlResponse
        self.cacheType = cacheType
    }
}
