import Foundation
import Testing
import MockupRaster

@Suite struct ContinuousCornerTests {
    let rect = Rect(x: 20, y: 10, width: 300, height: 200)
    let radius = 40.0

    @Test func curveLeavesTheEdgeAtKRadiiFromTheCorner() {
        let path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        guard case .line(let p) = path.elements[1] else { Issue.record("expected a line"); return }
        // Top edge ends k·r before the top-right corner.
        #expect(abs(p.y - rect.minY) < 1e-12)
        #expect(abs((rect.maxX - p.x) / radius - 1.528665) < 1e-5)
        #expect(path.elements.count == 1 + 4 * 4 + 1)   // move, 4 × (line + 3 cubics), close
    }

    @Test func shapeIsSymmetric() {
        let mask = rasterize(Path(roundedRect: rect, cornerRadius: radius, style: .continuous))
        for y in 10..<210 {
            for x in 20..<170 {
                #expect(mask[x, y] == mask[339 - x, y] && mask[x, y] == mask[x, 219 - y])
            }
        }
    }

    /// The squircle stays inside the sharp rect, leaves the edge earlier than the circular corner
    /// (at 1.528 r instead of r, so it cuts slightly *inside* the circular shape near the edges) and
    /// meets the circular corner almost exactly on the diagonal (0.2915 r vs 0.2929 r from the corner).
    @Test func comparesWithTheCircularCornerAndTheSharpRect() {
        let continuous = rasterize(Path(roundedRect: rect, cornerRadius: radius, style: .continuous))
        let circular = rasterize(Path(roundedRect: rect, cornerRadius: radius, style: .circular))
        let sharp = rasterize(Path(rect: rect))
        var outsideRect = 0, differAwayFromCorners = 0
        for y in 10..<210 {
            for x in 20..<320 {
                if continuous[x, y] > sharp[x, y] { outsideRect += 1 }
                let nearCorner = (x < 20 + 62 || x >= 320 - 62) && (y < 10 + 62 || y >= 210 - 62)
                if !nearCorner && continuous[x, y] != circular[x, y] { differAwayFromCorners += 1 }
            }
        }
        #expect(outsideRect == 0)
        #expect(differAwayFromCorners == 0)
        #expect(continuous.coveredArea < circular.coveredArea && circular.coveredArea < sharp.coveredArea)
        // Between r and k·r from the corner the squircle has left the edge; the circle has not.
        let x = Int(rect.maxX - 1.3 * radius)
        #expect(continuous[x, 10] < circular[x, 10] && circular[x, 10] == 255)
        // On the diagonal: the middle cubic's midpoint vs the circle's 45° point.
        guard case .cubic(let c1, let c2, let end) = path.elements[3] else { Issue.record("expected a cubic"); return }
        guard case .cubic(_, _, let start) = path.elements[2] else { Issue.record("expected a cubic"); return }
        let middle = (start + end) * 0.125 + (c1 + c2) * 0.375
        let squircleInset = (rect.maxX - middle.x) / radius, circleInset = 1 - 0.5.squareRoot()
        #expect(abs((middle.y - rect.minY) / radius - squircleInset) < 1e-9)   // on the diagonal
        #expect(squircleInset < circleInset && circleInset - squircleInset < 0.005)
    }

    var path: Path { Path(roundedRect: rect, cornerRadius: radius, style: .continuous) }

    @Test func shortSidesClampTheRadius() {
        let small = Rect(x: 0, y: 0, width: 200, height: 40)
        #expect(abs(ContinuousCorners.effectiveRadius(30, in: small) - 40 / (2 * 1.528665)) < 1e-4)
        let path = Path(roundedRect: small, cornerRadius: 30, style: .continuous)
        let b = path.bounds
        #expect(abs(b.minY) < 1e-9 && abs(b.maxY - 40) < 1e-9 && abs(b.width - 200) < 1e-9)
    }
}

@Suite struct PathBuilderTests {
    @Test func arcsFollowCoreGraphicsDirection() {
        // clockwise: false sweeps towards increasing angles: from 0 (right) through π/2 (down).
        var down = Path()
        down.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(down.bounds.maxY - 10) < 1e-9 && abs(down.bounds.minY) < 1e-9)
        var up = Path()
        up.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(up.bounds.minY + 10) < 1e-9 && abs(up.bounds.maxY) < 1e-9)
    }

    @Test func fullArcIsACircle() {
        var path = Path()
        path.addArc(center: Point(50, 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.close()
        #expect(relativeError(referenceArea(path), Double.pi * 900) < 5e-4)   // κ cubics overshoot by ~0.03 %
        #expect(relativeError(rasterize(path).coveredArea, Double.pi * 900) < 0.001)
    }

    @Test func relativeArcContinuesFromTheCurrentPoint() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addRelativeArc(center: Point(20, 0), radius: 10, startAngle: .pi, delta: -.pi / 2)
        guard case .line(let start) = path.elements[1] else { Issue.record("expected a line"); return }
        #expect(abs(start.x - 10) < 1e-9 && abs(start.y) < 1e-9)
        let end = path.endPoint!
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 10) < 1e-9)   // from π back to π/2: below the centre
    }

    @Test func boundingRectIsTightAroundCurves() {
        let b = Path(ellipseIn: Rect(x: 5, y: 6, width: 40, height: 20)).bounds
        #expect(abs(b.minX - 5) < 1e-9 && abs(b.maxX - 45) < 1e-9)
        #expect(abs(b.minY - 6) < 1e-9 && abs(b.maxY - 26) < 1e-9)
        var bulge = Path()
        bulge.move(to: Point(0, 0))
        bulge.quad(to: Point(10, 0), control: Point(5, 10))
        #expect(abs(bulge.bounds.maxY - 5) < 1e-9)
    }

    @Test func transformedMapsEveryPoint() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 5)).transformed(by: .scale(2, 3))
        #expect(path.bounds == Rect(x: 0, y: 0, width: 20, height: 15))
    }

    @Test func reversedPathCancelsTheOriginal() {
        let ring = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        var both = ring
        both.append(Path(ellipseIn: Rect(x: 25, y: 25, width: 50, height: 50)).reversed())
        #expect(relativeError(referenceArea(both), Double.pi * (2500 - 625)) < 5e-4)
        #expect(relativeError(rasterize(both).coveredArea, Double.pi * (2500 - 625)) < 0.001)
    }

    @Test func insetShapesFollowSwiftUI() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 60)
        let inset = ShapeGeometry.roundedRectangle(cornerRadius: 10, style: .circular).path(in: frame, inset: 4)
        let expected = Path(roundedRect: frame.insetBy(dx: 4, dy: 4), cornerRadius: 6, style: .circular)
        #expect(inset == expected)
        let circle = ShapeGeometry.circle.path(in: frame).bounds
        #expect(abs(circle.minX - 20) < 1e-9 && abs(circle.width - 60) < 1e-9)
        let overInset = ShapeGeometry.roundedRectangle(cornerRadius: 3, style: .continuous).path(in: frame, inset: 5)
        #expect(overInset == Path(rect: frame.insetBy(dx: 5, dy: 5)))
        #expect(ShapeGeometry.capsule.path(in: frame, inset: 40).isEmpty)
        let capsule = ShapeGeometry.capsule.path(in: frame)
        #expect(relativeError(referenceArea(capsule), 40 * 60 + Double.pi * 900) < 5e-4)
    }
}
