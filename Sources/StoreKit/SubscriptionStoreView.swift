import SwiftUI

/// A view that merchandises the auto-renewable subscriptions of one group, as StoreKit's
/// `SubscriptionStoreView`: the marketing content above the store's controls, the controls (in the
/// environment's `subscriptionStoreControlStyle`) and the links the `storeButton` modifiers show
/// under them. Given a group or product identifiers it loads the plans from the App Store, which a
/// render does not have: the controls show their loading placeholder, with a render note.
public struct SubscriptionStoreView<Content: View>: View {
    private let marketingContent: Content
    private let plans: [Product]?
    private let placeholderCount: Int
    @Environment(\.subscriptionStore) private var store
    @Environment(\.storeButtonVisibilities) private var buttons

    /// How many options the placeholder of a group shows: its size is unknown until it loads
    /// (Mockup's choice).
    static var groupPlaceholderCount: Int { 2 }

    /// Loads the group `groupID` and merchandises it under `marketingContent`.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
                @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        plans = nil
        placeholderCount = Self.groupPlaceholderCount
    }

    /// Loads the subscriptions `productIDs` and merchandises them under `marketingContent`.
    public init(productIDs: some Collection<Product.ID>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        plans = nil
        placeholderCount = productIDs.count
    }

    /// Merchandises the loaded `subscriptions` under `marketingContent`.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        plans = Array(subscriptions)
        placeholderCount = 0
    }

    /// The container backgrounds the store draws: `.subscriptionStoreHeader` fills the marketing
    /// region (from the top edge to the controls), `.subscriptionStoreFullHeight` the whole store
    /// behind the controls too, as does `.subscriptionStore` (automatic: the full height on iPhone,
    /// Mockup's choice); both reach the screen's edges, as container backgrounds do.
    static var backgroundPlacements: Set<ContainerBackgroundPlacement> {
        [.subscriptionStore, .subscriptionStoreFullHeight, .subscriptionStoreHeader]
    }

    public var body: some View {
        VStack(spacing: 0) {
            marketingContent
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .backgroundPreferenceValue(ContainerBackgroundKey.self) { backgrounds in
                    backgrounds[.subscriptionStoreHeader]?.ignoresSafeArea()
                }
            VStack(spacing: 16) {
                store.controlStyle.makeBody(SubscriptionStoreControlStyleConfiguration(
                    plans: plans, placeholderCount: placeholderCount))
                SubscriptionStoreLinks()
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 16)
            .frame(maxWidth: .infinity)
            .background(store.controlBackground ?? AnyShapeStyle(Color.clear))
        }
        .backgroundPreferenceValue(ContainerBackgroundKey.self) { backgrounds in
            (backgrounds[.subscriptionStoreFullHeight] ?? backgrounds[.subscriptionStore])?.ignoresSafeArea()
        }
        .transformEnvironment(\.containerBackgroundHosts) { $0.formUnion(Self.backgroundPlacements) }
        .overlay(alignment: .topTrailing) {
            if buttons.shows(.cancellation) { StoreCancellationButton() }
        }
        .productsNeverLoadNote("SubscriptionStoreView", when: plans == nil)
    }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    /// Loads the group `groupID` and merchandises it under the automatic marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        self.init(groupID: groupID, visibleRelationships: visibleRelationships) { AutomaticSubscriptionStoreMarketingContent() }
    }

    /// Loads the subscriptions `productIDs` and merchandises them under the automatic marketing content.
    public init(productIDs: some Collection<Product.ID>) {
        self.init(productIDs: productIDs) { AutomaticSubscriptionStoreMarketingContent() }
    }

    /// Merchandises the loaded `subscriptions` under the automatic marketing content.
    public init(subscriptions: some Collection<Product>) {
        self.init(subscriptions: subscriptions) { AutomaticSubscriptionStoreMarketingContent() }
    }
}

/// The marketing content iOS builds from the app's App Store metadata (its icon, the group's name
/// and description). Nothing loads in a render: a placeholder icon and grey lines stand in.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View {
        VStack(spacing: 12) {
            AutomaticProductPlaceholderIcon()
                .frame(width: 72, height: 72)
                .environment(\.productIconCornerRadius, 16)
            PlaceholderBar(width: 180, height: 20)
            PlaceholderBar(width: 240, height: 12)
            PlaceholderBar(width: 200, height: 12)
        }
        .padding(20)
    }
}

/// The links under a subscription store's controls that the `storeButton` modifiers show
/// (restore, redeem code, sign in, the policies), in a centred footnote row.
struct SubscriptionStoreLinks: View {
    @Environment(\.subscriptionStore) private var store
    @Environment(\.storeButtonVisibilities) private var buttons

    var body: some View {
        let titles = StoreButtonKind.links
            .filter { buttons.shows($0, hasSignInAction: store.hasSignInAction) }
            .flatMap(\.titles)
        if !titles.isEmpty {
            HStack(spacing: 16) {
                ForEach(titles, id: \.self) { title in
                    Text(title).font(.footnote)
                }
            }
            .foregroundStyle(store.policyForegroundStyle?.primary ?? AnyShapeStyle(.secondary))
        }
    }
}
