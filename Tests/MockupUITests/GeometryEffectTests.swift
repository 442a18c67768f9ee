import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// A design system's "shake" (an error state): moves its content by a fraction of its own width.
struct ShakeEffect: @preconcurrency GeometryEffect {
    var travel: Double
    var animatableData: Double {
        get { travel }
        set { travel = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * travel, y: 0))
    }
}

/// Custom `GeometryEffect`s draw their content through the projection of the content's own size;
/// layout is unchanged.
@MainActor @Suite struct GeometryEffectTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func effectValueGetsTheContentsSizeAndMovesTheDrawing() throws {
        let view = red.frame(width: 20, height: 10).modifier(ShakeEffect(travel: 0.5))
            .frame(width: 60, height: 10, alignment: .topLeading)
        let (_, rendered) = try R.render(view: resolveView(view), width: 60)
        let image = rendered.image
        try image.writeForInspection("geometry-effect-shake")
        // Moved by half its 20-pt width: covers x 10…30 pt.
        #expect(image.rgba(Int(10.3 * 3), 15) == (255, 0, 0, 255) && image.rgba(Int(29.7 * 3), 15) == (255, 0, 0, 255))
        #expect(image.rgba(Int(9.6 * 3), 15) == (255, 255, 255, 255) && image.rgba(Int(30.4 * 3), 15) == (255, 255, 255, 255))
        // The layout still places the 20 × 10 content at the origin.
        let tree = try layout(resolveView(view), width: 60)
        #expect(tree.all(.shape).allSatisfy { $0.frame.width == 20 && $0.frame.height == 10 })
    }

    @Test func ignoredByLayoutDrawsTheSameAndForwardsItsData() throws {
        var effect = ShakeEffect(travel: 0.25).ignoredByLayout()
        effect.animatableData = 0.5
        #expect(effect.base.travel == 0.5)
        #expect(effect.effectValue(size: CGSize(width: 40, height: 1)) == ProjectionTransform(CGAffineTransform(translationX: 20, y: 0)))
        let plain = try R.render(view: resolveView(red.frame(width: 20, height: 10).modifier(ShakeEffect(travel: 0.5))), width: 40)
        let ignored = try R.render(view: resolveView(red.frame(width: 20, height: 10).modifier(ShakeEffect(travel: 0.5).ignoredByLayout())), width: 40)
        #expect(plain.1.image == ignored.1.image)
    }
}
