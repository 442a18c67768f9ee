import Foundation
import UniformTypeIdentifiers

/// The activity type Spotlight continues an app with when the user taps one of its items
/// (`.onContinueUserActivity(CSSearchableItemActionType)`); a render is never continued.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key of the tapped item's `uniqueIdentifier`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search continued in the app, and its `userInfo` key for the query.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
public let CSSearchQueryString = "kCSSearchQueryString"

/// An item the app offers Spotlight: an identifier, a domain to delete by, and what it shows.
open class CSSearchableItem: NSObject, @unchecked Sendable {
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    /// When Spotlight drops the item (a month after indexing, by default).
    open var expirationDate: Date?

    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }

    public override convenience init() {
        self.init(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .item))
    }
}

/// What a Spotlight result shows and is found by: title, description, thumbnail, keywords.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The item's type identifier (`public.text`).
    open var contentType: String?
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var identifier: String?
    open var relatedUniqueIdentifier: String?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var addedDate: Date?
    open var rankingHint: NSNumber?
    open var phoneNumbers: [String]?
    open var emailAddresses: [String]?
    open var authorNames: [String]?
    open var supportsPhoneCall: NSNumber?
    open var supportsNavigation: NSNumber?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var namedLocation: String?
    open var startDate: Date?
    open var endDate: Date?
    open var textContent: String?

    /// Attributes for an item of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }

    /// Attributes for an item of the type identifier `itemContentType` (the pre-iOS 14 form).
    @available(*, deprecated, renamed: "init(contentType:)")
    public init(itemContentType: String) {
        contentType = itemContentType
        super.init()
    }
}
