import Foundation
import SwiftUI

/// SwiftUI's Sign in with Apple button, drawn at rest: a rounded button in the chosen style with
/// the Apple logo and its title, filling the space it is offered (Apple's HIG asks for at least
/// 140 × 30 pt; a smaller frame is drawn as given, the title shrunk or left out). Its
/// handlers never run: a still has nobody to press it.
public struct SignInWithAppleButton: View {
    /// The button's title.
    public enum Label: Sendable {
        case signIn, `continue`, signUp

        var title: String {
            switch self {
            case .signIn: return "Sign in with Apple"
            case .continue: return "Continue with Apple"
            case .signUp: return "Sign up with Apple"
            }
        }
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let background: Color
        let foreground: Color
        let outlined: Bool
        /// White logo and title on black.
        public static let black = Style(background: .black, foreground: .white, outlined: false)
        /// Black logo and title on white.
        public static let white = Style(background: .white, foreground: .black, outlined: false)
        /// Black logo and title on white inside a black outline.
        public static let whiteOutline = Style(background: .white, foreground: .black, outlined: true)
    }

    let label: Label
    /// The corners' radius: Mockup's default, or a UIKit button's `cornerRadius`.
    var cornerRadius = SignInWithAppleMetrics.cornerRadius
    @Environment(\.signInWithAppleButtonStyle) private var style

    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
    }

    public var body: some View {
        GeometryReader { proxy in
            let metrics = SignInWithAppleMetrics(height: proxy.size.height)
            ZStack {
                RoundedRectangle(cornerRadius: cornerRadius).fill(style.background)
                if style.outlined {
                    RoundedRectangle(cornerRadius: cornerRadius)
                        .strokeBorder(style.foreground, lineWidth: SignInWithAppleMetrics.outlineWidth)
                }
                // The title never truncates: it shrinks to fit the width, and a button too narrow for
                // it shows the logo alone.
                ViewThatFits(in: .horizontal) {
                    ForEach(SignInWithAppleMetrics.titleScales, id: \.self) { scale in
                        HStack(spacing: metrics.logoSpacing * scale) {
                            Image(systemName: "applelogo")
                            Text(label.title).lineLimit(1)
                        }
                        .font(.system(size: metrics.fontSize * scale, weight: .medium))
                    }
                    Image(systemName: "applelogo").font(.system(size: metrics.fontSize, weight: .medium))
                }
                .foregroundStyle(style.foreground)
                .padding(.horizontal, metrics.logoSpacing)
            }
        }
        // One platform view on iOS: a shadow or opacity applies to the button as a whole.
        .compositingGroup()
    }
}

/// The button's proportions (docs/API-SHIMS.md, "AuthenticationServices").
struct SignInWithAppleMetrics {
    /// Mockup's choice: `ASAuthorizationAppleIDButton`'s default corner radius is not published.
    static let cornerRadius: CGFloat = 6
    static let outlineWidth: CGFloat = 1
    let height: CGFloat
    /// Apple HIG, "Sign in with Apple": the title's font size is 43 % of the button's height.
    var fontSize: CGFloat { max(1, height * 0.43) }
    var logoSpacing: CGFloat { fontSize * 0.3 }
    /// The title sizes tried, largest first, when the title at full size is wider than the button
    /// (Mockup's choice: UIKit's button shrinks its title; its steps are not published).
    static let titleScales: [CGFloat] = [1, 0.85, 0.7, 0.55, 0.4, 0.3]
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The style of Sign in with Apple buttons in this view.
    public var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the Sign in with Apple buttons in this view.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
