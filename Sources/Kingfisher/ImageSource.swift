import Foundation

/// Where an image comes from: a URL to download (`Resource`) or a provider of its data.
public protocol Resource: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// The URL the image is downloaded from.
    var downloadURL: URL { get }
}

extension Resource {
    /// This resource as a `Source`, cached under `overrideCacheKey` when given.
    public func convertToSource(overrideCacheKey: String? = nil) -> Source {
        .network(overrideCacheKey.map { KF.ImageResource(downloadURL: downloadURL, cacheKey: $0) } ?? self)
    }
}

extension KF {
    /// A URL with the key its image is cached under (`ImageResource` before Kingfisher 7.10).
    public struct ImageResource: Resource {
        public let cacheKey: String
        public let downloadURL: URL
        public init(downloadURL: URL, cacheKey: String? = nil) {
            self.downloadURL = downloadURL
            self.cacheKey = cacheKey ?? downloadURL.cacheKey
        }
    }
}

extension URL: Resource {
    /// The URL's string (a file URL's path).
    public var cacheKey: String { isFileURL ? path : absoluteString }
    public var downloadURL: URL { self }
}

/// An image's origin: downloaded from a resource or read from a data provider.
public enum Source: Sendable, Hashable {
    case network(any Resource)
    case provider(any ImageDataProvider)

    /// The key the image is cached under.
    public var cacheKey: String {
        switch self {
        case .network(let resource): resource.cacheKey
        case .provider(let provider): provider.cacheKey
        }
    }

    /// The URL the image comes from, if it has one.
    public var url: URL? {
        switch self {
        case .network(let resource): resource.downloadURL
        case .provider(let provider): provider.contentURL
        }
    }

    /// Sources are equal when they are of one kind and share a cache key.
    public static func == (lhs: Source, rhs: Source) -> Bool {
        switch (lhs, rhs) {
        case (.network(let left), .network(let right)): left.cacheKey == right.cacheKey && left.downloadURL == right.downloadURL
        case (.provider(let left), .provider(let right)): left.cacheKey == right.cacheKey
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cacheKey)
    }
}

/// Provides an image's data without downloading it.
public protocol ImageDataProvider: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// Calls `handler` with the image's data or the error that prevented reading it.
    func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void)
    /// The URL the data comes from, if it has one.
    var contentURL: URL? { get }
}

extension ImageDataProvider {
    public var contentURL: URL? { nil }
    /// This provider as a `Source`.
    public func convertToSource() -> Source { .provider(self) }
}

/// Reads an image from a local file.
public struct LocalFileImageDataProvider: ImageDataProvider {
    public let fileURL: URL
    public var cacheKey: String
    public init(fileURL: URL, cacheKey: String? = nil) {
        self.fileURL = fileURL
        self.cacheKey = cacheKey ?? fileURL.cacheKey
    }
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(Result { try Data(contentsOf: fileURL) })
    }
    public var contentURL: URL? { fileURL }
}

/// An image whose data is a Base64 string.
public struct Base64ImageDataProvider: ImageDataProvider {
    public let base64String: String
    public var cacheKey: String
    public init(base64String: String, cacheKey: String) {
        self.base64String = base64String
        self.cacheKey = cacheKey
    }
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(Data(base64Encoded: base64String).map { .success($0) } ?? .failure(CocoaError(.coderReadCorrupt)))
    }
}

/// An image whose data is at hand.
public struct RawImageDataProvider: ImageDataProvider {
    public let data: Data
    public var cacheKey: String
    public init(data: Data, cacheKey: String) {
        self.data = data
        self.cacheKey = cacheKey
    }
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(.success(data))
    }
}
