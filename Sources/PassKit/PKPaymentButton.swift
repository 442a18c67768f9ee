import Foundation
import SwiftUI

/// UIKit's Apple Pay button, as an app wraps it in a representable: drawn at rest as SwiftUI's
/// `PayWithApplePayButton` of the same type and style, with the button's corner radius. Its
/// actions never run: a still has nobody to press it.
@preconcurrency @MainActor
open class PKPaymentButton: UIButton, _UIKitDrawnAtRest {
    private let paymentButtonType: PKPaymentButtonType
    private let paymentButtonStyle: PKPaymentButtonStyle
    /// The radius of the button's corners (4 pt by default, as Apple documents it).
    open var cornerRadius = ApplePayButtonMetrics.cornerRadius

    public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
        paymentButtonType = type
        paymentButtonStyle = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A button of `type` in `style`.
    public class func button(with type: PKPaymentButtonType, style: PKPaymentButtonStyle) -> PKPaymentButton {
        PKPaymentButton(paymentButtonType: type, paymentButtonStyle: style)
    }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == PKPaymentButton.self else { return nil }
        return AnyView(PaymentButtonDrawing(type: paymentButtonType, style: paymentButtonStyle, cornerRadius: cornerRadius))
    }
}

/// A `PKPaymentButton` at rest, in the appearance of where it is drawn.
private struct PaymentButtonDrawing: View {
    let type: PKPaymentButtonType
    let style: PKPaymentButtonStyle
    let cornerRadius: CGFloat
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ApplePayButtonFace(callToAction: type.callToAction, style: style.colors(colorScheme), cornerRadius: cornerRadius)
    }
}
