import SwiftUI

/// The standard subscription store controls: an option per plan (a picker row, or a button) and,
/// for the pickers, one subscribe button. While the plans load (always, in a render) each shows grey
/// placeholder lines where the plan's name and price go. Sizes are Mockup's choice after iOS 17
/// (docs/API-SHIMS.md, "StoreKit").
struct SubscriptionStoreControls: View {
    enum Kind { case buttons, picker, prominentPicker }

    static let rowHeight: CGFloat = 64
    static let buttonHeight: CGFloat = 50
    static let cornerRadius: CGFloat = 12
    static let spacing: CGFloat = 10

    let configuration: SubscriptionStoreControlStyleConfiguration
    let kind: Kind
    @Environment(\.subscriptionStore) private var store

    var body: some View {
        VStack(spacing: Self.spacing) {
            ForEach(Array(options.enumerated()), id: \.offset) { index, plan in
                switch kind {
                case .buttons: subscribeButton(plan)
                case .picker, .prominentPicker: optionRow(plan, isSelected: index == 0)
                }
            }
            if kind != .buttons { subscribeButton(nil) }
        }
    }

    /// The plans, or nil for each placeholder option while they load.
    private var options: [Product?] {
        configuration.plans ?? Array(repeating: nil, count: configuration.placeholderCount)
    }

    private func optionRow(_ plan: Product?, isSelected: Bool) -> some View {
        HStack(spacing: 12) {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title3)
                .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
            VStack(alignment: .leading, spacing: 6) {
                if let plan {
                    Text(plan.displayName).font(.headline)
                    Text(plan.displayPrice).font(.subheadline).foregroundStyle(.secondary)
                } else {
                    PlaceholderBar(width: 120, height: 14)
                    PlaceholderBar(width: 80, height: 12)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(height: Self.rowHeight)
        .background(store.pickerItemBackground ?? AnyShapeStyle(.fill.quaternary),
                    in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        .overlay {
            if kind == .prominentPicker && isSelected {
                RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).strokeBorder(.tint, lineWidth: 2)
            }
        }
    }

    /// A subscribe button: the plan's price once loaded, a grey line on a grey button before.
    @ViewBuilder private func subscribeButton(_ plan: Product?) -> some View {
        let shape = RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
        if configuration.plans == nil {
            shape.fill(.fill.tertiary)
                .frame(height: Self.buttonHeight)
                .overlay { PlaceholderBar(width: 140, height: 14) }
        } else {
            Text(plan.map { "Subscribe for \($0.displayPrice)" } ?? "Subscribe")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .frame(height: Self.buttonHeight)
                .background(.tint, in: shape)
        }
    }
}
