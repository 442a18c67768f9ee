import Foundation
import SwiftUI

/// An authorized payment (never made in a render: nobody pays).
open class PKPayment: NSObject {
    open var token = PKPaymentToken()
    open var billingContact: PKContact?
    open var shippingContact: PKContact?
    open var shippingMethod: PKShippingMethod?
}

/// A payment's encrypted data.
open class PKPaymentToken: NSObject {
    open var paymentMethod = PKPaymentMethod()
    open var transactionIdentifier = ""
    open var paymentData = Data()
}

/// The card a payment is made with.
open class PKPaymentMethod: NSObject {
    open var displayName: String?
    open var network: PKPaymentNetwork?
    open var type = PKPaymentMethodType.unknown
}

/// The kind of card.
public enum PKPaymentMethodType: UInt, Sendable {
    case unknown = 0, debit, credit, prepaid, store, eMoney
}

/// Whether a payment went through.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
    case success = 0, failure
}

/// What the app answers once a payment is authorized.
open class PKPaymentAuthorizationResult: NSObject {
    open var status: PKPaymentAuthorizationStatus
    open var errors: [any Error]?
    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
        self.status = status
        self.errors = errors
        super.init()
    }
}

/// A merchant session for Apple Pay on the web.
open class PKPaymentMerchantSession: NSObject {
    public init(dictionary: [AnyHashable: Any]) { super.init() }
}

/// The app's answer to a merchant session request.
open class PKPaymentRequestMerchantSessionUpdate: NSObject {
    open var status: PKPaymentAuthorizationStatus
    open var session: PKPaymentMerchantSession?
    public init(status: PKPaymentAuthorizationStatus, merchantSession session: PKPaymentMerchantSession?) {
        self.status = status
        self.session = session
        super.init()
    }
}

/// The Apple Pay sheet, presented by a controller. A render's device supports Apple Pay with a
/// card set up (Mockup's choice, so checkout screens show their Apple Pay path), but the sheet is
/// never presented: nobody pays in a still.
open class PKPaymentAuthorizationController: NSObject {
    open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
    public init(paymentRequest request: PKPaymentRequest) { super.init() }

    open class func canMakePayments() -> Bool { true }
    open class func canMakePayments(usingNetworks networks: [PKPaymentNetwork]) -> Bool { true }
    open class func canMakePayments(usingNetworks networks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool { true }

    /// Reports that the sheet was not presented.
    open func present(completion: ((Bool) -> Void)? = nil) { completion?(false) }
    open func present() async -> Bool { false }
    open func dismiss(completion: (() -> Void)? = nil) { completion?() }
}

/// What the Apple Pay sheet reports (never called in a render).
public protocol PKPaymentAuthorizationControllerDelegate: AnyObject {
    func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationControllerDelegate {
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                               handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {}
}

/// The Apple Pay sheet as a view controller (nil when Apple Pay cannot take the request; never
/// shown in a still).
@preconcurrency @MainActor
open class PKPaymentAuthorizationViewController: UIViewController {
    open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?
    public init?(paymentRequest request: PKPaymentRequest) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }

    open class func canMakePayments() -> Bool { PKPaymentAuthorizationController.canMakePayments() }
    open class func canMakePayments(usingNetworks networks: [PKPaymentNetwork]) -> Bool {
        PKPaymentAuthorizationController.canMakePayments(usingNetworks: networks)
    }
    open class func canMakePayments(usingNetworks networks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
        PKPaymentAuthorizationController.canMakePayments(usingNetworks: networks, capabilities: capabilities)
    }
}

/// What the Apple Pay sheet's view controller reports (never called in a render).
@preconcurrency @MainActor
public protocol PKPaymentAuthorizationViewControllerDelegate: AnyObject {
    func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
    func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                            handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationViewControllerDelegate {
    public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                   handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {}
}
