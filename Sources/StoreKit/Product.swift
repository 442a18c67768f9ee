import Foundation
import SwiftUI

/// An in-app purchase product, as StoreKit's `Product`. A render has no App Store: no product is
/// ever loaded (`products(for:)` returns none), so code holding a `Product` only compiles.
public struct Product: Identifiable, Sendable {
    public typealias ID = String

    /// What kind of in-app purchase a product is.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")

        /// The type's name, in English.
        public var localizedDescription: String { rawValue }
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Why a purchase could not start.
    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }

    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    /// The subscription details of an auto-renewable subscription; nil otherwise.
    public let subscription: SubscriptionInfo?

    /// The product's App Store data as JSON (empty: nothing was loaded).
    public var jsonRepresentation: Data { Data() }

    init(id: String, type: ProductType, displayName: String, description: String, price: Decimal,
         displayPrice: String, isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }

    /// The products with these identifiers: none in a render, which has no App Store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product. A render has no App Store, so the purchase never starts: it throws
    /// `StoreKitError.notAvailableInStorefront`.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.notAvailableInStorefront
    }

    /// Buys the product, confirming in `scene` (never starts in a render, as `purchase(options:)`).
    public func purchase(confirmIn scene: some UIScene, options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try await purchase(options: options)
    }

    /// The latest transaction for this product: none in a render.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }

    /// The transaction that entitles the user to this product: none in a render.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }

    /// The currency format of the product's price (US dollars: a render has no storefront).
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
    }
}

extension Product: Hashable {
    public static func == (lhs: Product, rhs: Product) -> Bool {
        lhs.id == rhs.id && lhs.type == rhs.type && lhs.displayName == rhs.displayName
            && lhs.description == rhs.description && lhs.price == rhs.price && lhs.displayPrice == rhs.displayPrice
            && lhs.isFamilyShareable == rhs.isFamilyShareable && lhs.subscription == rhs.subscription
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Product: CustomDebugStringConvertible {
    public var debugDescription: String { "Product(\(id): \(displayName), \(displayPrice))" }
}
