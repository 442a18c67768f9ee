import Foundation

extension Product.SubscriptionInfo {
    /// Where a subscription is in its life.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)

        /// The state's name, in English.
        public var localizedDescription: String {
            switch self {
            case .subscribed: "Subscribed"
            case .expired: "Expired"
            case .inBillingRetryPeriod: "In Billing Retry Period"
            case .inGracePeriod: "In Grace Period"
            case .revoked: "Revoked"
            default: "Unknown"
            }
        }
    }

    /// What will happen at a subscription's next renewal.
    public struct RenewalInfo: Hashable, Sendable {
        /// Why a subscription expired.
        public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            public static let billingError = ExpirationReason(rawValue: 2)
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            public static let unknown = ExpirationReason(rawValue: 5)
        }

        /// Whether the user accepted a price increase.
        public enum PriceIncreaseStatus: Hashable, Sendable {
            case noIncreasePending
            case pending
            case agreed
        }

        public let originalTransactionID: UInt64
        public let currentProductID: String
        public let willAutoRenew: Bool
        public let autoRenewPreference: String?
        public let expirationReason: ExpirationReason?
        public let priceIncreaseStatus: PriceIncreaseStatus
        public let isInBillingRetry: Bool
        public let gracePeriodExpirationDate: Date?
        public let offerID: String?
        public let offerType: Transaction.OfferType?
        public let environment: AppStore.Environment
        public var environmentStringRepresentation: String { environment.rawValue }
        public let recentSubscriptionStartDate: Date
        public let renewalDate: Date?
        public let deviceVerification: Data
        public let deviceVerificationNonce: UUID
        public let signedDate: Date
        public var jsonRepresentation: Data { Data() }
    }

    /// A subscription's state with its latest transaction and renewal information.
    public struct Status: Hashable, Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>

        /// Status changes as they arrive: none in a render.
        public static var updates: Statuses { Statuses() }

        /// A sequence of subscription statuses that never yields one (a render has no App Store).
        public struct Statuses: AsyncSequence, Sendable {
            public typealias Element = Status

            public struct AsyncIterator: AsyncIteratorProtocol {
                public mutating func next() async -> Status? { nil }
            }

            public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
    }
}

extension Product {
    /// Which subscriptions of a group a subscription store shows, relative to the current one.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let current = SubscriptionRelationship(rawValue: 1 << 0)
        public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
        public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
        public static let upgrade = SubscriptionRelationship(rawValue: 1 << 3)
        public static let all: SubscriptionRelationship = [.current, .downgrade, .crossgrade, .upgrade]
    }
}
