import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Metal shaders compile as SwiftUI's API has them and never run: the view draws without the
/// effect (a shape filled with a shader is left clear), with a render note naming the function.
@MainActor @Suite struct ShaderEffectTests {
    private func render(_ view: some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: 40, height: 40, scale: 1, colorScheme: .light),
                                fonts: FontLibrary.shared()) { view.frame(width: 40, height: 40) }
    }

    @Test func aShaderFunctionCallKeepsItsLibraryNameAndArguments() {
        let shader = ShaderLibrary.ripple(.float(2), .float2(CGPoint(x: 1, y: 3)), .color(.red), .boundingRect)
        #expect(shader.function == ShaderFunction(library: .default, name: "ripple"))
        #expect(shader.arguments == [.float(2.0), .float2(1.0, 3.0), .color(.red), .boundingRect])
        #expect(ShaderLibrary.default.ripple == ShaderLibrary.ripple)
        #expect(ShaderLibrary(data: Data([1])).ripple != ShaderLibrary.ripple)
    }

    @Test func effectsDrawTheViewUnchangedWithANote() throws {
        let plain = try render(Color.blue)
        let colored = try render(Color.blue.colorEffect(ShaderLibrary.pixellate(.float(4))))
        let layered = try render(Color.blue.layerEffect(ShaderLibrary.wave(), maxSampleOffset: .zero))
        #expect(colored.image.pixels == plain.image.pixels && layered.image.pixels == plain.image.pixels)
        #expect(colored.warnings.contains { $0.contains("colorEffect with the Metal shader `pixellate`") })
        #expect(layered.warnings.contains { $0.contains("layerEffect with the Metal shader `wave`") })
        let disabled = try render(Color.blue.distortionEffect(ShaderLibrary.wave(), maxSampleOffset: .zero, isEnabled: false))
        #expect(disabled.warnings.isEmpty)
    }

    @Test func aShapeFilledWithAShaderIsLeftClear() throws {
        let rendered = try render(ZStack { Color.white; Rectangle().fill(ShaderLibrary.noise()) })
        #expect(rendered.image.rgba(20, 20) == (255, 255, 255, 255))
        #expect(rendered.warnings.contains { $0.contains("Metal shader `noise` as a fill") })
    }
}
