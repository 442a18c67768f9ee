import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Shapes: fills, corners, gradients, strokes and borders, in pixels.
struct RenderShapeTests {
    private let white = PremultipliedColor.white

    @Test func filledRoundedRectHasItsColourInsideAndBackgroundBeyondTheCorners() throws {
        let frame = Rect(x: 10, y: 10, width: 80, height: 60)
        let image = try R.render([R.fill(.roundedRectangle(cornerRadius: 20, continuous: true), .red, frame)],
                                 size: Size(100, 80)).image
        #expect(image.width == 300 && image.height == 240)
        #expect(image.rgba(150, 120) == (255, 0, 0, 255))
        #expect(image.rgba(31, 31) == (255, 255, 255, 255))       // just inside the frame's corner
        #expect(image.rgba(5, 5) == (255, 255, 255, 255))         // outside the frame
        #expect(image.rgba(150, 32) == (255, 0, 0, 255))          // middle of the top edge
    }

    @Test func continuousCornerLeavesMoreBackgroundThanACircularOne() throws {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        func background(continuous: Bool) throws -> Int {
            let image = try R.render([R.fill(.roundedRectangle(cornerRadius: 30, continuous: continuous), .red, frame)],
                                     size: Size(100, 100)).image
            return image.count(in: IntRect(x: 0, y: 0, width: 150, height: 150), differingFrom: .solidRed, tolerance: 0)
        }
        let continuous = try background(continuous: true), circular = try background(continuous: false)
        #expect(continuous > circular + 50, "continuous \(continuous) vs circular \(circular)")
    }

    @Test func linearGradientEndpointsMatchTheStopColours() throws {
        let paint = ResolvedPaint.linearGradient(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                                                         GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)],
                                                 start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5))
        // The gradient maps onto the shape's frame, not the canvas.
        let image = try R.render([R.fill(.rectangle, paint, Rect(x: 20, y: 0, width: 60, height: 10))], size: Size(100, 10)).image
        let left = image.rgba(60, 15), right = image.rgba(239, 15)
        #expect(left.r >= 250 && left.b <= 5, "\(left)")
        #expect(right.b >= 250 && right.r <= 5, "\(right)")
        // Oklab midpoint ≈ (140, 83, 165), not the sRGB average (128, 0, 128).
        let middle = image.rgba(150, 15)
        #expect(abs(middle.r - 140) <= 4 && abs(middle.g - 83) <= 6 && abs(middle.b - 165) <= 6, "\(middle)")
    }

    @Test func radialGradientCentreAndRimMatchTheStops() throws {
        let paint = ResolvedPaint.radialGradient(stops: [GradientStop(color: .white, location: 0),
                                                         GradientStop(color: .black, location: 1)],
                                                 center: UnitPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 20)
        let image = try R.render([R.fill(.rectangle, paint, Rect(x: 0, y: 0, width: 60, height: 60))], size: Size(60, 60)).image
        #expect(image.rgba(90, 90).r >= 250)
        #expect(image.rgba(90, 90 + 61).r <= 3)   // beyond 20 pt from the centre
    }

    /// A shape the renderer does not know by kind (an uneven rounded rectangle, any custom
    /// `InsettableShape`) strokes its border inside the frame too: SwiftUI's `strokeBorder` is the
    /// stroke of the shape inset by half the line width.
    @MainActor @Test func strokeBorderOfAnInsettableShapeStaysInsideTheFrame() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 100, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20)
                .strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 2)
                .frame(width: 100, height: 50)
        }
        #expect(rendered.image.rgba(0, 30) == (0, 0, 255, 255))
        #expect(rendered.image.rgba(1, 30) == (0, 0, 255, 255), "the 2-pt border's inner pixel")
        #expect(rendered.image.rgba(2, 30) == (255, 255, 255, 255))
        #expect(rendered.image.rgba(50, 48) == (0, 0, 255, 255) && rendered.image.rgba(50, 49) == (0, 0, 255, 255))
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let shape = ResolvedShape(kind: .circle, drawing: .strokeBorder(.red, StrokeOptions(lineWidth: 4)))
        let image = try R.render([.shape(DisplayShape(shape: shape, frame: frame))], size: Size(60, 60)).image
        let frameRect = IntRect(x: 30, y: 30, width: 120, height: 120)
        let total = image.count(in: IntRect(x: 0, y: 0, width: 180, height: 180), differingFrom: white)
        #expect(total > 0)
        #expect(image.count(in: frameRect, differingFrom: white) == total)
        #expect(image.rgba(30 + 6, 90) == (255, 0, 0, 255))       // inside the 12 px ring on the left
        #expect(image.rgba(90, 90) == (255, 255, 255, 255))       // hollow centre
    }

    @Test func dashedStrokeBorderHasGapsAndStaysInside() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let shape = ResolvedShape(kind: .roundedRectangle(cornerRadius: 8, continuous: true),
                                  drawing: .strokeBorder(.red, StrokeOptions(lineWidth: 2, dash: [4, 4])))
        let image = try R.render([.shape(DisplayShape(shape: shape, frame: frame))], size: Size(60, 60)).image
        let total = image.count(in: IntRect(x: 0, y: 0, width: 180, height: 180), differingFrom: white)
        #expect(image.count(in: IntRect(x: 30, y: 30, width: 120, height: 120), differingFrom: white) == total)
        // Along the top edge (1 pt inside), ink alternates with gaps.
        let top = (60..<120).map { image.rgba($0, 33).g }
        #expect(top.contains { $0 < 10 } && top.contains { $0 > 245 })
    }

    @Test func strokeIsCentredOnTheEdge() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let shape = ResolvedShape(kind: .rectangle, drawing: .stroke(.red, StrokeOptions(lineWidth: 4)))
        let image = try R.render([.shape(DisplayShape(shape: shape, frame: frame))], size: Size(60, 60)).image
        #expect(image.rgba(25, 90) == (255, 0, 0, 255))           // 1.67 pt outside the left edge
        #expect(image.rgba(34, 90) == (255, 0, 0, 255))           // 1.33 pt inside
        #expect(image.rgba(40, 90) == (255, 255, 255, 255))
    }

    @Test func evenOddPathLeavesAHole() throws {
        var path = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        path.append(Path(rect: Rect(x: 10, y: 10, width: 10, height: 10)))
        let image = try R.render([R.fill(.path(path), .red, Rect(x: 5, y: 5, width: 30, height: 30), evenOdd: true)],
                                 size: Size(40, 40)).image
        #expect(image.rgba(25, 25) == (255, 0, 0, 255))
        #expect(image.rgba(60, 60) == (255, 255, 255, 255))      // the hole, (20, 20) pt
    }
}

extension PremultipliedColor {
    static let solidRed = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
}
