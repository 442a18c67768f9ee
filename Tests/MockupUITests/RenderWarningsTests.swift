import Foundation
import MockupText
import SwiftUI
import Testing

/// Issue 9 item 5: every warning of a render (unknown font, unknown SF Symbol) comes back in
/// `RenderedView.warnings`, for every render — not once per process in the font library — and a
/// font that cannot be loaded fails the render instead of drawing no text.
@MainActor @Suite struct RenderWarningsTests {
    @Test func fontAndSymbolWarningsComeBackWithEveryRender() throws {
        let fonts = try FontLibrary.shared()
        for _ in 0..<2 {
            let rendered = try ViewRenderer.render(RenderRequest(width: 200, scale: 1), fonts: fonts) {
                VStack {
                    Text("Hi").font(.custom("GTWalsheim-Bold", size: 17))
                    Text("Again").font(.custom("GTWalsheim-Bold", size: 17))
                    Image(systemName: "no.such.symbol")
                }
            }
            #expect(rendered.warnings.filter { $0.contains("Unknown font 'GTWalsheim-Bold'") }.count == 1, "\(rendered.warnings)")
            #expect(rendered.warnings.filter { $0.contains("no.such.symbol") }.count == 1, "\(rendered.warnings)")
            #expect(rendered.warnings.count == 2, "\(rendered.warnings)")
        }
    }

    @Test func aCleanRenderHasNoWarnings() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 200, scale: 1), fonts: try FontLibrary.shared()) {
            Text("Hi").font(.custom("Inter-Bold", size: 17))
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }

    @Test func anEmptyFontFileFailsTheRenderNamingIt() throws {
        let bundled = try FontLibrary.shared().directory
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Inter"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Inter/Inter[opsz,wght].ttf"))
        for family in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where family != "Inter" {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(family),
                                                       withDestinationURL: bundled.appendingPathComponent(family))
        }
        let error = #expect(throws: FontError.self) {
            try ViewRenderer.render(RenderRequest(width: 200, scale: 1), fonts: FontLibrary(directory: folder)) { Text("Hi") }
        }
        #expect(error?.description.contains("Inter[opsz,wght].ttf") == true)
    }
}
