import SwiftUI

/// A view that merchandises a collection of in-app purchases, as StoreKit's `StoreView`: a
/// scrolling column of product rows (each a product view in the environment's style) that fills its
/// container. Given product identifiers it loads them from the App Store, which a render does not
/// have: each row draws its loading placeholder, with a render note.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    private enum Rows {
        case loading(count: Int)
        case loaded([Product])
    }

    private let rows: Rows
    private let placeholderIcon: AnyView
    private let hasIcon: Bool
    private let icon: (Product) -> AnyView
    @Environment(\.storeButtonVisibilities) private var buttons

    private init(rows: Rows, placeholderIcon: AnyView, hasIcon: Bool, icon: @escaping (Product) -> AnyView) {
        self.rows = rows
        self.placeholderIcon = placeholderIcon
        self.hasIcon = hasIcon
        self.icon = icon
    }

    /// Loads `productIDs`; `icon` is asked for in each phase of a product's promotional image and
    /// `placeholderIcon` shows while the products load.
    public init(ids productIDs: some Collection<Product.ID>,
                @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(rows: .loading(count: productIDs.count), placeholderIcon: AnyView(placeholderIcon()), hasIcon: true,
                  icon: { AnyView(icon($0, .loading)) })
    }

    /// Loads `productIDs` with an icon per product; `placeholderIcon` shows while they load.
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(rows: .loading(count: productIDs.count), placeholderIcon: AnyView(placeholderIcon()), hasIcon: true,
                  icon: { AnyView(icon($0)) })
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                switch rows {
                case .loading(let count):
                    ForEach(0..<count, id: \.self) { index in
                        row(ProductViewContent(product: nil, icon: placeholderIcon, hasIcon: hasIcon), divided: index > 0)
                    }
                case .loaded(let products):
                    ForEach(Array(products.enumerated()), id: \.offset) { index, product in
                        row(ProductViewContent(product: product, icon: icon(product), hasIcon: hasIcon), divided: index > 0)
                    }
                }
                if buttons.shows(.restorePurchases) {
                    Button("Restore Purchases") {}
                        .padding(.vertical, 16)
                }
            }
            .padding(.horizontal, 20)
        }
        .overlay(alignment: .topTrailing) {
            if buttons.shows(.cancellation) { StoreCancellationButton() }
        }
        .productsNeverLoadNote("StoreView", when: isLoading)
    }

    private var isLoading: Bool {
        if case .loading(let count) = rows { count > 0 } else { false }
    }

    /// A product row, 12 pt above and below, a divider above all but the first (Mockup's choice).
    private func row(_ content: ProductViewContent, divided: Bool) -> some View {
        VStack(spacing: 0) {
            if divided { Divider() }
            content.padding(.vertical, 12)
        }
    }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// Loads `productIDs` with an icon per product; the automatic placeholder icon shows while they load.
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) {
        self.init(rows: .loading(count: productIDs.count), placeholderIcon: AnyView(AutomaticProductPlaceholderIcon()),
                  hasIcon: true, icon: { AnyView(icon($0)) })
    }
}

extension StoreView where PlaceholderIcon == EmptyView {
    /// Merchandises the loaded `products`, each icon asked for in its promotional image's phase.
    public init(products: some Collection<Product>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon) {
        self.init(rows: .loaded(Array(products)), placeholderIcon: AnyView(EmptyView()), hasIcon: true,
                  icon: { AnyView(icon($0, .loading)) })
    }

    /// Merchandises the loaded `products` with an icon per product.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) {
        self.init(rows: .loaded(Array(products)), placeholderIcon: AnyView(EmptyView()), hasIcon: true,
                  icon: { AnyView(icon($0)) })
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// Loads `productIDs` and shows them without icons.
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false) {
        self.init(rows: .loading(count: productIDs.count), placeholderIcon: AnyView(EmptyView()), hasIcon: false,
                  icon: { _ in AnyView(EmptyView()) })
    }

    /// Merchandises the loaded `products` without icons.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
        self.init(rows: .loaded(Array(products)), placeholderIcon: AnyView(EmptyView()), hasIcon: false,
                  icon: { _ in AnyView(EmptyView()) })
    }
}
