import Foundation

/// A contact property value with its label (`CNLabelHome`, `CNLabelPhoneNumberMobile`, or the user's own).
open class CNLabeledValue<ValueType>: NSObject, NSCopying {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
    }

    private init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
    }

    /// The same value (and identifier) under another label.
    open func settingLabel(_ label: String?) -> CNLabeledValue { CNLabeledValue(identifier: identifier, label: label, value: value) }
    open func settingValue(_ value: ValueType) -> CNLabeledValue { CNLabeledValue(identifier: identifier, label: label, value: value) }
    open func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The label as the Contacts app shows it in en_US: "home", "mobile", "iPhone"; a custom label is itself.
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        let name = String(label.dropFirst(4).dropLast(4))
        switch name {
        case "HomeFAX": return "home fax"
        case "WorkFAX": return "work fax"
        case "OtherFAX": return "other fax"
        case "HomePage": return "homepage"
        default: return name.lowercased()
        }
    }
}

// The standard labels, as Contacts stores them.
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"
public let CNLabelContactRelationFather = "_$!<Father>!$_"
public let CNLabelContactRelationMother = "_$!<Mother>!$_"
public let CNLabelContactRelationParent = "_$!<Parent>!$_"
public let CNLabelContactRelationBrother = "_$!<Brother>!$_"
public let CNLabelContactRelationSister = "_$!<Sister>!$_"
public let CNLabelContactRelationChild = "_$!<Child>!$_"
public let CNLabelContactRelationSon = "_$!<Son>!$_"
public let CNLabelContactRelationDaughter = "_$!<Daughter>!$_"
public let CNLabelContactRelationFriend = "_$!<Friend>!$_"
public let CNLabelContactRelationSpouse = "_$!<Spouse>!$_"
public let CNLabelContactRelationHusband = "_$!<Husband>!$_"
public let CNLabelContactRelationWife = "_$!<Wife>!$_"
public let CNLabelContactRelationPartner = "_$!<Partner>!$_"
public let CNLabelContactRelationAssistant = "_$!<Assistant>!$_"
public let CNLabelContactRelationManager = "_$!<Manager>!$_"
