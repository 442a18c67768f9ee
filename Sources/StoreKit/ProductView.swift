import SwiftUI

/// The phase of loading a product's promotional image from the App Store. A render never loads
/// one: icons are asked for in the `.loading` phase.
public enum ProductIconPhase {
    case success(Image)
    case failure(any Error)
    case unavailable
    case loading

    /// The loaded promotional image, if any.
    public var promotionalIcon: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// A view that merchandises one in-app purchase, as StoreKit's `ProductView`. Given a product
/// identifier it loads the product from the App Store, which a render does not have: it draws the
/// loading placeholder (its placeholder icon and grey lines for the name, description and price
/// button) in the environment's `productViewStyle`, with a render note.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    private let product: Product?
    private let icon: AnyView
    private let hasIcon: Bool

    private init(product: Product?, icon: AnyView, hasIcon: Bool) {
        self.product = product
        self.icon = icon
        self.hasIcon = hasIcon
    }

    /// Loads the product `productID`; `icon` is asked for in each phase of its promotional image
    /// and `placeholderIcon` shows while the product loads.
    public init(id productID: Product.ID, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(product: nil, icon: AnyView(placeholderIcon()), hasIcon: true)
    }

    /// Loads the product `productID` with `icon` (or its promotional image when preferred);
    /// `placeholderIcon` shows while the product loads.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(product: nil, icon: AnyView(placeholderIcon()), hasIcon: true)
    }

    /// A product view showing `product`, its icon asked for in each phase of its promotional image
    /// (`.loading` in a render).
    public init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) where PlaceholderIcon == EmptyView {
        self.init(product: product, icon: AnyView(icon(.loading)), hasIcon: true)
    }

    /// A product view showing `product` with `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        self.init(product: product, icon: AnyView(icon()), hasIcon: true)
    }

    /// The standard product view of a style's configuration (for custom styles that wrap it).
    public init(_ configuration: ProductViewStyleConfiguration)
    where Icon == ProductViewStyleConfiguration.Icon, PlaceholderIcon == ProductViewStyleConfiguration.Icon {
        self.init(product: configuration.product, icon: AnyView(configuration.icon), hasIcon: configuration.hasIcon)
    }

    public var body: some View {
        ProductViewContent(product: product, icon: icon, hasIcon: hasIcon)
            .productsNeverLoadNote("ProductView", when: product == nil)
    }
}

/// A product view's drawing in the environment's style, without the render note: a product
/// view's body and a store view's rows.
struct ProductViewContent: View {
    let product: Product?
    let icon: AnyView
    let hasIcon: Bool
    @Environment(\.productViewStyle) private var style
    @Environment(\.productDescriptionVisibility) private var descriptionVisibility

    var body: some View {
        style.makeBody(ProductViewStyleConfiguration(
            state: product.map { .success($0) } ?? .loading, icon: .init(content: icon), hasCurrentEntitlement: false,
            descriptionVisibility: descriptionVisibility, hasIcon: hasIcon))
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// Loads the product `productID` with `icon`; the automatic placeholder icon shows while it loads.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(product: nil, icon: AnyView(AutomaticProductPlaceholderIcon()), hasIcon: true)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// Loads the product `productID` and shows it without an icon (unless it has a promotional
    /// image and `prefersPromotionalIcon`).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(product: nil, icon: AnyView(EmptyView()), hasIcon: false)
    }

    /// A product view showing `product` with its promotional image, if preferred and loaded.
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        self.init(product: product, icon: AnyView(EmptyView()), hasIcon: false)
    }
}

/// What a render says about store views: the App Store is not there, so products never load.
extension View {
    /// This view, with the render note of a store `view` drawn while its products load when
    /// `isLoading`.
    @ViewBuilder func productsNeverLoadNote(_ view: String, when isLoading: Bool) -> some View {
        if isLoading {
            _renderNote("\(view): products never load in a render, which has no App Store",
                        drawn: "its loading placeholder is drawn")
        } else {
            self
        }
    }
}
