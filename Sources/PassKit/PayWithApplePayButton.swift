import Foundation
import SwiftUI

/// SwiftUI's Apple Pay button (iOS 16, PassKit's SwiftUI overlay), drawn at rest: a rounded button
/// in the environment's `payWithApplePayButtonStyle` with its call to action and the Apple Pay mark,
/// filling the space it is offered. A render's device supports Apple Pay, so the fallback is never
/// shown; the action and the payment sheet never run.
public struct PayWithApplePayButton<Fallback: View>: View {
    let label: PayWithApplePayButtonLabel
    @Environment(\.payWithApplePayButtonStyle) private var style
    @Environment(\.colorScheme) private var colorScheme

    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void,
                @ViewBuilder fallback: () -> Fallback) {
        self.label = label
    }

    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                @ViewBuilder fallback: () -> Fallback) {
        self.label = label
    }

    public var body: some View {
        ApplePayButtonFace(callToAction: label.type.callToAction, style: style.colors(colorScheme),
                           cornerRadius: ApplePayButtonMetrics.cornerRadius)
    }
}

extension PayWithApplePayButton where Fallback == DefaultPayWithApplePayButtonFallback {
    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
        self.label = label
    }

    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void) {
        self.label = label
    }

    public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                onMerchantSessionRequested: @escaping () async -> PKPaymentRequestMerchantSessionUpdate) {
        self.label = label
    }
}

/// What a `PayWithApplePayButton` shows where Apple Pay is unsupported (never, in a render).
public struct DefaultPayWithApplePayButtonFallback: View {
    public var body: some View { EmptyView() }
}

/// Where a payment started from a `PayWithApplePayButton` has got to.
public enum PayWithApplePayButtonPaymentAuthorizationPhase {
    case willAuthorize
    case didAuthorize(payment: PKPayment, resultHandler: (PKPaymentAuthorizationResult) -> Void)
    case didFinish
}

/// The call to action of a `PayWithApplePayButton`.
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
    let type: PKPaymentButtonType
    public static let plain = PayWithApplePayButtonLabel(type: .plain)
    public static let buy = PayWithApplePayButtonLabel(type: .buy)
    public static let setUp = PayWithApplePayButtonLabel(type: .setUp)
    public static let inStore = PayWithApplePayButtonLabel(type: .inStore)
    public static let donate = PayWithApplePayButtonLabel(type: .donate)
    public static let checkout = PayWithApplePayButtonLabel(type: .checkout)
    public static let book = PayWithApplePayButtonLabel(type: .book)
    public static let subscribe = PayWithApplePayButtonLabel(type: .subscribe)
    public static let reload = PayWithApplePayButtonLabel(type: .reload)
    public static let addMoney = PayWithApplePayButtonLabel(type: .addMoney)
    public static let topUp = PayWithApplePayButtonLabel(type: .topUp)
    public static let order = PayWithApplePayButtonLabel(type: .order)
    public static let rent = PayWithApplePayButtonLabel(type: .rent)
    public static let support = PayWithApplePayButtonLabel(type: .support)
    public static let contribute = PayWithApplePayButtonLabel(type: .contribute)
    public static let tip = PayWithApplePayButtonLabel(type: .tip)
    public static let `continue` = PayWithApplePayButtonLabel(type: .continue)
}

/// The colours of a `PayWithApplePayButton`.
public struct PayWithApplePayButtonStyle: Hashable, Sendable {
    let style: PKPaymentButtonStyle
    /// Black in the light appearance, white in the dark one.
    public static let automatic = PayWithApplePayButtonStyle(style: .automatic)
    public static let black = PayWithApplePayButtonStyle(style: .black)
    public static let white = PayWithApplePayButtonStyle(style: .white)
    public static let whiteOutline = PayWithApplePayButtonStyle(style: .whiteOutline)

    func colors(_ scheme: ColorScheme) -> ApplePayButtonColors { style.colors(scheme) }
}

extension PKPaymentButtonStyle {
    func colors(_ scheme: ColorScheme) -> ApplePayButtonColors {
        switch self {
        case .white: .white
        case .whiteOutline: .whiteOutline
        case .black: .black
        case .automatic: .automatic(scheme)
        }
    }
}

private struct PayWithApplePayButtonStyleKey: EnvironmentKey {
    static let defaultValue = PayWithApplePayButtonStyle.automatic
}

extension EnvironmentValues {
    /// The style of the Apple Pay buttons in this view.
    public var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
        get { self[PayWithApplePayButtonStyleKey.self] }
        set { self[PayWithApplePayButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the Apple Pay buttons in this view.
    public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
        environment(\.payWithApplePayButtonStyle, style)
    }
}
