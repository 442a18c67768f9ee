import Foundation

/// A search of the app's own Spotlight items: a render's index is empty, so a started query finds
/// nothing and completes at once.
open class CSSearchQuery: NSObject, @unchecked Sendable {
    public let queryString: String
    public let attributes: [String]?
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    open var completionHandler: ((Error?) -> Void)?
    open private(set) var isCancelled = false
    /// Items found so far (none).
    open var foundItemCount: Int { 0 }

    public init(queryString: String, attributes: [String]?) {
        self.queryString = queryString; self.attributes = attributes
        super.init()
    }

    /// Runs the search: no items, then completion without an error.
    open func start() { completionHandler?(nil) }
    open func cancel() { isCancelled = true }
}
