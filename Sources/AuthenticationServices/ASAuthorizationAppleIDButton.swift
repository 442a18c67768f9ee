import Foundation
import SwiftUI

/// The UIKit Sign in with Apple button (iOS 13), as an app wraps it in a representable: drawn at rest
/// as SwiftUI's `SignInWithAppleButton` of the same type and style, with the button's corner radius.
/// Its actions never run: a still has nobody to press it.
@preconcurrency @MainActor
open class ASAuthorizationAppleIDButton: UIControl, _UIKitDrawnAtRest {
    /// The button's title.
    public enum ButtonType: Int, Sendable {
        case signIn = 0, `continue` = 1, signUp = 2
        /// "Sign in with Apple".
        public static let `default` = ButtonType.signIn
    }

    /// The button's colours.
    public enum Style: Int, Sendable {
        case white = 0, whiteOutline = 1, black = 2
    }

    private let buttonType: ButtonType
    private let buttonStyle: Style
    /// The radius of the button's corners.
    open var cornerRadius = SignInWithAppleMetrics.cornerRadius

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        buttonType = type
        buttonStyle = style
        super.init(frame: .zero)
    }

    /// A black "Sign in with Apple" button.
    public convenience init() { self.init(authorizationButtonType: .default, authorizationButtonStyle: .black) }

    public required init?(coder: NSCoder) {
        buttonType = .default
        buttonStyle = .black
        super.init(frame: .zero)
    }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == ASAuthorizationAppleIDButton.self else { return nil }
        let label: SignInWithAppleButton.Label = switch buttonType {
        case .signIn: .signIn
        case .continue: .continue
        case .signUp: .signUp
        }
        let style: SignInWithAppleButton.Style = switch buttonStyle {
        case .white: .white
        case .whiteOutline: .whiteOutline
        case .black: .black
        }
        var button = SignInWithAppleButton(label, onRequest: { _ in }, onCompletion: { _ in })
        button.cornerRadius = cornerRadius
        return AnyView(button.signInWithAppleButtonStyle(style))
    }
}

/// The window an authorization sheet is presented over.
public typealias ASPresentationAnchor = UIWindow

/// Tells an authorization controller which window to present its sheet over (never asked in a
/// render, which presents no sheet).
@preconcurrency @MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
