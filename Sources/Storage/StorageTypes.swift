import Foundation
import SupabaseHelpers

/// How an upload is stored.
public struct FileOptions: Sendable {
    public var cacheControl: String
    public var contentType: String?
    public var upsert: Bool
    public var metadata: [String: AnyJSON]?

    public init(cacheControl: String = "3600", contentType: String? = nil, upsert: Bool = false,
                metadata: [String: AnyJSON]? = nil) {
        self.cacheControl = cacheControl; self.contentType = contentType; self.upsert = upsert; self.metadata = metadata
    }
}

/// What an upload returns.
public struct FileUploadResponse: Sendable {
    public let id: String
    public let path: String
    public let fullPath: String
}

/// A stored file, as a listing returns it.
public struct FileObject: Identifiable, Hashable, Codable, Sendable {
    public var name: String
    public var bucketId: String?
    public var owner: String?
    public var id: UUID?
    public var updatedAt: Date?
    public var createdAt: Date?
    public var lastAccessedAt: Date?
    public var metadata: [String: AnyJSON]?

    public init(name: String, bucketId: String? = nil, owner: String? = nil, id: UUID? = nil, updatedAt: Date? = nil,
                createdAt: Date? = nil, lastAccessedAt: Date? = nil, metadata: [String: AnyJSON]? = nil) {
        self.name = name; self.bucketId = bucketId; self.owner = owner; self.id = id; self.updatedAt = updatedAt
        self.createdAt = createdAt; self.lastAccessedAt = lastAccessedAt; self.metadata = metadata
    }
}

/// A bucket.
public struct Bucket: Identifiable, Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var owner: String
    public var isPublic: Bool
    public var createdAt: Date
    public var updatedAt: Date
    public var allowedMimeTypes: [String]?
    public var fileSizeLimit: Int64?
}

/// A bucket's settings.
public struct BucketOptions: Sendable {
    public var isPublic: Bool
    public var fileSizeLimit: String?
    public var allowedMimeTypes: [String]?

    public init(isPublic: Bool = false, fileSizeLimit: String? = nil, allowedMimeTypes: [String]? = nil) {
        self.isPublic = isPublic; self.fileSizeLimit = fileSizeLimit; self.allowedMimeTypes = allowedMimeTypes
    }
}

/// Options of a listing.
public struct SearchOptions: Sendable {
    public var limit: Int?
    public var offset: Int?
    public var sortBy: SortBy?
    public var search: String?

    public init(limit: Int? = nil, offset: Int? = nil, sortBy: SortBy? = nil, search: String? = nil) {
        self.limit = limit; self.offset = offset; self.sortBy = sortBy; self.search = search
    }
}

/// A listing's order.
public struct SortBy: Sendable {
    public var column: String?
    public var order: String?
    public init(column: String? = nil, order: String? = nil) { self.column = column; self.order = order }
}

/// Where `move` and `copy` put a file.
public struct DestinationOptions: Sendable {
    public var destinationBucket: String?
    public init(destinationBucket: String? = nil) { self.destinationBucket = destinationBucket }
}

/// How an image is resized by the transform options.
public struct ResizeMode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static let cover: ResizeMode = "cover"
    public static let contain: ResizeMode = "contain"
    public static let fill: ResizeMode = "fill"
}

/// The format an image is served in.
public struct ImageFormat: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static let origin: ImageFormat = "origin"
}

/// Image transforms served by Storage (size, fit, quality, format).
public struct TransformOptions: Sendable {
    public var width: Int?
    public var height: Int?
    public var resize: String?
    public var quality: Int?
    public var format: String?

    public init(width: Int? = nil, height: Int? = nil, resize: ResizeMode? = nil, quality: Int? = nil, format: ImageFormat? = nil) {
        self.width = width; self.height = height; self.resize = resize?.rawValue; self.quality = quality; self.format = format?.rawValue
    }

    /// The options as query items, in the SDK's order.
    var queryItems: [URLQueryItem] {
        [("width", width.map(String.init)), ("height", height.map(String.init)), ("resize", resize),
         ("quality", quality.map(String.init)), ("format", format)]
            .compactMap { name, value in value.map { URLQueryItem(name: name, value: $0) } }
    }
}

/// An error Storage answers with.
public struct StorageError: Error, Decodable, Sendable {
    public var statusCode: String?
    public var message: String
    public var error: String?

    public init(statusCode: String? = nil, message: String, error: String? = nil) {
        self.statusCode = statusCode; self.message = message; self.error = error
    }
}
