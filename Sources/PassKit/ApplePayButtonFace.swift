import Foundation
import SwiftUI

/// What an Apple Pay button shows at rest, shared by SwiftUI's `PayWithApplePayButton` and UIKit's
/// `PKPaymentButton`: a rounded button in its style with the call to action and the Apple Pay mark,
/// filling the space it is offered. Apple's logo is a trademark Mockup cannot bundle: the mark is
/// SF Symbols' `apple.logo` (drawn with Fork Awesome's `apple`) before "Pay" (docs/API-SHIMS.md, "PassKit").
struct ApplePayButtonFace: View {
    /// The words before the mark ("Check out with"), nil for the mark alone.
    let callToAction: String?
    let style: ApplePayButtonColors
    let cornerRadius: CGFloat

    var body: some View {
        GeometryReader { proxy in
            let fontSize = max(1, proxy.size.height * ApplePayButtonMetrics.fontSizeRatio)
            ZStack {
                RoundedRectangle(cornerRadius: cornerRadius).fill(style.background)
                if style.outlined {
                    RoundedRectangle(cornerRadius: cornerRadius)
                        .strokeBorder(style.foreground, lineWidth: ApplePayButtonMetrics.outlineWidth)
                }
                HStack(spacing: fontSize * ApplePayButtonMetrics.wordSpacingRatio) {
                    if let callToAction { Text(callToAction).font(.system(size: fontSize, weight: .medium)) }
                    HStack(spacing: fontSize * ApplePayButtonMetrics.logoSpacingRatio) {
                        Image(systemName: "apple.logo")
                        Text("Pay")
                    }
                    .font(.system(size: fontSize * ApplePayButtonMetrics.markScale, weight: .semibold))
                }
                .lineLimit(1)
                .minimumScaleFactor(ApplePayButtonMetrics.minimumScale)
                .foregroundStyle(style.foreground)
                .padding(.horizontal, proxy.size.height * ApplePayButtonMetrics.marginRatio)
            }
        }
        // One platform view on iOS: a shadow or opacity applies to the button as a whole.
        .compositingGroup()
    }
}

/// The colours of an Apple Pay or Wallet button.
struct ApplePayButtonColors: Hashable, Sendable {
    let background: Color
    let foreground: Color
    let outlined: Bool
    static let black = ApplePayButtonColors(background: .black, foreground: .white, outlined: false)
    static let white = ApplePayButtonColors(background: .white, foreground: .black, outlined: false)
    static let whiteOutline = ApplePayButtonColors(background: .white, foreground: .black, outlined: true)
    /// Black in the light appearance, white in the dark one (`PKPaymentButtonStyle.automatic`).
    static func automatic(_ scheme: ColorScheme) -> ApplePayButtonColors { scheme == .dark ? .white : .black }
}

/// The button's proportions (docs/API-SHIMS.md, "PassKit").
enum ApplePayButtonMetrics {
    /// `PKPaymentButton.cornerRadius` defaults to 4 pt (Apple's documentation of the property).
    static let cornerRadius: CGFloat = 4
    static let outlineWidth: CGFloat = 1
    /// The call to action's font size as a share of the height; the mark a little larger (Mockup's
    /// choice, after the HIG's button images).
    static let fontSizeRatio: CGFloat = 0.4
    static let markScale: CGFloat = 1.15
    static let wordSpacingRatio: CGFloat = 0.3
    static let logoSpacingRatio: CGFloat = 0.05
    /// The HIG's least margin around the content: a tenth of the button's height.
    static let marginRatio: CGFloat = 0.1
    /// How far the content shrinks before it truncates (Mockup's choice).
    static let minimumScale: CGFloat = 0.3
}
