import Foundation

extension Product {
    /// An option of a purchase (quantity, account token, offer, ...). Held, never sent.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String

        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(name: key, value: value) }
        public static func custom(key: String, value: Double) -> PurchaseOption { PurchaseOption(name: key, value: "\(value)") }
        public static func custom(key: String, value: Bool) -> PurchaseOption { PurchaseOption(name: key, value: "\(value)") }
        public static func custom(key: String, value: Data) -> PurchaseOption {
            PurchaseOption(name: key, value: value.base64EncodedString())
        }
        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data,
                                            timestamp: Int) -> PurchaseOption {
            PurchaseOption(name: "promotionalOffer", value: offerID)
        }
        public static func promotionalOffer(offerID: String, signature: SubscriptionOffer.Signature) -> PurchaseOption {
            PurchaseOption(name: "promotionalOffer", value: offerID)
        }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: "\(quantity)") }
        public static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: "\(simulateAskToBuy)")
        }
        public static func onStorefrontChange(shouldContinuePurchase: @escaping @Sendable (Storefront) -> Bool) -> PurchaseOption {
            PurchaseOption(name: "onStorefrontChange", value: "")
        }
    }
}

extension Product.PurchaseOption: CustomDebugStringConvertible {
    public var debugDescription: String { "\(name): \(value)" }
}
