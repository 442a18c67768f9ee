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

    @Test func rotation3DAboutYIsDrawnInPerspectiveAndWholeTurnsAreIdentity() throws {
        // A 60 × 40 red rectangle turned 40° about the vertical axis through its centre (50, 35),
        // seen from max(60, 40) / perspective 1 = 60 pt, drawn at 1 px per point.
        let frame = Rect(x: 20, y: 15, width: 60, height: 40)
        func render(_ radians: Double) throws -> RenderedImage {
            let turn = Rotation3D(radians: radians, axis: Vector3(x: 0, y: 1, z: 0), anchor: Point(50, 35), distance: 60)
            return try R.render([R.group(.rotation3D(turn), frame, R.fill(.rectangle, .red, frame))],
                                size: Size(100, 70), scale: 1)
        }
        let plain = try R.render([R.fill(.rectangle, .red, frame)], size: Size(100, 70), scale: 1).image
        #expect(try render(2 * .pi).image == plain)
        // An edge 30 pt from the axis is 30·sin 40° nearer (left) or farther (right): W = 1 ∓ 30·sin 40° / 60.
        // It is drawn at x = 50 ± 30·cos 40° / W, 40 / W tall: left x 16.13, 58.94 tall; right x 67.39, 30.27 tall.
        let s = sin(40 * Double.pi / 180), c = cos(40 * Double.pi / 180)
        let nearW = 1 - 30 * s / 60, farW = 1 + 30 * s / 60
        let nearX = 50 - 30 * c / nearW, farX = 50 + 30 * c / farW
        let turned = try render(40 * .pi / 180).image
        try turned.writeForInspection("rotation3d-perspective")
        /// Red coverage summed down pixel column `x` (red over white: green is 255 · (1 − coverage)).
        func columnHeight(_ x: Int) -> Double {
            (0..<70).reduce(0) { $0 + Double(255 - turned.rgba(x, $1).g) / 255 }
        }
        // The top and bottom edges are straight lines, so a column's height is linear in x.
        func expectedHeight(_ x: Double) -> Double {
            40 / nearW + (x - nearX) / (farX - nearX) * (40 / farW - 40 / nearW)
        }
        for x in [17, 20, 40, 50, 60, 66] {
            #expect(abs(columnHeight(x) - expectedHeight(Double(x) + 0.5)) < 0.1, "column \(x)")
        }
        #expect(abs(columnHeight(17) - 58.18) < 0.1 && abs(columnHeight(66) - 30.77) < 0.1)
        // The near edge reaches left of the frame; nothing is drawn right of the far edge.
        #expect(turned.rgba(18, 35) == (255, 0, 0, 255))
        #expect(turned.rgba(15, 35) == (255, 255, 255, 255))
        #expect(turned.rgba(68, 35) == (255, 255, 255, 255))
        #expect(turned.rgba(66, 35) == (255, 0, 0, 255))
    }

    @Test func rotation3DAboutZIsAPlaneRotation() throws {
        let frame = Rect(x: 20, y: 20, width: 20, height: 10)
        let turn = Rotation3D(radians: 0.3, axis: Vector3(x: 0, y: 0, z: 2), anchor: Point(30, 25), distance: 20)
        let turned = try R.render([R.group(.rotation3D(turn), frame, R.fill(.rectangle, .red, frame))], size: Size(60, 60))
        let rotated = try R.render([R.group(.rotation(radians: 0.3, anchor: Point(30, 25)), frame,
                                            R.fill(.rectangle, .red, frame))], size: Size(60, 60))
        #expect(turned.image == rotated.image)
    }

    @Test func listWarningsComeFirstAndRepeatsAreDropped() throws {
        // A path with a NaN point: the rasterizer skips that subpath and reports it.
        var broken = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        broken.move(to: Point(5, 5))
        broken.line(to: Point(.nan, 8))
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let rendered = try R.render([R.fill(.path(broken), .red, frame), R.fill(.path(broken), .red, frame)],
                                    size: Size(10, 10), warnings: ["from layout", "from layout"])
        #expect(rendered.warnings.count == 2)
        #expect(rendered.warnings.first == "from layout")
        #expect(rendered.warnings.last?.contains("NaN") == true)
    }

    @Test func emptyCanvasThrowsAClearError() {
        #expect(throws: RenderError.self) { try R.render([], size: Size(0, 10)) }
    }
}
