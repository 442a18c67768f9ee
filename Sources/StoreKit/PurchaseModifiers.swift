import SwiftUI

/// The environment action that buys a product (`@Environment(\.purchase)`). A render has no App
/// Store: the purchase never starts (it throws, as `Product.purchase(options:)`).
public struct PurchaseAction {
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

extension EnvironmentValues {
    /// Buys a product; never starts in a render.
    public var purchase: PurchaseAction { PurchaseAction() }
}

extension View {
    /// Runs `action` when a store view below starts a purchase (none starts in a render).
    public func onInAppPurchaseStart(perform action: ((Product) async -> ())?) -> some View { self }

    /// Sets the options of the purchases the store views below start (none starts in a render).
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }

    /// Runs `action` when a purchase a store view below started ends (none starts in a render).
    public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View { self }

    /// Offers the subscription store's plans with a promotional offer (none loads in a render).
    public func subscriptionPromotionalOffer(
        offer: @escaping (_ product: Product, _ subscriptionInfo: Product.SubscriptionInfo) -> Product.SubscriptionOffer?,
        signature: @escaping (_ product: Product, _ subscriptionInfo: Product.SubscriptionInfo,
                              _ promotionalOffer: Product.SubscriptionOffer) async throws -> Product.SubscriptionOffer.Signature
    ) -> some View { self }
}
