import Foundation

/// A person or organisation in the address book. Contacts made in code have every key available;
/// the store never hands out any (`CNContactStore`).
open class CNContact: NSObject, NSCopying, NSMutableCopying {
    /// Every field, shared with `CNMutableContact`, which makes them settable.
    struct Fields {
        var identifier = UUID().uuidString
        var contactType = CNContactType.person
        var namePrefix = "", givenName = "", middleName = "", familyName = "", previousFamilyName = ""
        var nameSuffix = "", nickname = ""
        var organizationName = "", departmentName = "", jobTitle = ""
        var phoneticGivenName = "", phoneticMiddleName = "", phoneticFamilyName = "", phoneticOrganizationName = ""
        var note = ""
        var imageData: Data?, thumbnailImageData: Data?
        var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
        var emailAddresses: [CNLabeledValue<NSString>] = []
        var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
        var urlAddresses: [CNLabeledValue<NSString>] = []
        var contactRelations: [CNLabeledValue<CNContactRelation>] = []
        var socialProfiles: [CNLabeledValue<CNSocialProfile>] = []
        var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] = []
        var birthday: DateComponents?, nonGregorianBirthday: DateComponents?
        var dates: [CNLabeledValue<NSDateComponents>] = []
    }
    var fields: Fields

    public override init() { fields = Fields() }
    init(fields: Fields) { self.fields = fields }

    open var identifier: String { fields.identifier }
    open var contactType: CNContactType { fields.contactType }
    open var namePrefix: String { fields.namePrefix }
    open var givenName: String { fields.givenName }
    open var middleName: String { fields.middleName }
    open var familyName: String { fields.familyName }
    open var previousFamilyName: String { fields.previousFamilyName }
    open var nameSuffix: String { fields.nameSuffix }
    open var nickname: String { fields.nickname }
    open var organizationName: String { fields.organizationName }
    open var departmentName: String { fields.departmentName }
    open var jobTitle: String { fields.jobTitle }
    open var phoneticGivenName: String { fields.phoneticGivenName }
    open var phoneticMiddleName: String { fields.phoneticMiddleName }
    open var phoneticFamilyName: String { fields.phoneticFamilyName }
    open var phoneticOrganizationName: String { fields.phoneticOrganizationName }
    open var note: String { fields.note }
    open var imageData: Data? { fields.imageData }
    open var thumbnailImageData: Data? { fields.thumbnailImageData }
    open var imageDataAvailable: Bool { fields.imageData != nil }
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
    open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }
    open var contactRelations: [CNLabeledValue<CNContactRelation>] { fields.contactRelations }
    open var socialProfiles: [CNLabeledValue<CNSocialProfile>] { fields.socialProfiles }
    open var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] { fields.instantMessageAddresses }
    open var birthday: DateComponents? { fields.birthday }
    open var nonGregorianBirthday: DateComponents? { fields.nonGregorianBirthday }
    open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }

    /// Every key is available on a contact made in code.
    open func isKeyAvailable(_ key: String) -> Bool { true }
    open func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any { CNContact(fields: fields) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableContact(fields: fields) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNContact)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }

    /// Orders contacts by name: given name first for `.givenName` and `.userDefault` (en_US), family name first for `.familyName`.
    open class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { left, right in
            guard let left = left as? CNContact, let right = right as? CNContact else { return .orderedSame }
            let key: (CNContact) -> [String] = sortOrder == .familyName
                ? { [$0.familyName, $0.givenName, $0.organizationName] }
                : { [$0.givenName, $0.familyName, $0.organizationName] }
            for (a, b) in zip(key(left), key(right)) {
                let order = a.localizedStandardCompare(b)
                if order != .orderedSame { return order }
            }
            return .orderedSame
        }
    }

    /// The keys `comparator(forNameSortOrder:)` reads.
    open class func descriptorForAllComparatorKeys() -> CNKeyDescriptor {
        CNKeyDescriptorList(keys: [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactOrganizationNameKey])
    }

    // Predicates for `CNContactStore` fetches; each also evaluates against contacts made in code.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            return [contact.givenName, contact.middleName, contact.familyName, contact.nickname, contact.organizationName]
                .contains { $0.localizedCaseInsensitiveContains(name) }
        }
    }

    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }

    open class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        NSPredicate { object, _ in
            (object as? CNContact)?.phoneNumbers.contains { $0.value.digits == phoneNumber.digits } ?? false
        }
    }

    open class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        NSPredicate { object, _ in
            (object as? CNContact)?.emailAddresses.contains { ($0.value as String).caseInsensitiveCompare(emailAddress) == .orderedSame } ?? false
        }
    }

    /// Groups and containers hold no contacts made in code, so these match none.
    open class func predicateForContactsInGroup(withIdentifier groupIdentifier: String) -> NSPredicate { NSPredicate(value: false) }
    open class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate { NSPredicate(value: false) }
}

/// A contact whose fields can be set, for a save request or a contact view.
open class CNMutableContact: CNContact {
    open override var contactType: CNContactType { get { fields.contactType } set { fields.contactType = newValue } }
    open override var namePrefix: String { get { fields.namePrefix } set { fields.namePrefix = newValue } }
    open override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
    open override var middleName: String { get { fields.middleName } set { fields.middleName = newValue } }
    open override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
    open override var previousFamilyName: String { get { fields.previousFamilyName } set { fields.previousFamilyName = newValue } }
    open override var nameSuffix: String { get { fields.nameSuffix } set { fields.nameSuffix = newValue } }
    open override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
    open override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
    open override var departmentName: String { get { fields.departmentName } set { fields.departmentName = newValue } }
    open override var jobTitle: String { get { fields.jobTitle } set { fields.jobTitle = newValue } }
    open override var phoneticGivenName: String { get { fields.phoneticGivenName } set { fields.phoneticGivenName = newValue } }
    open override var phoneticMiddleName: String { get { fields.phoneticMiddleName } set { fields.phoneticMiddleName = newValue } }
    open override var phoneticFamilyName: String { get { fields.phoneticFamilyName } set { fields.phoneticFamilyName = newValue } }
    open override var phoneticOrganizationName: String {
        get { fields.phoneticOrganizationName } set { fields.phoneticOrganizationName = newValue }
    }
    open override var note: String { get { fields.note } set { fields.note = newValue } }
    open override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { fields.phoneNumbers } set { fields.phoneNumbers = newValue } }
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { fields.emailAddresses } set { fields.emailAddresses = newValue } }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { fields.postalAddresses } set { fields.postalAddresses = newValue }
    }
    open override var urlAddresses: [CNLabeledValue<NSString>] { get { fields.urlAddresses } set { fields.urlAddresses = newValue } }
    open override var contactRelations: [CNLabeledValue<CNContactRelation>] {
        get { fields.contactRelations } set { fields.contactRelations = newValue }
    }
    open override var socialProfiles: [CNLabeledValue<CNSocialProfile>] {
        get { fields.socialProfiles } set { fields.socialProfiles = newValue }
    }
    open override var instantMessageAddresses: [CNLabeledValue<CNInstantMessageAddress>] {
        get { fields.instantMessageAddresses } set { fields.instantMessageAddresses = newValue }
    }
    open override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
    open override var nonGregorianBirthday: DateComponents? { get { fields.nonGregorianBirthday } set { fields.nonGregorianBirthday = newValue } }
    open override var dates: [CNLabeledValue<NSDateComponents>] { get { fields.dates } set { fields.dates = newValue } }
}

/// Whether a contact is a person or an organisation.
public enum CNContactType: Int, Sendable {
    case person = 0, organization
}

/// How contacts are sorted.
public enum CNContactSortOrder: Int, Sendable {
    case none = 0, userDefault, givenName, familyName
}
