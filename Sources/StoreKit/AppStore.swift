import Foundation
import SwiftUI

/// The App Store, as StoreKit's `AppStore`. A render has none: payments cannot be made and its
/// sheets never appear.
public enum AppStore: Sendable {
    /// Which App Store environment signed a value.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// Whether the user may make payments: false in a render.
    public static var canMakePayments: Bool { false }

    /// The device's identifier for the App Store: nil in a render.
    public static var deviceVerificationID: UUID? { nil }

    /// Syncs the user's transactions with the App Store; in a render there is nothing to sync.
    public static func sync() async throws {}

    /// Shows the manage-subscriptions sheet in `scene` (never shown in a render).
    @preconcurrency @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

    /// Shows the manage-subscriptions sheet for one group (never shown in a render).
    @preconcurrency @MainActor public static func showManageSubscriptions(in scene: UIWindowScene, subscriptionGroupID: String) async throws {}

    /// Shows the offer-code redemption sheet (never shown in a render).
    @preconcurrency @MainActor public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {}

    /// Asks for an App Store review (never shown in a render).
    @preconcurrency @MainActor public static func requestReview(in scene: UIWindowScene) {}
}
