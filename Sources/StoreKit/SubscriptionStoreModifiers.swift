import SwiftUI

/// What the subscription store modifiers set for the subscription store views below.
struct SubscriptionStoreSettings {
    var controlStyle = AnySubscriptionStoreControlStyle(AutomaticSubscriptionStoreControlStyle())
    var buttonLabel = SubscriptionStoreButtonLabel.automatic
    var controlBackground: AnyShapeStyle?
    var pickerItemBackground: AnyShapeStyle?
    var policyForegroundStyle: (primary: AnyShapeStyle, secondary: AnyShapeStyle)?
    var hasSignInAction = false
}

private struct SubscriptionStoreSettingsKey: EnvironmentKey {
    static var defaultValue: SubscriptionStoreSettings { SubscriptionStoreSettings() }
}

extension EnvironmentValues {
    var subscriptionStore: SubscriptionStoreSettings {
        get { self[SubscriptionStoreSettingsKey.self] }
        set { self[SubscriptionStoreSettingsKey.self] = newValue }
    }
}

/// What a subscribe button's label shows once the plans load (its action, the plan's name, its
/// price, on one line or several). At rest the label is a placeholder line whatever it is set to.
public struct SubscriptionStoreButtonLabel: Hashable {
    let parts: Set<String>

    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: []) }
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["singleLine"]) }
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["multiline"]) }
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["action"]) }
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["displayName"]) }
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["price"]) }

    public var singleLine: SubscriptionStoreButtonLabel { adding(.singleLine) }
    public var multiline: SubscriptionStoreButtonLabel { adding(.multiline) }
    public var action: SubscriptionStoreButtonLabel { adding(.action) }
    public var displayName: SubscriptionStoreButtonLabel { adding(.displayName) }
    public var price: SubscriptionStoreButtonLabel { adding(.price) }

    private func adding(_ other: SubscriptionStoreButtonLabel) -> SubscriptionStoreButtonLabel {
        SubscriptionStoreButtonLabel(parts: parts.union(other.parts))
    }
}

/// The background behind a subscription store's controls.
public struct SubscriptionStoreControlBackground {
    let style: AnyShapeStyle?

    /// No background of its own (the store draws none by default).
    public static var automatic: SubscriptionStoreControlBackground { SubscriptionStoreControlBackground(style: nil) }
    /// A material that fades in at the top (drawn as the regular material; Mockup's choice).
    public static var gradientMaterial: SubscriptionStoreControlBackground {
        SubscriptionStoreControlBackground(style: AnyShapeStyle(.regularMaterial))
    }
    /// The gradient material once the content scrolls under the controls: none at rest.
    public static var gradientMaterialOnScroll: SubscriptionStoreControlBackground { .automatic }
}

/// A subscription policy a store links to.
public struct SubscriptionStorePolicyKind: Hashable {
    let name: String
    public static var termsOfService: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "termsOfService") }
    public static var privacyPolicy: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "privacyPolicy") }
}

extension View {
    /// Sets what the subscribe buttons' labels show (drawn the same at rest: nothing has loaded).
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.buttonLabel = label }
    }

    /// Fills the area behind the subscription store's controls with `backgroundStyle`.
    public func subscriptionStoreControlBackground(_ backgroundStyle: some ShapeStyle) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.controlBackground = AnyShapeStyle(backgroundStyle) }
    }

    /// Sets the background behind the subscription store's controls.
    public func subscriptionStoreControlBackground(_ backgroundStyle: SubscriptionStoreControlBackground) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.controlBackground = backgroundStyle.style }
    }

    /// Fills the picker options of the subscription store with `backgroundStyle`.
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.pickerItemBackground = AnyShapeStyle(backgroundStyle) }
    }

    /// Sets the action of the store's sign-in button (never run in a render); shows the button.
    public func subscriptionStoreSignInAction(_ action: (() -> ())?) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.hasSignInAction = action != nil }
    }

    /// Sets where a policy link goes (a link is never followed in a render).
    public func subscriptionStorePolicyDestination(url: URL, for button: SubscriptionStorePolicyKind) -> some View {
        self
    }

    /// Sets the view a policy link presents (never presented in a render).
    public func subscriptionStorePolicyDestination(for button: SubscriptionStorePolicyKind,
                                                   @ViewBuilder destination: () -> some View) -> some View {
        self
    }

    /// Sets the style of the subscription store's policy links.
    public func subscriptionStorePolicyForegroundStyle(_ style: some ShapeStyle) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.policyForegroundStyle = (AnyShapeStyle(style), AnyShapeStyle(style)) }
    }

    /// Sets the styles of the subscription store's policy links and of the text between them.
    public func subscriptionStorePolicyForegroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View {
        transformEnvironment(\.subscriptionStore) { $0.policyForegroundStyle = (AnyShapeStyle(primary), AnyShapeStyle(secondary)) }
    }

    /// Sets the icon beside each subscription option (asked for once the plans load: never in a render).
    public func subscriptionStoreControlIcon(
        @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> some View) -> some View {
        self
    }
}

extension ContainerBackgroundPlacement {
    /// The background of a whole subscription store view.
    public static var subscriptionStore: ContainerBackgroundPlacement { ContainerBackgroundPlacement(_named: "subscriptionStore") }
    /// The background of a subscription store's marketing header.
    public static var subscriptionStoreHeader: ContainerBackgroundPlacement {
        ContainerBackgroundPlacement(_named: "subscriptionStoreHeader")
    }
    /// The background of a subscription store, over its full height.
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement {
        ContainerBackgroundPlacement(_named: "subscriptionStoreFullHeight")
    }
}
