import Foundation

extension Product {
    /// The subscription details of an auto-renewable subscription product.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        /// The subscription's level in its group (1 is the highest).
        public let groupLevel: Int
        public let groupDisplayName: String

        init(introductoryOffer: SubscriptionOffer? = nil, promotionalOffers: [SubscriptionOffer] = [],
             subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, groupLevel: Int = 1,
             groupDisplayName: String = "") {
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.groupLevel = groupLevel
            self.groupDisplayName = groupDisplayName
        }

        /// Whether the user may take the introductory offer: false in a render (no account).
        public var isEligibleForIntroOffer: Bool {
            get async { await Self.isEligibleForIntroOffer(for: subscriptionGroupID) }
        }

        /// Whether the user may take the group's introductory offer: false in a render.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The statuses of the subscription's group: none in a render.
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// The statuses of the subscriptions in a group: none in a render (nobody is subscribed).
        public static func status(for groupID: String) async throws -> [Status] { [] }
    }
}
