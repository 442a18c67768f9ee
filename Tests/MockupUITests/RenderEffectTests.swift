import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Effect groups: clip, opacity, per-leaf shadows, blur, transforms.
struct RenderEffectTests {
    private let white = PremultipliedColor.white
    private let all = IntRect(x: 0, y: 0, width: 1 << 20, height: 1 << 20)

    @Test func clipRemovesDrawingOutside() throws {
        let bounds = Rect(x: 10, y: 10, width: 20, height: 20)
        let image = try R.render([R.group(.clip(.ellipse(bounds), evenOdd: false), bounds,
                                          R.fill(.rectangle, .red, Rect(x: 0, y: 0, width: 40, height: 40)))],
                                 size: Size(40, 40)).image
        #expect(image.rgba(60, 60) == (255, 0, 0, 255))
        #expect(image.rgba(33, 33) == (255, 255, 255, 255))   // inside the frame, outside the circle
        #expect(image.rgba(100, 60) == (255, 255, 255, 255))
        // Anti-aliased edge: pixels between red and white.
        let edge = image.pixels.filter { $0 != white.rawValue && $0 != PremultipliedColor.solidRed.rawValue }.count
        #expect(edge > 50)
    }

    @Test func opacityGroupHalvesTheAlphaOfEachLeaf() throws {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        func render(_ items: [DisplayItem]) throws -> PixelImage {
            try R.render([.group(DisplayGroup(effect: .opacity(0.5), bounds: frame, items: items))],
                         size: Size(10, 10), background: .clear).image
        }
        let leaves = [R.fill(.rectangle, .red, frame), R.fill(.rectangle, .blue, Rect(x: 0, y: 0, width: 5, height: 10))]
        let perLeaf = try render(leaves)
        #expect(perLeaf.rgba(25, 15) == (255, 0, 0, 128))
        // Per leaf: the red shows through the overlapping blue.
        #expect(perLeaf.rgba(5, 15) == (85, 0, 170, 192))
        // One layer: the overlapping blue hides the red below it instead of mixing with it.
        let composite = try render([.group(DisplayGroup(effect: .composite, bounds: frame, items: leaves))])
        #expect(composite.rgba(5, 15) == (0, 0, 255, 128))
        #expect(composite.rgba(25, 15) == (255, 0, 0, 128))
    }

    @Test func shadowGroupShadowsEachLeafSeparately() throws {
        let left = Rect(x: 10, y: 20, width: 20, height: 20), right = Rect(x: 70, y: 20, width: 20, height: 20)
        let shadow = DisplayEffect.shadow(color: RGBA.black.opacity(0.5), radius: 3, x: 0, y: 6)
        let image = try R.render([R.group(shadow, Rect(x: 10, y: 20, width: 80, height: 20),
                                          R.fill(.rectangle, .red, left), R.fill(.rectangle, .red, right))],
                                 size: Size(100, 70)).image
        // Below each square there is a shadow; below the gap between them there is none.
        let belowLeft = image.rgba(60, 3 * 43), belowRight = image.rgba(240, 3 * 43), belowGap = image.rgba(150, 3 * 43)
        #expect(belowLeft.r < 200 && belowRight.r < 200, "\(belowLeft) \(belowRight)")
        #expect(belowGap.r > 250, "\(belowGap)")
        #expect(image.rgba(60, 90) == (255, 0, 0, 255))
    }

    @Test func nestedShadowsCompose() throws {
        let frame = Rect(x: 20, y: 20, width: 20, height: 20)
        let inner = DisplayEffect.shadow(color: RGBA.black.opacity(0.5), radius: 1, x: 10, y: 0)
        let outer = DisplayEffect.shadow(color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), radius: 1, x: 0, y: 10)
        let image = try R.render([R.group(outer, frame, R.group(inner, frame, R.fill(.rectangle, .red, frame)))],
                                 size: Size(80, 80)).image
        #expect(image.rgba(3 * 45, 3 * 30).r < 200)                                  // inner: to the right
        #expect(image.rgba(3 * 30, 3 * 45).b > image.rgba(3 * 30, 3 * 45).r + 40)    // outer: below, blue
        let shadowOfShadow = image.rgba(3 * 45, 3 * 45)                               // outer shadow of the inner one
        #expect(shadowOfShadow.r < 230, "\(shadowOfShadow)")
    }

    @Test func blurSpreadsDrawing() throws {
        let frame = Rect(x: 20, y: 20, width: 20, height: 20)
        let sharp = try R.render([R.fill(.rectangle, .red, frame)], size: Size(60, 60)).image
        let blurred = try R.render([R.group(.blur(radius: 3, opaque: false), frame, R.fill(.rectangle, .red, frame))],
                                   size: Size(60, 60)).image
        #expect(blurred.count(in: all, differingFrom: white) > sharp.count(in: all, differingFrom: white) + 1000)
        #expect(blurred.rgba(3 * 20 - 6, 90).g < 250)      // bled 2 pt outside the left edge
        #expect(blurred.rgba(90, 90) == (255, 0, 0, 255))  // the middle stays solid
    }

    @Test func opaqueBlurIsOpaqueToTheViewsEdgeAndDrawsNothingOutside() throws {
        // SwiftUI's opaque blur: hard edges at the view's bounds, its colour reaching them.
        let frame = Rect(x: 20, y: 20, width: 20, height: 20)
        let rendered = try R.render([R.group(.blur(radius: 3, opaque: true), frame, R.fill(.rectangle, .red, frame))],
                                    size: Size(60, 60))
        #expect(rendered.warnings.isEmpty)
        for (x, y) in [(60, 60), (119, 119), (60, 90), (90, 119)] {
            #expect(rendered.image.rgba(x, y) == (255, 0, 0, 255), "(\(x), \(y))")
        }
        for (x, y) in [(59, 90), (120, 90), (90, 59), (90, 120)] {
            #expect(rendered.image.rgba(x, y) == (255, 255, 255, 255), "(\(x), \(y))")
        }
    }

    @Test func scaleAndRotationTransformAboutTheAnchor() throws {
        let frame = Rect(x: 20, y: 20, width: 20, height: 20)
        let scaled = try R.render([R.group(.scale(x: 2, y: 0.5, anchor: Point(30, 30)), frame, R.fill(.rectangle, .red, frame))],
                                  size: Size(60, 60)).image
        #expect(scaled.rgba(3 * 12, 90) == (255, 0, 0, 255))        // x spans 10...50
        #expect(scaled.rgba(90, 3 * 23) == (255, 255, 255, 255))    // y spans 25...35
        let rotated = try R.render([R.group(.rotation(radians: .pi / 4, anchor: Point(30, 30)), frame,
                                            R.fill(.rectangle, .red, frame))], size: Size(60, 60)).image
        #expect(rotated.rgba(3 * 30, 3 * 17) == (255, 0, 0, 255))   // the diamond's top tip reaches 30 − 14.1
        #expect(rotated.rgba(3 * 21, 3 * 21) == (255, 255, 255, 255))
    }

    @Test func rotation3DAboutYScalesHorizontallyAndWholeTurnsAreIdentity() throws {
        let frame = Rect(x: 20, y: 20, width: 20, height: 20)
        func render(_ radians: Double) throws -> RenderedImage {
            try R.render([R.group(.rotation3D(radians: radians, axis: Vector3(x: 0, y: 1, z: 0), anchor: Point(30, 30),
                                              perspective: 1), frame, R.fill(.rectangle, .red, frame))], size: Size(60, 60))
        }
        let plain = try R.render([R.fill(.rectangle, .red, frame)], size: Size(60, 60)).image
        #expect(try render(2 * .pi).image == plain)
        let turned = try render(.pi / 3)                             // cos = 0.5: x spans 25...35
        #expect(turned.image.rgba(3 * 26, 90) == (255, 0, 0, 255))
        #expect(turned.image.rgba(3 * 23, 90) == (255, 255, 255, 255))
        #expect(turned.warnings.isEmpty)
        let tilted = try R.render([R.group(.rotation3D(radians: 0.5, axis: Vector3(x: 1, y: 1, z: 0), anchor: Point(30, 30),
                                                       perspective: 1), frame, R.fill(.rectangle, .red, frame))],
                                  size: Size(60, 60))
        #expect(tilted.warnings.count == 1)
    }

    @Test func listWarningsComeFirstAndRepeatsAreDropped() throws {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let tilt = DisplayEffect.rotation3D(radians: 0.5, axis: Vector3(x: 1, y: 1, z: 0), anchor: .zero, perspective: 1)
        let rendered = try R.render([R.group(tilt, frame, R.fill(.rectangle, .red, frame)),
                                     R.group(tilt, frame, R.fill(.rectangle, .red, frame))],
                                    size: Size(10, 10), warnings: ["from layout", "from layout"])
        #expect(rendered.warnings.count == 2)
        #expect(rendered.warnings.first == "from layout")
    }

    @Test func emptyCanvasThrowsAClearError() {
        #expect(throws: RenderError.self) { try R.render([], size: Size(0, 10)) }
    }
}
