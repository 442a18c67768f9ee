import Foundation
import SwiftUI

/// Where a retrieved image was found.
public enum CacheType: Sendable {
    case none, memory, disk
    /// Whether the image was in a cache.
    public var cached: Bool { self != .none }
}

/// An image looked up in a cache.
public enum ImageCacheResult: @unchecked Sendable {
    case disk(KFCrossPlatformImage)
    case memory(KFCrossPlatformImage)
    case none

    public var image: KFCrossPlatformImage? {
        switch self {
        case .disk(let image), .memory(let image): image
        case .none: nil
        }
    }
    public var cacheType: CacheType {
        switch self {
        case .disk: .disk
        case .memory: .memory
        case .none: .none
        }
    }
}

/// How storing an image went.
public struct CacheStoreResult: Sendable {
    public let memoryCacheResult: Result<(), Never>
    public let diskCacheResult: Result<(), KingfisherError>
}

/// Kingfisher's image cache. A render starts with it empty and never writes a user's files: what
/// code stores is kept in memory for the render, found again by key (and processor), and reported
/// as a memory hit.
open class ImageCache: @unchecked Sendable {
    /// The cache loads use unless told otherwise.
    public static let `default` = ImageCache(name: "default")

    public let name: String
    open var memoryStorage = MemoryStorage.Backend<KFCrossPlatformImage>(config: MemoryStorage.Config(totalCostLimit: 0))
    open var diskStorage = DiskStorage.Backend<Data>(config: DiskStorage.Config(name: "default", sizeLimit: 0))
    private var images: [String: KFCrossPlatformImage] = [:]
    private let lock = NSLock()

    public init(name: String) { self.name = name }
    public convenience init(name: String, cacheDirectoryURL: URL?, diskCachePathClosure: ((URL, String) -> URL)? = nil) throws {
        self.init(name: name)
    }

    private func entry(_ key: String, _ processorIdentifier: String) -> String {
        processorIdentifier.isEmpty ? key : key + "@" + processorIdentifier
    }
    private func cached(_ entry: String) -> KFCrossPlatformImage? { lock.withLock { images[entry] } }
    private func cache(_ image: KFCrossPlatformImage?, _ entry: String) { lock.withLock { images[entry] = image } }

    // MARK: Storing and removing

    open func store(_ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String, processorIdentifier identifier: String = "",
                    forcedExtension: String? = nil, cacheSerializer serializer: any CacheSerializer = DefaultCacheSerializer.default,
                    toDisk: Bool = true, callbackQueue: CallbackQueue = .untouch,
                    completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil) {
        cache(image, entry(key, identifier))
        completionHandler?(CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(())))
    }

    open func store(_ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String, processorIdentifier identifier: String = "",
                    forcedExtension: String? = nil, cacheSerializer serializer: any CacheSerializer = DefaultCacheSerializer.default,
                    toDisk: Bool = true) async throws {
        store(image, original: original, forKey: key, processorIdentifier: identifier, toDisk: toDisk, callbackQueue: .untouch,
              completionHandler: nil)
    }

    open func removeImage(forKey key: String, processorIdentifier identifier: String = "", forcedExtension: String? = nil,
                          fromMemory: Bool = true, fromDisk: Bool = true, callbackQueue: CallbackQueue = .untouch,
                          completionHandler: (@Sendable () -> Void)? = nil) {
        if fromMemory || fromDisk { cache(nil, entry(key, identifier)) }
        completionHandler?()
    }

    // MARK: Looking up

    open func retrieveImage(forKey key: String, options: KingfisherOptionsInfo? = nil, callbackQueue: CallbackQueue = .mainCurrentOrAsync,
                            completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?) {
        completionHandler?(.success(retrieveImageInMemoryCache(forKey: key, options: options).map { .memory($0) } ?? .none))
    }

    open func retrieveImage(forKey key: String, options: KingfisherOptionsInfo? = nil) async throws -> ImageCacheResult {
        retrieveImageInMemoryCache(forKey: key, options: options).map { .memory($0) } ?? .none
    }

    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherOptionsInfo? = nil) -> KFCrossPlatformImage? {
        cached(entry(key, processorIdentifier(options)))
    }

    /// Nothing is on disk in a render.
    open func retrieveImageInDiskCache(forKey key: String, options: KingfisherOptionsInfo? = nil, callbackQueue: CallbackQueue = .untouch,
                                       completionHandler: @escaping @Sendable (Result<KFCrossPlatformImage?, KingfisherError>) -> Void) {
        completionHandler(.success(nil))
    }

    open func imageCachedType(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier,
                              forcedExtension: String? = nil) -> CacheType {
        cached(entry(key, identifier)) == nil ? .none : .memory
    }

    public func isCached(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier,
                         forcedExtension: String? = nil) -> Bool {
        imageCachedType(forKey: key, processorIdentifier: identifier).cached
    }

    /// Where the image would be on disk (a render writes none there).
    open func cachePath(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier,
                        forcedExtension: String? = nil) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("com.onevcat.Kingfisher.ImageCache.\(name)")
            .appendingPathComponent(entry(key, identifier)).path
    }

    private func processorIdentifier(_ options: KingfisherOptionsInfo?) -> String {
        for case .processor(let processor) in options ?? [] { return processor.identifier }
        return DefaultImageProcessor.default.identifier
    }

    // MARK: Clearing

    public func clearMemoryCache() { lock.withLock { images.removeAll() } }
    open func clearDiskCache(completion handler: (@Sendable () -> Void)? = nil) { handler?() }
    public func clearCache(completion handler: (@Sendable () -> Void)? = nil) {
        clearMemoryCache()
        clearDiskCache(completion: handler)
    }
    open func clearCache() async { clearCache(completion: nil) }
    open func clearDiskCache() async {}
    open func cleanExpiredMemoryCache() {}
    open func cleanExpiredDiskCache(completion handler: (@Sendable () -> Void)? = nil) { handler?() }
    open func cleanExpiredCache(completion handler: (@Sendable () -> Void)? = nil) { handler?() }

    /// The disk cache's size: 0 bytes (a render writes nothing there).
    open func calculateDiskStorageSize(completion handler: @escaping (@Sendable (Result<UInt, KingfisherError>) -> Void)) {
        handler(.success(0))
    }
    open var diskStorageSize: UInt { get async throws { 0 } }
}

/// The memory storage's settings (`cache.memoryStorage.config.totalCostLimit`).
public enum MemoryStorage {
    public final class Backend<T>: @unchecked Sendable {
        public var config: Config
        public init(config: Config) { self.config = config }
    }
    public struct Config: Sendable {
        public var totalCostLimit: Int
        public var countLimit = Int.max
        public var expiration = StorageExpiration.seconds(300)
        public let cleanInterval: TimeInterval
        public var keepWhenEnteringBackground = false
        public init(totalCostLimit: Int, cleanInterval: TimeInterval = 120) {
            self.totalCostLimit = totalCostLimit
            self.cleanInterval = cleanInterval
        }
    }
}

/// The disk storage's settings (`cache.diskStorage.config.sizeLimit`).
public enum DiskStorage {
    public final class Backend<T>: @unchecked Sendable {
        public var config: Config
        public init(config: Config) { self.config = config }
    }
    public struct Config: @unchecked Sendable {
        public var sizeLimit: UInt
        public var expiration = StorageExpiration.days(7)
        public var pathExtension: String?
        public var usesHashedFileName = true
        public var autoExtAfterHashedFileName = false
        public let name: String
        public init(name: String, sizeLimit: UInt, fileManager: FileManager = .default, directory: URL? = nil) {
            self.name = name
            self.sizeLimit = sizeLimit
        }
    }
}

/// The formats Kingfisher recognises.
public enum ImageFormat: Sendable {
    case unknown, PNG, JPEG, GIF
}

/// Turns images into the data cached on disk and back.
public protocol CacheSerializer: Sendable {
    func data(with image: KFCrossPlatformImage, original: Data?) -> Data?
    func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

extension CacheSerializer {
    /// The original data, when there is one (a render encodes no images to write).
    public func data(with image: KFCrossPlatformImage, original: Data?) -> Data? { original }
    public func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        KFCrossPlatformImage(data: data, scale: options.scaleFactor)
    }
}

/// Caches images in their original format.
public struct DefaultCacheSerializer: CacheSerializer {
    public static let `default` = DefaultCacheSerializer()
    public var compressionQuality: CGFloat = 1
    public var preferCacheOriginalData = false
    public init() {}
}

/// Caches images in one format.
public struct FormatIndicatedCacheSerializer: CacheSerializer {
    public static let png = FormatIndicatedCacheSerializer(imageFormat: .PNG)
    public static let jpeg = FormatIndicatedCacheSerializer(imageFormat: .JPEG)
    public static let gif = FormatIndicatedCacheSerializer(imageFormat: .GIF)
    public static func jpeg(compressionQuality: CGFloat) -> FormatIndicatedCacheSerializer { .jpeg }
    public let imageFormat: ImageFormat
}
