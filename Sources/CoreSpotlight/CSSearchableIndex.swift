import Foundation

/// The on-device index of the app's Spotlight items. A render's device keeps no index: indexing is
/// unavailable, and every call answers at once with `CSIndexError.indexingUnsupported`, as on a
/// device where indexing is not available.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let defaultIndex = CSSearchableIndex(name: "default")
    public let name: String

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { defaultIndex }
    /// Whether the device indexes (no).
    open class func isIndexingAvailable() -> Bool { false }

    public init(name: String) {
        self.name = name
        super.init()
    }

    public init(name: String, protectionClass: FileProtectionType?) {
        self.name = name
        super.init()
    }

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }
    open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { throw CSIndexError(.indexingUnsupported) }
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws { throw CSIndexError(.indexingUnsupported) }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        throw CSIndexError(.indexingUnsupported)
    }
    open func deleteAllSearchableItems() async throws { throw CSIndexError(.indexingUnsupported) }
}

/// Why indexing failed (Core Spotlight's `CSIndexError`).
public struct CSIndexError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknownError = -1, indexUnavailableError = -1000, invalidItemError = -1001, invalidClientStateError = -1002,
             remoteConnectionError = -1003, quotaExceeded = -1004, indexingUnsupported = -1005, mismatchedClientState = -1006
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "CSIndexErrorDomain" }
    public static let indexingUnsupported = Code.indexingUnsupported
    public static let indexUnavailableError = Code.indexUnavailableError
}
