import Foundation
import SwiftUI

/// SwiftUI's Add to Apple Wallet button (iOS 16), drawn at rest: the black badge of Apple's Wallet
/// button with a wallet-pass symbol and "Add to Apple Wallet" (Apple's Wallet artwork is a trademark
/// Mockup cannot bundle: SF Symbols' `wallet.pass` stands in), filling the space it is offered. A
/// render has no Wallet, so the passes are never added.
/// Its style is the environment's `addPassToWalletButtonStyle` (black unless set).
public struct AddPassToWalletButton<Fallback: View>: View {
    @Environment(\.addPassToWalletButtonStyle) private var style

    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {}

    public var body: some View {
        AddToWalletBadge(cornerRadius: ApplePayButtonMetrics.cornerRadius, outlined: style.style == .blackOutline)
    }
}

/// The style of SwiftUI's Add to Apple Wallet buttons (iOS 16), as UIKit's `PKAddPassButtonStyle`.
public struct AddPassToWalletButtonStyle: Hashable, Sendable {
    let style: PKAddPassButtonStyle
    /// A black button with white lettering, for light backgrounds.
    public static let black = AddPassToWalletButtonStyle(style: .black)
    /// A black button with a light outline, for dark backgrounds.
    public static let blackOutline = AddPassToWalletButtonStyle(style: .blackOutline)
}

private struct AddPassToWalletButtonStyleKey: EnvironmentKey {
    static let defaultValue = AddPassToWalletButtonStyle.black
}

extension EnvironmentValues {
    /// The style of the Add to Apple Wallet buttons in this view.
    var addPassToWalletButtonStyle: AddPassToWalletButtonStyle {
        get { self[AddPassToWalletButtonStyleKey.self] }
        set { self[AddPassToWalletButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the Add to Apple Wallet buttons in this view.
    public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View {
        environment(\.addPassToWalletButtonStyle, style)
    }
}

extension AddPassToWalletButton where Fallback == EmptyView {
    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) {}
    public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void) {}
}

/// The style of UIKit's `PKAddPassButton`.
public enum PKAddPassButtonStyle: Int, Sendable {
    case black = 0
    /// The black badge inside a white outline, for dark backgrounds.
    case blackOutline = 1
}

/// UIKit's Add to Apple Wallet button, as an app wraps it in a representable: drawn at rest as
/// SwiftUI's `AddPassToWalletButton`.
@preconcurrency @MainActor
open class PKAddPassButton: UIButton, _UIKitDrawnAtRest {
    /// The button's style.
    open var addPassButtonStyle: PKAddPassButtonStyle

    public init(addPassButtonStyle style: PKAddPassButtonStyle) {
        addPassButtonStyle = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A button in `style`.
    public class func addPassButton(with style: PKAddPassButtonStyle) -> PKAddPassButton { PKAddPassButton(addPassButtonStyle: style) }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == PKAddPassButton.self else { return nil }
        return AnyView(AddToWalletBadge(cornerRadius: ApplePayButtonMetrics.cornerRadius, outlined: addPassButtonStyle == .blackOutline))
    }
}

/// The Wallet badge: a black rounded button, the symbol then "Add to" over "Apple Wallet" in white.
private struct AddToWalletBadge: View {
    let cornerRadius: CGFloat
    let outlined: Bool

    var body: some View {
        GeometryReader { proxy in
            let fontSize = max(1, proxy.size.height * ApplePayButtonMetrics.fontSizeRatio * 0.6)
            ZStack {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color.black)
                if outlined {
                    RoundedRectangle(cornerRadius: cornerRadius)
                        .strokeBorder(Color.white, lineWidth: ApplePayButtonMetrics.outlineWidth)
                }
                HStack(spacing: fontSize * 0.6) {
                    Image(systemName: "wallet.pass").font(.system(size: fontSize * 2))
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Add to").font(.system(size: fontSize))
                        Text("Apple Wallet").font(.system(size: fontSize * 1.35, weight: .medium))
                    }
                }
                .lineLimit(1)
                .minimumScaleFactor(ApplePayButtonMetrics.minimumScale)
                .foregroundStyle(Color.white)
                .padding(.horizontal, proxy.size.height * ApplePayButtonMetrics.marginRatio)
            }
        }
        .compositingGroup()
    }
}
