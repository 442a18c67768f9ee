import Foundation
import SwiftUI

/// A purchase the App Store signed, as StoreKit's `Transaction`. A render has no App Store and no
/// purchases: every sequence of transactions is empty and every look-up finds none.
public struct Transaction: Identifiable, Sendable {
    public typealias ID = UInt64

    /// Why a transaction happened.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// Why the App Store refunded or revoked a transaction.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)

        /// The reason, in English.
        public var localizedDescription: String { self == .developerIssue ? "Developer Issue" : "Other" }
    }

    /// The kind of offer a transaction used.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1)
        public static let promotional = OfferType(rawValue: 2)
        public static let code = OfferType(rawValue: 3)

        /// The offer type's name, in English.
        public var localizedDescription: String {
            switch self {
            case .introductory: "Introductory"
            case .promotional: "Promotional"
            case .code: "Code"
            default: "Unknown"
            }
        }
    }

    /// Whether the user bought the product or has it through Family Sharing.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")

        /// The ownership type's name, in English.
        public var localizedDescription: String { self == .familyShared ? "Family Shared" : "Purchased" }
    }

    /// The offer a transaction used.
    public struct Offer: Hashable, Sendable {
        /// How the user paid during the offer.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }

        public let id: String?
        public let type: OfferType
        public let paymentMode: PaymentMode?
    }

    /// Why a refund request failed.
    public enum RefundRequestError: Error, Hashable, Sendable {
        case duplicateRequest
        case failed
    }

    /// How a refund request ended.
    public enum RefundRequestStatus: Hashable, Sendable {
        case success
        case userCancelled
    }

    public let id: UInt64
    public let originalID: UInt64
    public let webOrderLineItemID: String?
    public let productID: String
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let purchasedQuantity: Int
    public let isUpgraded: Bool
    public let offer: Offer?
    public var offerType: OfferType? { offer?.type }
    public var offerID: String? { offer?.id }
    public var offerPaymentModeStringRepresentation: String? { offer?.paymentMode?.rawValue }
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let productType: Product.ProductType
    public let appAccountToken: UUID?
    public let environment: AppStore.Environment
    public var environmentStringRepresentation: String { environment.rawValue }
    public let reason: Reason
    public var reasonStringRepresentation: String { reason.rawValue }
    public let storefront: Storefront
    public var storefrontCountryCode: String { storefront.countryCode }
    public let price: Decimal?
    public let currency: Locale.Currency?
    public var currencyCode: String? { currency?.identifier }
    public let deviceVerification: Data
    public let deviceVerificationNonce: UUID
    public let ownershipType: OwnershipType
    public let signedDate: Date
    /// The transaction's signed data as JSON (empty: nothing was signed).
    public var jsonRepresentation: Data { Data() }

    /// Tells the App Store the purchased content was delivered (nothing to tell in a render).
    public func finish() async {}

    /// The status of the transaction's subscription: none in a render.
    public var subscriptionStatus: Product.SubscriptionInfo.Status? {
        get async { nil }
    }

    /// Asks for a refund of this transaction (never presented in a render: throws `.failed`).
    public func beginRefundRequest(in scene: UIWindowScene) async throws -> RefundRequestStatus {
        try await Self.beginRefundRequest(for: id, in: scene)
    }

    /// Asks for a refund of a transaction (never presented in a render: throws `.failed`).
    @preconcurrency @MainActor
    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> RefundRequestStatus {
        throw RefundRequestError.failed
    }

    /// Every transaction of the user: none in a render.
    public static var all: Transactions { Transactions() }
    /// The transactions that entitle the user to content now: none in a render.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Transactions not yet finished: none in a render.
    public static var unfinished: Transactions { Transactions() }
    /// Transactions as they arrive (purchases on other devices, renewals): none in a render.
    public static var updates: Transactions { Transactions() }

    /// The transaction that entitles the user to a product: none in a render.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction for a product: none in a render.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions that never yields one (a render has no App Store).
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

extension Transaction: Hashable {
    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        lhs.id == rhs.id && lhs.signedDate == rhs.signedDate
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Transaction: CustomDebugStringConvertible {
    public var debugDescription: String { "Transaction(\(id): \(productID))" }
}
