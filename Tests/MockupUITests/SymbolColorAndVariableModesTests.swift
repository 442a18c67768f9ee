import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// iOS 26's symbol modes and navigation subtitle compile; the iOS 17/18 look draws symbols flat and
/// by threshold and bars without a subtitle, and says so in a render note where it differs.
@MainActor @Suite struct SymbolColorAndVariableModesTests {
    private func render(_ view: some View) throws -> (warnings: [String], image: PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view.font(.system(size: 40))), width: 100, scale: 1)
        return (list.warnings, rendered.image)
    }

    @Test func iOS26SymbolModesDrawAsTheFlatThresholdSymbolWithANote() throws {
        let plain = try render(Image(systemName: "wifi", variableValue: 0.5))
        let flat = try render(Image(systemName: "wifi", variableValue: 0.5).symbolColorRenderingMode(.flat).symbolVariableValueMode(.color))
        #expect(flat.warnings.isEmpty && flat.image.pixels == plain.image.pixels)
        let gradient = try render(Image(systemName: "wifi", variableValue: 0.5).symbolColorRenderingMode(.gradient))
        #expect(gradient.image.pixels == plain.image.pixels)
        #expect(gradient.warnings.contains { $0.contains("symbolColorRenderingMode(.gradient) (iOS 26; drawn flat)") })
        let drawn = try render(VStack { Image(systemName: "wifi", variableValue: 0.5) }.symbolVariableValueMode(.draw))
        #expect(drawn.warnings.contains { $0.contains("symbolVariableValueMode(.draw) (iOS 26; drawn as .color)") })
        var environment = EnvironmentValues()
        environment.symbolVariableValueMode = .draw
        #expect(environment.symbolVariableValueMode == .draw && environment.symbolColorRenderingMode == nil)
    }

    @Test func aNavigationSubtitleIsNotedNotDrawn() throws {
        let titled = try render(NavigationStack { Text("Body").navigationTitle("Inbox") })
        let subtitled = try render(NavigationStack { Text("Body").navigationTitle("Inbox").navigationSubtitle("3 unread") })
        #expect(subtitled.image.pixels == titled.image.pixels)
        #expect(subtitled.warnings.contains { $0.contains("navigationSubtitle (iOS 26") })
    }
}
