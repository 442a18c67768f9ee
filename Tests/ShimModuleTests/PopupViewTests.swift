import MockupRaster
import MockupText
import PopupView
import SwiftUI
import Testing
@testable import MockupUI

/// exyte's PopupView as apps write it (its README's forms): a shown popup is drawn where its type
/// and position put it, over its background colour; a hidden one draws nothing.
@MainActor @Suite struct PopupViewTests {
    private let pure = Color(red: 1, green: 0, blue: 0)

    private func render(_ request: RenderRequest, _ content: some View) throws -> PixelImage {
        try ViewRenderer.render(request, fonts: FontLibrary.shared()) { content }.image
    }

    /// A 200 × 300 white canvas with a 40 × 20 red popup, shown or not.
    private func screen(shown: Bool = true, _ customize: @escaping (Popup.PopupTypeParameters) -> Popup.PopupTypeParameters) throws -> PixelImage {
        try render(RenderRequest(width: 200, height: 300, scale: 1), Color.white.popup(isPresented: .constant(shown)) {
            pure.frame(width: 40, height: 20)
        } customize: { customize($0) })
    }

    private func isRed(_ pixel: PremultipliedColor) -> Bool { pixel.red == 255 && pixel.green == 0 }

    @Test func aPopupIsPlacedByItsTypeAndPosition() throws {
        let centred = try screen { $0 }
        #expect(isRed(centred[100, 150]) && !isRed(centred[100, 135]) && !isRed(centred[75, 150]), "a default popup is centred")
        let floater = try screen { $0.type(.floater()).position(.top) }
        #expect(isRed(floater[100, 11]) && isRed(floater[100, 29]) && !isRed(floater[100, 8]) && !isRed(floater[100, 31]),
                "a floater sits its 10-pt padding below the top")
        let corner = try screen { $0.type(.floater(verticalPadding: 4, horizontalPadding: 6)).position(.bottomTrailing) }
        #expect(isRed(corner[200 - 7, 300 - 5]) && !isRed(corner[200 - 5, 300 - 5]) && !isRed(corner[200 - 7, 300 - 3]))
        let toast = try screen { $0.type(.toast) }
        #expect(isRed(toast[100, 299]) && !isRed(toast[100, 279]), "a toast sits against the bottom edge")
        let hidden = try screen(shown: false) { $0.type(.toast) }
        #expect(hidden[100, 299] == .white)
    }

    @Test func theBackgroundCoversTheScreenAndAFloaterKeepsToTheSafeArea() throws {
        let dimmed = try screen { $0.backgroundColor(Color(white: 0, opacity: 0.5)) }
        #expect(abs(Int(dimmed[10, 10].red) - 128) <= 1 && isRed(dimmed[100, 150]))
        let device = RenderRequest(device: .iPhone16)
        let onPhone = try render(device, Color.white.popup(item: .constant(Optional("Saved"))) { _ in
            pure.frame(width: 40, height: 20)
        } customize: { $0.type(.floater()).position(.top) })
        let top = Int((59 + 10) * device.scale)
        #expect(isRed(onPhone[onPhone.width / 2, top + 3]) && !isRed(onPhone[onPhone.width / 2, top - 3]),
                "below the status bar's safe area and the padding")
    }
}
