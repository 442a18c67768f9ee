import Foundation
import MockupRaster
import MockupText
@testable import StoreKit
import SwiftUI
import Testing
@testable import MockupUI

/// StoreKit as paywall code uses it: the data API compiles and never finds a product, and the
/// store views draw their loading placeholders (a render has no App Store), with a render note.
@MainActor @Suite struct StoreKitTests {
    /// A view model written as real paywalls are.
    @MainActor final class StoreModel {
        var products: [Product] = []
        var entitled: Set<String> = []
        var lastError: (any Error)?

        func load() async {
            do { products = try await Product.products(for: ["pro.monthly", "pro.yearly"]) } catch { lastError = error }
            for await result in Transaction.currentEntitlements {
                if case .verified(let transaction) = result, transaction.revocationDate == nil {
                    entitled.insert(transaction.productID)
                }
            }
        }

        func buy(_ product: Product) async -> Bool {
            do {
                switch try await product.purchase(options: [.quantity(1), .appAccountToken(UUID())]) {
                case .success(let verification):
                    let transaction = try verification.payloadValue
                    await transaction.finish()
                    return true
                case .userCancelled, .pending: return false
                @unknown default: return false
                }
            } catch StoreKitError.userCancelled {
                return false
            } catch {
                lastError = error
                return false
            }
        }

        func describe(_ product: Product) -> String {
            guard let subscription = product.subscription else { return product.displayPrice }
            let unit = subscription.subscriptionPeriod.unit == .month ? "month" : "year"
            let trial = subscription.introductoryOffer?.paymentMode == .freeTrial ? " after a free trial" : ""
            return "\(product.displayPrice) / \(unit)\(trial) (\(subscription.subscriptionGroupID))"
        }
    }

    struct Paywall: View {
        @State private var showsManage = false
        var body: some View {
            SubscriptionStoreView(groupID: "pro") {
                VStack {
                    Text("Mockup Pro").font(.largeTitle.bold())
                    Text("Every device, every scheme.")
                }
            }
            .subscriptionStoreControlStyle(.buttons)
            .subscriptionStoreButtonLabel(.multiline.price)
            .subscriptionStoreControlBackground(.gradientMaterial)
            .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/privacy")!, for: .privacyPolicy)
            .subscriptionStorePolicyForegroundStyle(.white, .gray)
            .storeButton(.visible, for: .restorePurchases, .policies)
            .storeButton(.hidden, for: .cancellation)
            .onInAppPurchaseStart { _ in }
            .onInAppPurchaseCompletion { _, result in _ = try? result.get() }
            .inAppPurchaseOptions { _ in [.simulatesAskToBuyInSandbox(false)] }
            .subscriptionStatusTask(for: "pro") { state in _ = state.value?.first?.state == .subscribed }
            .currentEntitlementTask(for: "pro.lifetime") { state in _ = state.transaction }
            .storeProductTask(for: "pro.monthly") { state in _ = state.product?.displayName }
            .storeProductsTask(for: ["a", "b"]) { state in _ = state.products?.count }
            .manageSubscriptionsSheet(isPresented: $showsManage)
            .offerCodeRedemption(isPresented: .constant(false))
            .refundRequestSheet(for: 42, isPresented: .constant(false))
            .containerBackground(Color.indigo.gradient, for: .subscriptionStoreFullHeight)
        }
    }

    struct Shop: View {
        var body: some View {
            VStack {
                ProductView(id: "gems.10")
                ProductView(id: "gems.50", prefersPromotionalIcon: true) { Image(systemName: "diamond") }
                ProductView(id: "gems.100") { phase in
                    if let icon = phase.promotionalIcon { icon } else { Image(systemName: "diamond.fill") }
                } placeholderIcon: { ProgressView() }
                StoreView(ids: ["a", "b"]) { product in Text(product.displayName) }
                StoreView(products: [Product]()).storeButton(.visible, for: .restorePurchases)
            }
            .productViewStyle(.compact)
            .productIconBorder()
            .productDescription(.hidden)
        }
    }

    private func layout<V: View>(_ view: V, width: Double = 300) throws -> LaidOutView {
        try ViewRenderer.layout(RenderRequest(width: width, scale: 1), fonts: FontLibrary.shared()) { view }
    }

    @Test func theDataAPIFindsNoProductsAndNoPurchases() async throws {
        let model = StoreModel()
        await model.load()
        #expect(model.products.isEmpty && model.entitled.isEmpty && model.lastError == nil)
        #expect(await Transaction.latest(for: "pro.monthly") == nil)
        #expect(try await Product.SubscriptionInfo.status(for: "pro").isEmpty)
        #expect(!AppStore.canMakePayments)
        try? await AppStore.sync()
        for await _ in Transaction.updates { Issue.record("a render has no transactions") }
        #expect(Product.ProductType.autoRenewable != .consumable)
        #expect(DateComponents(subscriptionPeriod: .init(unit: .month, value: 1)).month == 1)
        let failed = VerificationResult<Int>.unverified(1, .invalidSignature)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { try failed.payloadValue }
        #expect(failed.unsafePayloadValue == 1)
    }

    @Test func aPurchaseNeverStarts() async {
        let model = StoreModel()
        let product = Product(id: "pro.monthly", type: .autoRenewable, displayName: "Pro", description: "All of it",
                              price: 4.99, displayPrice: "$4.99",
                              subscription: .init(introductoryOffer: nil, subscriptionGroupID: "pro",
                                                  subscriptionPeriod: .init(unit: .month, value: 1)))
        #expect(await model.buy(product) == false)
        #expect((model.lastError as? StoreKitError).map { if case .notAvailableInStorefront = $0 { true } else { false } } == true)
        #expect(model.describe(product) == "$4.99 / month (pro)")
    }

    @Test func aRegularProductViewDrawsItsLoadingPlaceholder() throws {
        let rendered = try layout(ProductView(id: "tip") { Image(systemName: "cup.and.saucer") })
        let shapes = rendered.tree.all(.shape).map(\.frame)
        // Icon 64 × 64; name 120 × 14 and two description lines (the column, 100) 8 pt apart,
        // centred on the icon; the 64 × 30 price capsule at the trailing edge.
        #expect(shapes.count == 5, "\(shapes)")
        expectRect(shapes[0], 0, 0, 64, 64)
        expectRect(shapes[1], 76, 5, 120, 14)
        expectRect(shapes[2], 76, 27, 148, 12)
        expectRect(shapes[3], 76, 47, 100, 12)
        expectRect(shapes[4], 236, 17, 64, 30)
        #expect(rendered.tree.all(.symbol).isEmpty, "the icon is not drawn before the product loads")
        #expect(rendered.displayList.warnings.contains { $0.contains("ProductView: products never load") })
    }

    @Test func compactAndLargeStyles() throws {
        let compact = try layout(ProductView(id: "tip").productViewStyle(.compact)).tree.all(.shape).map(\.frame)
        #expect(compact.count == 2, "\(compact)")          // no icon, no description: name and price
        expectRect(compact[0], 0, 7, 120, 14)
        expectRect(compact[1], 236, 0, 64, 28)
        let large = try layout(ProductView(id: "tip") { Color.red }.productViewStyle(.large)).tree.all(.shape).map(\.frame)
        #expect(large.count == 5, "\(large)")
        expectRect(large[0], 100, 0, 100, 100)              // the placeholder icon, centred
        expectRect(large[1], 70, 116, 160, 17)
        expectRect(large[2], 40, 141, 220, 12)
        expectRect(large[3], 70, 161, 160, 12)
        expectRect(large[4], 50, 189, 200, 44)
    }

    @Test func theMarketingContentRendersAboveTheControlPlaceholders() throws {
        let rendered = try layout(Paywall().frame(height: 600))
        #expect(rendered.tree.all(.text).map(\.detail) == ["Mockup Pro", "Every device, every scheme.",
                                                           "Restore Purchases", "Terms of Service", "Privacy Policy"])
        let title = rendered.tree.one(.text, "Mockup Pro").frame
        let buttons = rendered.tree.all(.shape).map(\.frame).filter { $0.height == 50 }
        // `.buttons` with a group: one 50-pt button placeholder per option (two: Mockup's choice).
        #expect(buttons.count == 2, "\(rendered.tree.all(.shape).map(\.frame))")
        #expect(buttons.allSatisfy { $0.minX == 20 && $0.width == 260 && $0.minY > title.maxY })
        let links = rendered.tree.one(.text, "Privacy Policy").frame
        #expect(links.minY > buttons[1].maxY && links.maxY <= 600 - 16)
        #expect(rendered.displayList.warnings.contains { $0.contains("SubscriptionStoreView: products never load") })
    }

    @Test func subscriptionStoreContainerBackgroundsFillTheirRegions() throws {
        // A 300 × 600 store whose plan picker ends near the bottom; the marketing text is small.
        func store(_ placement: ContainerBackgroundPlacement) throws -> PixelImage {
            let view = SubscriptionStoreView(groupID: "pro") {
                Text("Pro").containerBackground(Color(red: 1, green: 0, blue: 0), for: placement)
            }
            return try ViewRenderer.render(RenderRequest(width: 300, height: 600, scale: 1), fonts: FontLibrary.shared()) {
                view.frame(height: 600)
            }.image
        }
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        // Full height: the top corner and the bottom corner beside the controls.
        let full = try store(.subscriptionStoreFullHeight)
        #expect(full[1, 1] == red && full[1, 598] == red)
        #expect(try store(.subscriptionStore)[1, 598] == red)
        // The header: the marketing region's whole width from the top, not behind the controls.
        let header = try store(.subscriptionStoreHeader)
        #expect(header[1, 1] == red && header[1, 598] != red)
    }

    @Test func storeViewsAndTheirModifiersCompileAndDrawPlaceholderRows() throws {
        let rendered = try layout(Shop().frame(height: 700))
        #expect(rendered.tree.all(.text).map(\.detail) == ["Restore Purchases"])
        #expect(rendered.displayList.warnings.contains { $0.contains("StoreView: products never load") })
        #expect(rendered.displayList.warnings.contains { $0.contains("ProductView: products never load") })
    }
}
