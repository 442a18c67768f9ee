import Foundation

/// The address book of an app never granted access — a render answers no permission prompt, and
/// renders never share an address book. `authorizationStatus(for:)` is `.notDetermined` and stays
/// so; `requestAccess` answers `false` with `CNError.authorizationDenied` (the async form throws
/// it); every fetch, enumeration and save throws that error, as iOS answers an app without access.
open class CNContactStore: NSObject {
    public override init() { super.init() }

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, Error?) -> Void) {
        completionHandler(false, CNError(.authorizationDenied))
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        throw CNError(.authorizationDenied)
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        throw CNError(.authorizationDenied)
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }

    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        throw CNError(.authorizationDenied)
    }

    open func groups(matching predicate: NSPredicate?) throws -> [CNGroup] { throw CNError(.authorizationDenied) }
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] { throw CNError(.authorizationDenied) }
    open func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }

    /// The identifier of the container new contacts go to by default.
    open func defaultContainerIdentifier() -> String { "default" }
    /// No change history is kept for an app without access.
    open var currentHistoryToken: Data? { nil }
}

/// What kind of data access is asked for: contacts, the only kind.
public enum CNEntityType: Int, Sendable {
    case contacts = 0
}

/// Whether the app may read contacts (`.limited`: iOS 18's chosen contacts).
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized, limited
}

/// A fetch of contacts: which keys, which contacts, in which order.
open class CNContactFetchRequest: NSObject {
    open var predicate: NSPredicate?
    open var keysToFetch: [CNKeyDescriptor]
    open var mutableObjects = false
    open var unifyResults = true
    open var sortOrder = CNContactSortOrder.none

    public init(keysToFetch: [CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Changes to save in one go with `CNContactStore.execute(_:)`; it holds what it was asked.
open class CNSaveRequest: NSObject {
    public private(set) var addedContacts: [(contact: CNMutableContact, container: String?)] = []
    public private(set) var updatedContacts: [CNMutableContact] = []
    public private(set) var deletedContacts: [CNMutableContact] = []
    public private(set) var addedGroups: [(group: CNMutableGroup, container: String?)] = []
    public private(set) var updatedGroups: [CNMutableGroup] = []
    public private(set) var deletedGroups: [CNMutableGroup] = []
    public private(set) var memberships: [(contact: CNContact, group: CNGroup, added: Bool)] = []
    open var transactionAuthor: String?
    open var shouldRefetchContacts = true

    public override init() { super.init() }

    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { addedContacts.append((contact, identifier)) }
    open func update(_ contact: CNMutableContact) { updatedContacts.append(contact) }
    open func delete(_ contact: CNMutableContact) { deletedContacts.append(contact) }
    open func add(_ group: CNMutableGroup, toContainerWithIdentifier identifier: String?) { addedGroups.append((group, identifier)) }
    open func update(_ group: CNMutableGroup) { updatedGroups.append(group) }
    open func delete(_ group: CNMutableGroup) { deletedGroups.append(group) }
    open func addMember(_ contact: CNContact, to group: CNGroup) { memberships.append((contact, group, true)) }
    open func removeMember(_ contact: CNContact, from group: CNGroup) { memberships.append((contact, group, false)) }
}

/// A named group of contacts.
open class CNGroup: NSObject {
    public let identifier = UUID().uuidString
    var storedName = ""
    open var name: String { storedName }
    public override init() { super.init() }
}

open class CNMutableGroup: CNGroup {
    open override var name: String { get { storedName } set { storedName = newValue } }
}

/// An account contacts live in (local, Exchange, CardDAV).
open class CNContainer: NSObject {
    public let identifier: String
    public let name: String
    public let type: CNContainerType

    init(identifier: String, name: String, type: CNContainerType) {
        self.identifier = identifier
        self.name = name
        self.type = type
    }
}

public enum CNContainerType: Int, Sendable {
    case unassigned = 0, local, exchange, cardDAV
}
