import Foundation

// Foundation's security-scoped URLs and bookmarks, which swift-corelibs-foundation lacks: what a
// `fileImporter` handler and a document app call. Linux has no sandbox, so no URL carries a security
// scope (`startAccessingSecurityScopedResource()` is false, as iOS answers for a URL without one)
// and a bookmark is the file's path: it resolves while the file is there.

extension URL {
    /// Options for making a bookmark, as Foundation's `URL.BookmarkCreationOptions`.
    public struct BookmarkCreationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let minimalBookmark = BookmarkCreationOptions(rawValue: 1 << 9)
        public static let suitableForBookmarkFile = BookmarkCreationOptions(rawValue: 1 << 10)
        public static let withSecurityScope = BookmarkCreationOptions(rawValue: 1 << 11)
        public static let securityScopeAllowOnlyReadAccess = BookmarkCreationOptions(rawValue: 1 << 12)
        public static let withoutImplicitSecurityScope = BookmarkCreationOptions(rawValue: 1 << 29)
    }

    /// Options for resolving a bookmark, as Foundation's `URL.BookmarkResolutionOptions`.
    public struct BookmarkResolutionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutUI = BookmarkResolutionOptions(rawValue: 1 << 8)
        public static let withoutMounting = BookmarkResolutionOptions(rawValue: 1 << 9)
        public static let withSecurityScope = BookmarkResolutionOptions(rawValue: 1 << 10)
        public static let withoutImplicitStartAccessing = BookmarkResolutionOptions(rawValue: 1 << 15)
    }

    /// Starts access to a security-scoped resource; false here, where no URL has a scope.
    public func startAccessingSecurityScopedResource() -> Bool { false }

    /// Ends access started by `startAccessingSecurityScopedResource()`.
    public func stopAccessingSecurityScopedResource() {}

    /// A bookmark to this file URL: its path (the file must exist, as Foundation requires).
    public func bookmarkData(options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil,
                             relativeTo relativeURL: URL? = nil) throws -> Data {
        guard isFileURL, FileManager.default.fileExists(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSURLErrorKey: self])
        }
        return Data((URL.bookmarkPrefix + standardizedFileURL.path).utf8)
    }

    /// The file a bookmark made by `bookmarkData(options:includingResourceValuesForKeys:relativeTo:)`
    /// names; it is never stale, and it throws when the bookmark is not one or the file is gone.
    public init(resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo relativeURL: URL? = nil,
                bookmarkDataIsStale isStale: inout Bool) throws {
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix(URL.bookmarkPrefix) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let path = String(text.dropFirst(URL.bookmarkPrefix.count))
        guard FileManager.default.fileExists(atPath: path) else { throw CocoaError(.fileNoSuchFile) }
        isStale = false
        self.init(fileURLWithPath: path)
    }

    /// What a bookmark's data starts with, before the path.
    private static let bookmarkPrefix = "mockup-bookmark:"
}
