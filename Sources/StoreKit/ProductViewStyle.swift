import SwiftUI

/// How a `ProductView` lays out its icon, name, description and price button.
@MainActor @preconcurrency
public protocol ProductViewStyle {
    typealias Configuration = ProductViewStyleConfiguration
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a product view style draws: the product's loading state, its icon and options.
public struct ProductViewStyleConfiguration {
    /// The product's icon (its placeholder icon while the product loads).
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The product's load state: `.loading` in a render unless the view was given a product.
    public let state: Product.TaskState
    public let icon: Icon
    /// Whether the user owns the product: never in a render.
    public let hasCurrentEntitlement: Bool
    public let descriptionVisibility: Visibility
    /// Whether the view has an icon to lay out (false for `ProductView(id:)` without one).
    let hasIcon: Bool

    /// The product, once loaded.
    public var product: Product? { state.product }

    /// Starts buying the product (a render has no App Store: nothing happens).
    public func purchase() {}
}

/// The standard product view layouts. Each draws `ProductViewLayout` in its own metrics.
public struct AutomaticProductViewStyle: ProductViewStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProductViewLayout(configuration: configuration, metrics: .regular)
    }
}

/// A product view in a small row: small icon, name and price.
public struct CompactProductViewStyle: ProductViewStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProductViewLayout(configuration: configuration, metrics: .compact)
    }
}

/// A product view in a row: icon, name and description, price.
public struct RegularProductViewStyle: ProductViewStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProductViewLayout(configuration: configuration, metrics: .regular)
    }
}

/// A product view stacked and centred: large icon, name, description, wide price button.
public struct LargeProductViewStyle: ProductViewStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProductViewLayout(configuration: configuration, metrics: .large)
    }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// A product view style with its type erased, as the environment holds it.
struct AnyProductViewStyle {
    let style: any ProductViewStyle

    init(_ style: some ProductViewStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ProductViewStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct ProductViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProductViewStyle { AnyProductViewStyle(AutomaticProductViewStyle()) }
}

private struct ProductDescriptionVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ProductIconBorderKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The style product views below draw in (`productViewStyle(_:)`).
    var productViewStyle: AnyProductViewStyle {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }

    /// Whether product views below show descriptions (`productDescription(_:)`).
    var productDescriptionVisibility: Visibility {
        get { self[ProductDescriptionVisibilityKey.self] }
        set { self[ProductDescriptionVisibilityKey.self] = newValue }
    }

    /// Whether product icons below get a border (`productIconBorder()`).
    var productIconHasBorder: Bool {
        get { self[ProductIconBorderKey.self] }
        set { self[ProductIconBorderKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the product views (and a store view's rows) below.
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        environment(\.productViewStyle, AnyProductViewStyle(style))
    }

    /// Shows or hides the product descriptions of the product views below.
    public func productDescription(_ visibility: Visibility) -> some View {
        environment(\.productDescriptionVisibility, visibility)
    }

    /// Draws a border around the product icons below, as App Store icons have.
    public func productIconBorder() -> some View {
        environment(\.productIconHasBorder, true)
    }
}
