import Foundation
import MockupRaster
import MockupText
import PassKit
import SwiftUI
import Testing
@testable import MockupUI

/// PassKit: the Apple Pay and Wallet buttons drawn at rest, and the payment types apps build
/// (nobody pays during a render).
@MainActor @Suite struct PassKitTests {
    private func render(_ width: Double, _ height: Double, _ scheme: ColorScheme = .light,
                        @ViewBuilder _ content: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1, colorScheme: scheme),
                                fonts: FontLibrary.shared(), content)
    }

    /// Columns of the middle rows holding a mark of at least `level` red.
    private func inkColumns(_ image: PixelImage, brighterThan level: Int) -> [Int] {
        (0..<image.width).filter { x in (10..<38).contains { image.rgba(x, $0).r > level } }
    }

    @Test func aCheckoutButtonIsBlackWithAWhiteCallToActionAndMark() throws {
        let image = try render(300, 48) { PayWithApplePayButton(.checkout) {}.payWithApplePayButtonStyle(.black) }.image
        #expect(image.rgba(150, 2) == (0, 0, 0, 255) && image.rgba(2, 24) == (0, 0, 0, 255), "black to the edges")
        #expect(image.rgba(0, 0) != (0, 0, 0, 255), "4 pt corners show the canvas")
        let ink = inkColumns(image, brighterThan: 200)
        #expect(ink.count > 100, "\"Check out with\", the logo and \"Pay\" in white: \(ink.count)")
        #expect(try #require(ink.first) > 30 && ink.last! < 270, "centred, with margins")
        let plain = inkColumns(try render(300, 48) { PayWithApplePayButton {}.payWithApplePayButtonStyle(.black) }.image, brighterThan: 200)
        #expect(plain.count < ink.count / 2, "the plain button shows the mark alone")
    }

    @Test func theAutomaticStyleFollowsTheAppearanceAndTheOutlineIsDrawn() throws {
        let light = try render(200, 40) { PayWithApplePayButton(.buy) {} }.image
        #expect(light.rgba(100, 2) == (0, 0, 0, 255))
        let dark = try render(200, 40, .dark) { PayWithApplePayButton(.buy) {} }.image
        #expect(dark.rgba(100, 2) == (255, 255, 255, 255))
        let outline = try render(200, 40) { PayWithApplePayButton(.buy) {}.payWithApplePayButtonStyle(.whiteOutline) }.image
        #expect(outline.rgba(100, 0).r < 60 && outline.rgba(100, 3) == (255, 255, 255, 255))
    }

    @Test func theUIKitButtonDrawsAsTheSwiftUIOne() throws {
        struct Wrapped: UIViewRepresentable {
            func makeUIView(context: Context) -> PKPaymentButton { PKPaymentButton(paymentButtonType: .checkout, paymentButtonStyle: .black) }
            func updateUIView(_ view: PKPaymentButton, context: Context) {}
        }
        let uikit = try render(300, 48) { Wrapped() }.image
        let swiftUI = try render(300, 48) { PayWithApplePayButton(.checkout) {}.payWithApplePayButtonStyle(.black) }.image
        #expect(uikit.pixels == swiftUI.pixels)
    }

    @Test func aWalletButtonIsTheBlackBadge() throws {
        let image = try render(240, 48) { AddPassToWalletButton([PKPass()]) { _ in } }.image
        #expect(image.rgba(120, 2) == (0, 0, 0, 255))
        #expect(inkColumns(image, brighterThan: 200).count > 60)
    }

    @Test func theBlackOutlineWalletStyleDrawsAWhiteOutline() throws {
        let black = try render(240, 48) { AddPassToWalletButton([PKPass()]) { _ in }.addPassToWalletButtonStyle(.black) }.image
        #expect(black.rgba(120, 0) == (0, 0, 0, 255), "no outline")
        let outlined = try render(240, 48) {
            AddPassToWalletButton([PKPass()]) { _ in }.addPassToWalletButtonStyle(.blackOutline)
        }.image
        #expect(outlined.rgba(120, 0) == (255, 255, 255, 255) && outlined.rgba(0, 24) == (255, 255, 255, 255),
                "a 1-pt white outline along the edges")
        #expect(outlined.rgba(120, 2) == (0, 0, 0, 255), "black inside it")
    }

    @Test func paymentRequestsHoldWhatTheyAreGiven() {
        let request = PKPaymentRequest()
        request.merchantIdentifier = "merchant.com.example"
        request.supportedNetworks = [.visa, .masterCard, .amex]
        request.merchantCapabilities = .threeDSecure
        request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Total", amount: NSDecimalNumber(string: "42.50"))]
        request.shippingMethods = [PKShippingMethod(label: "Standard", amount: 0)]
        #expect(request.supportedNetworks.map(\.rawValue) == ["Visa", "MasterCard", "AmEx"])
        #expect(request.paymentSummaryItems.first?.amount == NSDecimalNumber(string: "42.50"))
        #expect(PKPaymentAuthorizationController.canMakePayments(usingNetworks: request.supportedNetworks))
        var presented: Bool?
        PKPaymentAuthorizationController(paymentRequest: request).present { presented = $0 }
        #expect(presented == false, "no sheet in a still")
        #expect(PKPassLibrary().passes().isEmpty)
    }
}
