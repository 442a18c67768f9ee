import SwiftUI

/// How a `SubscriptionStoreView` draws its subscription options and subscribe button.
@MainActor @preconcurrency
public protocol SubscriptionStoreControlStyle {
    typealias Configuration = SubscriptionStoreControlStyleConfiguration
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a subscription store control style draws. iOS 17 gives custom styles nothing public to
/// read; the standard styles read the plans (none loaded, in a render) and their count.
public struct SubscriptionStoreControlStyleConfiguration {
    /// The loaded subscriptions, or nil while they load (always, unless given as products).
    let plans: [Product]?
    /// How many options the loading placeholder shows.
    let placeholderCount: Int
}

/// The standard control style: the picker on iOS.
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SubscriptionStoreControls(configuration: configuration, kind: .picker)
    }
}

/// A button per subscription option.
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SubscriptionStoreControls(configuration: configuration, kind: .buttons)
    }
}

/// A list of options to pick from, with one subscribe button.
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SubscriptionStoreControls(configuration: configuration, kind: .picker)
    }
}

/// The picker with the selected option outlined in the tint.
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SubscriptionStoreControls(configuration: configuration, kind: .prominentPicker)
    }
}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle {
        ProminentPickerSubscriptionStoreControlStyle()
    }
}

/// A subscription store control style with its type erased, as the environment holds it.
struct AnySubscriptionStoreControlStyle {
    let style: any SubscriptionStoreControlStyle

    init(_ style: some SubscriptionStoreControlStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: SubscriptionStoreControlStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets how the subscription store views below draw their options.
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.controlStyle = AnySubscriptionStoreControlStyle(style) }
    }
}
