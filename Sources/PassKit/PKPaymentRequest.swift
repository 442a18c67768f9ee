import Contacts
import Foundation

/// What a payment asks for, as PassKit's `PKPaymentRequest`: held as given (no sheet shows it in a render).
open class PKPaymentRequest: NSObject {
    open var merchantIdentifier = ""
    open var countryCode = ""
    open var currencyCode = ""
    open var supportedNetworks: [PKPaymentNetwork] = []
    open var merchantCapabilities: PKMerchantCapability = []
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
    open var requiredBillingContactFields: Set<PKContactField> = []
    open var requiredShippingContactFields: Set<PKContactField> = []
    open var billingContact: PKContact?
    open var shippingContact: PKContact?
    open var shippingMethods: [PKShippingMethod]?
    open var shippingType = PKShippingType.shipping
    open var applicationData: Data?
    open var supportedCountries: Set<String>?

    public override init() { super.init() }

    /// The networks Apple Pay supports on the device.
    open class var availableNetworks: [PKPaymentNetwork] {
        [.amex, .discover, .masterCard, .visa, .JCB, .chinaUnionPay, .interac, .maestro]
    }
}

/// A card network, as PassKit's `PKPaymentNetwork` (the raw values are Apple's strings).
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let amex = PKPaymentNetwork("AmEx")
    public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
    public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
    public static let discover = PKPaymentNetwork("Discover")
    public static let eftpos = PKPaymentNetwork("Eftpos")
    public static let electron = PKPaymentNetwork("Electron")
    public static let elo = PKPaymentNetwork("Elo")
    public static let interac = PKPaymentNetwork("Interac")
    public static let JCB = PKPaymentNetwork("JCB")
    public static let mada = PKPaymentNetwork("mada")
    public static let maestro = PKPaymentNetwork("Maestro")
    public static let masterCard = PKPaymentNetwork("MasterCard")
    public static let mir = PKPaymentNetwork("Mir")
    public static let privateLabel = PKPaymentNetwork("PrivateLabel")
    public static let visa = PKPaymentNetwork("Visa")
    public static let vPay = PKPaymentNetwork("VPay")
}

/// The payment processing a merchant supports.
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let threeDSecure = PKMerchantCapability(rawValue: 1 << 0)
    public static let emv = PKMerchantCapability(rawValue: 1 << 1)
    public static let credit = PKMerchantCapability(rawValue: 1 << 2)
    public static let debit = PKMerchantCapability(rawValue: 1 << 3)
    public static let instantFundsOut = PKMerchantCapability(rawValue: 1 << 7)
    /// The pre-iOS 17 name of `threeDSecure`.
    public static let capability3DS = threeDSecure
    public static let capabilityEMV = emv
    public static let capabilityCredit = credit
    public static let capabilityDebit = debit
}

/// A contact field a payment asks for.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let postalAddress = PKContactField(rawValue: "post")
    public static let emailAddress = PKContactField(rawValue: "email")
    public static let phoneNumber = PKContactField(rawValue: "phone")
    public static let name = PKContactField(rawValue: "name")
    public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// How the goods reach the buyer.
public enum PKShippingType: UInt, Sendable {
    case shipping = 0, delivery, storePickup, servicePickup
}

/// A line of the payment sheet's summary: a label and an amount.
open class PKPaymentSummaryItem: NSObject {
    open var label: String
    open var amount: NSDecimalNumber
    open var type: PKPaymentSummaryItemType

    public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType = .final) {
        self.label = label
        self.amount = amount
        self.type = type
        super.init()
    }

    public convenience init(label: String, amount: NSDecimalNumber) { self.init(label: label, amount: amount, type: .final) }
}

/// Whether a summary amount is known yet.
public enum PKPaymentSummaryItemType: UInt, Sendable {
    case final = 0, pending
}

/// A way to ship, with its price.
open class PKShippingMethod: PKPaymentSummaryItem {
    open var identifier: String?
    open var detail: String?
}

/// A buyer's contact details.
open class PKContact: NSObject {
    open var name: PersonNameComponents?
    open var postalAddress: CNPostalAddress?
    open var emailAddress: String?
    open var phoneNumber: CNPhoneNumber?
    public override init() { super.init() }
}
