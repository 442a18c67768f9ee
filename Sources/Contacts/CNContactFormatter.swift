import Foundation

/// A contact's name as one line, in the en_US order: prefix, given, middle, family, suffix
/// ("Dr. Anna Maria Haro Jr."); an organisation, or a person with no name, shows the
/// organisation's name.
open class CNContactFormatter: Formatter {
    open var style = CNContactFormatterStyle.fullName

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let parts = style == .phoneticFullName
            ? [contact.phoneticGivenName, contact.phoneticMiddleName, contact.phoneticFamilyName]
            : [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix]
        let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
        let organization = style == .phoneticFullName ? contact.phoneticOrganizationName : contact.organizationName
        if contact.contactType == .organization || name.isEmpty { return organization.isEmpty ? (name.isEmpty ? nil : name) : organization }
        return name
    }

    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    open override func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap(string(from:)) }

    open class func attributedString(from contact: CNContact, style: CNContactFormatterStyle,
                                     defaultAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> NSAttributedString? {
        string(from: contact, style: style).map { NSAttributedString(string: $0, attributes: attributes) }
    }

    /// Given name first, as in en_US.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder { .givenNameFirst }
    open class func delimiter(for contact: CNContact) -> String { " " }

    /// The keys the style reads.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> CNKeyDescriptor {
        CNKeyDescriptorList(keys: style == .phoneticFullName
            ? [CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey,
               CNContactPhoneticOrganizationNameKey, CNContactTypeKey]
            : [CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
               CNContactNameSuffixKey, CNContactOrganizationNameKey, CNContactTypeKey])
    }
}

public enum CNContactFormatterStyle: Int, Sendable {
    case fullName = 0, phoneticFullName
}

public enum CNContactDisplayNameOrder: Int, Sendable {
    case userDefault = 0, givenNameFirst, familyNameFirst
}

/// A postal address as lines, in the US mailing order: street, then "city state ZIP", then country.
open class CNPostalAddressFormatter: Formatter {
    open var style = CNPostalAddressFormatterStyle.mailingAddress

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let locality = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, locality, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }

    open override func string(for obj: Any?) -> String? { (obj as? CNPostalAddress).map(string(from:)) }
}

public enum CNPostalAddressFormatterStyle: Int, Sendable {
    case mailingAddress = 0
}
