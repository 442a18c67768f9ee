import Foundation

extension Product {
    /// An introductory or promotional offer of a subscription.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// Whether an offer is introductory or promotional.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")

            /// The type's name, in English.
            public var localizedDescription: String { rawValue.capitalized }
        }

        /// How the user pays during an offer.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")

            /// The mode's name, in English.
            public var localizedDescription: String {
                switch self {
                case .payAsYouGo: "Pay As You Go"
                case .payUpFront: "Pay Up Front"
                case .freeTrial: "Free Trial"
                default: rawValue
                }
            }
        }

        /// The signature of a promotional offer, made on the developer's server.
        public struct Signature: Hashable, Sendable {
            public var keyID: String
            public var nonce: UUID
            public var timestamp: Int
            public var signature: Data

            public init(keyID: String, nonce: UUID, timestamp: Int, signature: Data) {
                self.keyID = keyID
                self.nonce = nonce
                self.timestamp = timestamp
                self.signature = signature
            }
        }

        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode
    }
}
