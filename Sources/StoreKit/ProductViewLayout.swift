import SwiftUI

/// The sizes of a standard product view style. Mockup's choice after iOS 17's product views
/// (docs/API-SHIMS.md, "StoreKit").
struct ProductViewMetrics {
    /// Icon beside the text (a row) or above it (a centred stack).
    enum Arrangement { case row, stack }

    let arrangement: Arrangement
    let iconSide: CGFloat
    let iconCornerRadius: CGFloat
    let showsDescription: Bool
    let nameFont: Font
    let nameBar: CGSize
    /// The widths of the two description placeholder lines; nil fills the text column.
    let descriptionBarWidths: [CGFloat?]
    let descriptionBarHeight: CGFloat
    let priceButton: CGSize
    let spacing: CGFloat

    static let compact = ProductViewMetrics(
        arrangement: .row, iconSide: 40, iconCornerRadius: 9, showsDescription: false, nameFont: .headline,
        nameBar: CGSize(width: 120, height: 14), descriptionBarWidths: [], descriptionBarHeight: 12,
        priceButton: CGSize(width: 64, height: 28), spacing: 12)
    static let regular = ProductViewMetrics(
        arrangement: .row, iconSide: 64, iconCornerRadius: 14, showsDescription: true, nameFont: .headline,
        nameBar: CGSize(width: 120, height: 14), descriptionBarWidths: [nil, 100], descriptionBarHeight: 12,
        priceButton: CGSize(width: 64, height: 30), spacing: 12)
    static let large = ProductViewMetrics(
        arrangement: .stack, iconSide: 100, iconCornerRadius: 22, showsDescription: true, nameFont: .title2.bold(),
        nameBar: CGSize(width: 160, height: 17), descriptionBarWidths: [220, 160], descriptionBarHeight: 12,
        priceButton: CGSize(width: 200, height: 44), spacing: 16)
}

/// A standard product view: the product's name, description and price button with its icon, or
/// while the product loads (always, in a render) grey placeholder lines in their place.
struct ProductViewLayout: View {
    let configuration: ProductViewStyleConfiguration
    let metrics: ProductViewMetrics
    @Environment(\.productIconHasBorder) private var iconHasBorder

    var body: some View {
        switch metrics.arrangement {
        case .row:
            HStack(spacing: metrics.spacing) {
                icon
                VStack(alignment: .leading, spacing: 8) { texts }
                    .frame(maxWidth: .infinity, alignment: .leading)
                priceButton
            }
        case .stack:
            VStack(spacing: metrics.spacing) {
                icon
                VStack(spacing: 8) { texts }
                priceButton
            }
            .frame(maxWidth: .infinity)
        }
    }

    private var showsDescription: Bool {
        switch configuration.descriptionVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: metrics.showsDescription
        }
    }

    @ViewBuilder private var icon: some View {
        if configuration.hasIcon {
            configuration.icon
                .environment(\.productIconCornerRadius, metrics.iconCornerRadius)
                .frame(width: metrics.iconSide, height: metrics.iconSide)
                .overlay {
                    if iconHasBorder {
                        RoundedRectangle(cornerRadius: metrics.iconCornerRadius, style: .continuous)
                            .strokeBorder(.separator, lineWidth: 1)
                    }
                }
        }
    }

    @ViewBuilder private var texts: some View {
        if let product = configuration.product {
            Text(product.displayName).font(metrics.nameFont)
            if showsDescription {
                Text(product.description).font(.subheadline).foregroundStyle(.secondary)
            }
        } else {
            PlaceholderBar(width: metrics.nameBar.width, height: metrics.nameBar.height)
            if showsDescription {
                ForEach(Array(metrics.descriptionBarWidths.enumerated()), id: \.offset) { _, width in
                    PlaceholderBar(width: width, height: metrics.descriptionBarHeight)
                }
            }
        }
    }

    @ViewBuilder private var priceButton: some View {
        if let product = configuration.product {
            Button(product.displayPrice, action: configuration.purchase)
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(metrics.arrangement == .stack ? .large : .regular)
        } else {
            Capsule().fill(.fill.secondary)
                .frame(width: metrics.priceButton.width, height: metrics.priceButton.height)
        }
    }
}

/// A grey capsule standing in for a line of text that has not loaded.
struct PlaceholderBar: View {
    /// The line's width; nil fills the width offered.
    let width: CGFloat?
    let height: CGFloat

    var body: some View {
        Capsule().fill(.fill.secondary)
            .frame(width: width, height: height)
            .frame(maxWidth: width == nil ? .infinity : nil, alignment: .leading)
    }
}

/// The icon a product view shows while its product loads, when it has an icon but no placeholder
/// of its own: a rounded square in the fill colour.
public struct AutomaticProductPlaceholderIcon: View {
    @Environment(\.productIconCornerRadius) private var cornerRadius

    public var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(.fill.secondary)
    }
}

private struct ProductIconCornerRadiusKey: EnvironmentKey {
    static var defaultValue: CGFloat { ProductViewMetrics.regular.iconCornerRadius }
}

extension EnvironmentValues {
    /// The corner radius of the icon a product view style lays out.
    var productIconCornerRadius: CGFloat {
        get { self[ProductIconCornerRadiusKey.self] }
        set { self[ProductIconCornerRadiusKey.self] = newValue }
    }
}
