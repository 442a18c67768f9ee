import Foundation

/// A key to fetch (`CNContactGivenNameKey as CNKeyDescriptor`) or a formatter's set of them.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// Several keys described as one (`CNContactFormatter.descriptorForRequiredKeys(for:)`).
struct CNKeyDescriptorList: CNKeyDescriptor {
    let keys: [String]
}

// The keys of `CNContact`'s properties; each is its property's name, as in Contacts.
public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"
public let CNContactRelationsKey = "contactRelations"
public let CNContactSocialProfilesKey = "socialProfiles"
public let CNContactInstantMessageAddressesKey = "instantMessageAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactNonGregorianBirthdayKey = "nonGregorianBirthday"
public let CNContactDatesKey = "dates"
