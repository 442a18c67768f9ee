import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.blendMode(_:)` blends the view onto what is drawn behind it (values: LayerBlendTests).
@MainActor @Suite struct BlendModeTests {
    @Test func multiplyBlendsOntoTheViewBehind() throws {
        let backdrop = Color(red: 0.8, green: 0.4, blue: 0.2), source = Color(red: 0.4, green: 0.2, blue: 0.6)
        let view = ZStack {
            backdrop
            source.frame(width: 10).blendMode(.multiply)
        }.frame(width: 20, height: 20)
        let (list, rendered) = try R.render(view: resolveView(view), width: 20, scale: 1)
        try rendered.image.writeForInspection("blend-multiply")
        #expect(list.textDump().contains("group blend multiply"))
        #expect(rendered.image.rgba(10, 10) == (r: 82, g: 20, b: 31, a: 255))
        #expect(rendered.image.rgba(2, 10) == (r: 204, g: 102, b: 51, a: 255))
        #expect(list.warnings.isEmpty)
        // The normal mode adds no group.
        let normal = try R.render(view: resolveView(source.blendMode(.normal).frame(width: 4, height: 4)), width: 4, scale: 1).0
        #expect(!normal.textDump().contains("blend"))
    }

    /// A shape style's blend mode (`.fill(color.blendMode(.multiply))`, iOS 15) blends what it
    /// paints, the same pixels as the view modifier; on text through `foregroundStyle` too.
    @Test func aShapeStylesBlendModeBlendsWhatItPaints() throws {
        let backdrop = Color(red: 0.8, green: 0.4, blue: 0.2), source = Color(red: 0.4, green: 0.2, blue: 0.6)
        let view = ZStack {
            backdrop
            Rectangle().fill(source.blendMode(.multiply)).frame(width: 10)
        }.frame(width: 20, height: 20)
        let (list, rendered) = try R.render(view: resolveView(view), width: 20, scale: 1)
        #expect(rendered.image.rgba(10, 10) == (r: 82, g: 20, b: 31, a: 255))
        #expect(rendered.image.rgba(2, 10) == (r: 204, g: 102, b: 51, a: 255))
        #expect(list.warnings.isEmpty)
        let foreground = ZStack {
            backdrop
            Rectangle().frame(width: 10).foregroundStyle(source.opacity(1).blendMode(.multiply))
        }.frame(width: 20, height: 20)
        #expect(try R.render(view: resolveView(foreground), width: 20, scale: 1).1.image.rgba(10, 10) == (r: 82, g: 20, b: 31, a: 255))
    }

    /// Styles made from styles (faded, shadowed, blended, type-erased) keep the effects of the style
    /// inside them and add their own, in any order.
    @Test func wrappedStylesKeepEachOthersEffects() {
        let shadow = ShadowStyle.drop(radius: 3)
        let styles: [any ShapeStyle] = [
            AnyShapeStyle(Color.red.shadow(shadow).blendMode(.multiply)).opacity(0.5),
            Color.red.blendMode(.multiply).opacity(0.5).shadow(shadow),
            AnyShapeStyle(Color.red.opacity(0.5).shadow(shadow)).blendMode(.multiply),
        ]
        for style in styles {
            #expect(style._shadow == shadow && style._blendMode == .multiply, "\(type(of: style))")
        }
        #expect(AnyShapeStyle(Color.red)._shadow == nil && Color.red.opacity(0.5)._blendMode == nil)
    }

    @Test func aCompositingGroupKeepsBlendsInside() throws {
        // The knockout idiom: destinationOut cuts the group's own drawing, not the page behind it.
        let view = ZStack {
            Color(red: 1, green: 0, blue: 0)
            Color.black.frame(width: 10).blendMode(.destinationOut)
        }.compositingGroup().frame(width: 20, height: 20)
        let (_, rendered) = try R.render(view: resolveView(view), width: 20, scale: 1, background: RGBA(red: 0, green: 0, blue: 1))
        #expect(rendered.image.rgba(10, 10) == (r: 0, g: 0, b: 255, a: 255))
        #expect(rendered.image.rgba(2, 10) == (r: 255, g: 0, b: 0, a: 255))
    }

    @Test func everySwiftUIModeNamesTheRasterizersBlend() {
        #expect(BlendMode.allCases.map(\.layerBlend.rawValue) == BlendMode.allCases.map(\.rawValue))
    }
}
