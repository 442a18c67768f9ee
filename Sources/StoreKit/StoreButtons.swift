import SwiftUI

/// A button a store view or subscription store view may show beside its products.
public struct StoreButtonKind {
    let name: String
    /// The link's label, as drawn.
    let titles: [String]

    /// Restores purchases (never shown at `.automatic` visibility).
    public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases", titles: ["Restore Purchases"]) }
    /// Dismisses the store (shown at `.automatic` only while presented; a render presents nothing).
    public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation", titles: []) }
    /// Redeems an offer code (never shown at `.automatic` visibility).
    public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode", titles: ["Redeem Code"]) }
    /// Signs in (shown at `.automatic` only with a `subscriptionStoreSignInAction`).
    public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn", titles: ["Sign In"]) }
    /// The terms of service and privacy policy links.
    public static var policies: StoreButtonKind { StoreButtonKind(name: "policies", titles: ["Terms of Service", "Privacy Policy"]) }

    /// The links drawn under the controls, in the order they are drawn.
    static var links: [StoreButtonKind] { [.restorePurchases, .redeemCode, .signIn, .policies] }
}

/// The visibility `storeButton(_:for:)` set per kind, by name.
struct StoreButtonVisibilities {
    var byName: [String: Visibility] = [:]

    /// Whether `kind` shows: its set visibility, or at `.automatic` only a sign-in button with a
    /// sign-in action (restore, redeem and policies are hidden, cancellation shows only while
    /// presented, which a render never is).
    func shows(_ kind: StoreButtonKind, hasSignInAction: Bool = false) -> Bool {
        switch byName[kind.name] ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic: kind.name == StoreButtonKind.signIn.name && hasSignInAction
        }
    }
}

private struct StoreButtonVisibilitiesKey: EnvironmentKey {
    static var defaultValue: StoreButtonVisibilities { StoreButtonVisibilities() }
}

extension EnvironmentValues {
    var storeButtonVisibilities: StoreButtonVisibilities {
        get { self[StoreButtonVisibilitiesKey.self] }
        set { self[StoreButtonVisibilitiesKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the store views' auxiliary buttons of `buttonKinds`.
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtonVisibilities) { visibilities in
            for kind in buttonKinds { visibilities.byName[kind.name] = visibility }
        }
    }
}

/// The close button a store draws in its top trailing corner when its cancellation button shows:
/// an `xmark.circle.fill` in the secondary colour (Mockup's choice).
struct StoreCancellationButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button { dismiss() } label: {
            Image(systemName: "xmark.circle.fill")
                .font(.title2)
                .foregroundStyle(.secondary)
        }
        .buttonStyle(.plain)
        .padding(16)
    }
}
