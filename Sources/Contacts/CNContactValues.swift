import Foundation

/// A phone number as entered.
open class CNPhoneNumber: NSObject, NSCopying {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
    /// The digits (and a leading +) that identify the number, for matching.
    var digits: String { String(stringValue.filter { $0.isNumber || $0 == "+" }) }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    open override var hash: Int { stringValue.hashValue }
}

/// A postal address; `CNMutablePostalAddress` sets its fields.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying {
    struct Fields: Equatable {
        var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = "", postalCode = ""
        var country = "", isoCountryCode = ""
    }
    var fields: Fields

    public override init() { fields = Fields() }
    init(fields: Fields) { self.fields = fields }

    open var street: String { fields.street }
    open var subLocality: String { fields.subLocality }
    open var city: String { fields.city }
    open var subAdministrativeArea: String { fields.subAdministrativeArea }
    open var state: String { fields.state }
    open var postalCode: String { fields.postalCode }
    open var country: String { fields.country }
    open var isoCountryCode: String { fields.isoCountryCode }

    open func copy(with zone: NSZone? = nil) -> Any { CNPostalAddress(fields: fields) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutablePostalAddress(fields: fields) }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.fields == fields }
    open override var hash: Int { [street, city, postalCode].hashValue }

    /// The en_US name of an address field key (`CNPostalAddressStreetKey` → "Street").
    open class func localizedString(forKey key: String) -> String {
        ["street": "Street", "subLocality": "Neighborhood", "city": "City", "subAdministrativeArea": "County",
         "state": "State", "postalCode": "ZIP", "country": "Country", "ISOCountryCode": "Country Code"][key] ?? key
    }
}

open class CNMutablePostalAddress: CNPostalAddress {
    open override var street: String { get { fields.street } set { fields.street = newValue } }
    open override var subLocality: String { get { fields.subLocality } set { fields.subLocality = newValue } }
    open override var city: String { get { fields.city } set { fields.city = newValue } }
    open override var subAdministrativeArea: String {
        get { fields.subAdministrativeArea } set { fields.subAdministrativeArea = newValue }
    }
    open override var state: String { get { fields.state } set { fields.state = newValue } }
    open override var postalCode: String { get { fields.postalCode } set { fields.postalCode = newValue } }
    open override var country: String { get { fields.country } set { fields.country = newValue } }
    open override var isoCountryCode: String { get { fields.isoCountryCode } set { fields.isoCountryCode = newValue } }
}

public let CNPostalAddressStreetKey = "street"
public let CNPostalAddressSubLocalityKey = "subLocality"
public let CNPostalAddressCityKey = "city"
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
public let CNPostalAddressStateKey = "state"
public let CNPostalAddressPostalCodeKey = "postalCode"
public let CNPostalAddressCountryKey = "country"
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"

/// Another contact related to this one, by name.
open class CNContactRelation: NSObject, NSCopying {
    public let name: String
    public init(name: String) { self.name = name }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A social network account.
open class CNSocialProfile: NSObject, NSCopying {
    public let urlString: String, username: String, userIdentifier: String, service: String
    public init(urlString: String?, username: String?, userIdentifier: String?, service: String?) {
        self.urlString = urlString ?? ""
        self.username = username ?? ""
        self.userIdentifier = userIdentifier ?? ""
        self.service = service ?? ""
    }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public let CNSocialProfileServiceFacebook = "Facebook"
public let CNSocialProfileServiceFlickr = "Flickr"
public let CNSocialProfileServiceLinkedIn = "LinkedIn"
public let CNSocialProfileServiceMySpace = "MySpace"
public let CNSocialProfileServiceSinaWeibo = "SinaWeibo"
public let CNSocialProfileServiceTencentWeibo = "TencentWeibo"
public let CNSocialProfileServiceTwitter = "Twitter"
public let CNSocialProfileServiceYelp = "Yelp"
public let CNSocialProfileServiceGameCenter = "GameCenter"

/// An instant-messaging account.
open class CNInstantMessageAddress: NSObject, NSCopying {
    public let username: String, service: String
    public init(username: String, service: String) {
        self.username = username
        self.service = service
    }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public let CNInstantMessageServiceAIM = "AIM"
public let CNInstantMessageServiceFacebook = "Facebook"
public let CNInstantMessageServiceGaduGadu = "GaduGadu"
public let CNInstantMessageServiceGoogleTalk = "GoogleTalk"
public let CNInstantMessageServiceICQ = "ICQ"
public let CNInstantMessageServiceJabber = "Jabber"
public let CNInstantMessageServiceMSN = "MSN"
public let CNInstantMessageServiceQQ = "QQ"
public let CNInstantMessageServiceSkype = "Skype"
public let CNInstantMessageServiceYahoo = "Yahoo"
