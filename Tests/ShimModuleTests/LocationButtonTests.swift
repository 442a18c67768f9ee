import CoreLocationUI
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// CoreLocationUI: the location button drawn at rest as a prominent button with the location arrow
/// and its title, restyled as any button is.
@MainActor @Suite struct LocationButtonTests {
    private func render(_ content: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: 300, height: nil, scale: 1), fonts: FontLibrary.shared(), content)
    }

    @Test func theButtonShowsTheArrowAndItsTitleOnTheTint() throws {
        let rendered = try render { LocationButton(.shareCurrentLocation) {} }
        try rendered.image.writeForInspection("location-button")
        let plain = try render { Button(action: {}) { Label("Share Current Location", systemImage: "location") }.buttonStyle(.borderedProminent) }
        #expect(rendered.image == plain.image, "drawn as the prominent button with the same label")
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["Share Current Location"])
        let iconOnly = try render { LocationButton(nil) {} }
        #expect(iconOnly.layout.tree.all(.text).isEmpty)
        let tinted = try render { LocationButton {}.tint(Color(.sRGB, red: 1, green: 0, blue: 0)) }
        let fill = tinted.image.rgba(Int(tinted.image.width / 2), 3)
        #expect(fill == (255, 0, 0, 255), "the tint fills the button")
        #expect(tinted.layout.tree.all(.text).map(\.detail) == ["Current Location"], "the default title")
    }

    @Test func uiKitsButtonDrawsItsIconLabelAndTint() throws {
        struct Wrapped: UIViewRepresentable {
            func makeUIView(context: Context) -> CLLocationButton {
                let button = CLLocationButton()
                button.label = .sendMyCurrentLocation
                button.icon = .arrowFilled
                button.cornerRadius = 8
                return button
            }
            func updateUIView(_ uiView: CLLocationButton, context: Context) {}
        }
        let rendered = try render { Wrapped().frame(height: 44) }
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["Send My Current Location"])
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
    }
}
