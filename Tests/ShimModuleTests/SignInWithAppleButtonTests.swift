@testable import AuthenticationServices
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// AuthenticationServices: the Sign in with Apple button drawn at rest, and the authorization
/// types apps call (nobody signs in during a render).
@MainActor @Suite struct SignInWithAppleButtonTests {
    private func render(_ width: Double, _ height: Double, @ViewBuilder _ content: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1), fonts: FontLibrary.shared(), content)
    }

    private func button(_ label: SignInWithAppleButton.Label = .signIn) -> SignInWithAppleButton {
        SignInWithAppleButton(label, onRequest: { $0.requestedScopes = [.fullName, .email] }, onCompletion: { _ in })
    }

    /// Pixels of row `y` from `x0` to `x1` that are not `background`.
    private func marks(_ image: PixelImage, y: Int, from x0: Int, to x1: Int, unlike background: PremultipliedColor) -> Int {
        (x0..<x1).filter { image[$0, y] != background }.count
    }

    @Test func blackButtonFillsItsFrameWithTheLogoAndTitleInWhite() throws {
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let image = try render(300, 50) { button() }.image
        #expect(image[150, 2] == black && image[3, 25] == black, "black to the edges")
        #expect(image[0, 0] != black, "rounded corners show the canvas")
        let ink = (0..<300).filter { x in (10..<40).contains { image[x, $0].red > 200 } }
        #expect(ink.count > 120, "a white logo and title across the middle")
        #expect(try #require(ink.first) > 40 && ink.last! < 260, "centred, with margins")
    }

    @Test func whiteOutlineStyleDrawsABlackBorderAroundWhite() throws {
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let image = try render(300, 50) { button(.continue).signInWithAppleButtonStyle(.whiteOutline) }.image
        #expect(image[150, 0].red < 60, "the outline")
        #expect(image[150, 3] == white && image[3, 25] == white)
        #expect(marks(image, y: 25, from: 10, to: 290, unlike: white) > 20, "black logo and title")
    }

    @Test func aNarrowButtonShrinksItsTitleOrShowsTheLogoAlone() throws {
        /// The width of the white ink (logo and title) across the black button's middle band.
        func inkWidth(_ width: Double, _ height: Double) throws -> Int {
            let image = try render(width, height) { button() }.image
            let band = Int(height * 0.2)..<Int(height * 0.8)
            let columns = (3..<Int(width) - 3).filter { x in band.contains { image[x, $0].red > 128 } }
            return (columns.last ?? 0) - (columns.first ?? 0)
        }
        #expect(try inkWidth(300, 50) > 150, "logo and title at 43 % of the height")
        let margin = Int(120 * 0.43 * 0.3)
        #expect(try inkWidth(300, 120) <= 300 - 2 * margin, "a 52-pt title shrinks to fit inside the margins")
        let logo = try inkWidth(60, 50)
        #expect(logo > 5 && logo < 30, "only the logo in a 60-pt button")
    }

    /// UIKit's button, as apps wrap it, draws as SwiftUI's of the same type and style, with its corner radius.
    @Test func theUIKitButtonDrawsAsTheSwiftUIOne() throws {
        struct AppleIDButton: UIViewRepresentable {
            var radius: CGFloat?
            func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
                let button = ASAuthorizationAppleIDButton(authorizationButtonType: .continue, authorizationButtonStyle: .whiteOutline)
                if let radius { button.cornerRadius = radius }
                return button
            }
            func updateUIView(_ uiView: ASAuthorizationAppleIDButton, context: Context) {}
        }
        let uiKit = try render(300, 50) { AppleIDButton() }.image
        let swiftUI = try render(300, 50) { button(.continue).signInWithAppleButtonStyle(.whiteOutline) }.image
        #expect(uiKit == swiftUI)
        let round = try render(300, 50) { AppleIDButton(radius: 25) }.image
        #expect(round[2, 2] != uiKit[2, 2] && round[150, 25] == uiKit[150, 25], "round ends, the same title")
    }

    @Test func titlesFollowTheLabel() {
        #expect(SignInWithAppleButton.Label.signIn.title == "Sign in with Apple")
        #expect(SignInWithAppleButton.Label.continue.title == "Continue with Apple")
        #expect(SignInWithAppleButton.Label.signUp.title == "Sign up with Apple")
    }

    @Test func theButtonTakesTheSpaceItIsOffered() throws {
        let laid = try ViewRenderer.layout(RenderRequest(width: 393, height: 200, scale: 1), fonts: FontLibrary.shared()) {
            VStack { button().frame(height: 50) }.padding()
        }
        #expect(laid.tree.root.frame.width == 393)
        #expect(laid.tree.all(.geometryReader).first.map { $0.frame.width == 361 && $0.frame.height == 50 } == true)
    }

    @Test func authorizationRequestsAreCanceledAtRest() {
        final class Delegate: ASAuthorizationControllerDelegate {
            var error: (any Error)?
            func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { self.error = error }
        }
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        let delegate = Delegate()
        controller.delegate = delegate
        controller.performRequests()
        #expect((delegate.error as? ASAuthorizationError)?.code == .canceled)
        var state: ASAuthorizationAppleIDProvider.CredentialState?
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001") { found, _ in state = found }
        #expect(state == .notFound)
    }

    /// A web sign-in ends as when the person dismisses the sheet, in UIKit's session and SwiftUI's.
    @Test func webAuthenticationIsCanceledAtRest() async {
        var ended: (URL?, (any Error)?)?
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { ended = ($0, $1) }
        session.prefersEphemeralWebBrowserSession = true
        #expect(session.canStart && session.start())
        #expect(ended?.0 == nil && (ended?.1 as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
        await #expect(throws: ASWebAuthenticationSessionError(.canceledLogin)) {
            try await EnvironmentValues().webAuthenticationSession.authenticate(using: URL(string: "https://example.com")!, callbackURLScheme: "app")
        }
    }
}
