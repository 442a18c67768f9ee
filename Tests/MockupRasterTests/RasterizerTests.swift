import Foundation
import Testing
import MockupRaster

@Suite struct RasterizerCoverageTests {
    @Test func halfCoveredPixelRoundsToNearest128() {
        let mask = rasterize(Path(rect: Rect(x: 10.5, y: 2, width: 9.5, height: 4)))
        #expect(mask[10, 3] == 128)   // 0.5 × 255 = 127.5 rounds half up
        #expect(mask[9, 3] == 0)
        #expect(mask[11, 3] == 255)
        #expect(mask[19, 3] == 255)
        #expect(mask[20, 3] == 0)
        // A quarter pixel (half in x, half in y).
        let corner = rasterize(Path(rect: Rect(x: 4.5, y: 4.5, width: 3, height: 3)))
        #expect(corner[4, 4] == 64)   // 63.75 → 64
    }

    @Test func circleAreaIsExact() {
        let r = 69.0
        let mask = rasterize(Path(ellipseIn: Rect(x: 100.3 - r, y: 80.7 - r, width: 2 * r, height: 2 * r)))
        #expect(relativeError(mask.coveredArea, Double.pi * r * r) < 0.001)
    }

    @Test func smallCircleAreaIsExact() {
        let r = 12.0
        let mask = rasterize(Path(ellipseIn: Rect(x: 20.25, y: 30.6, width: 2 * r, height: 2 * r)))
        #expect(relativeError(mask.coveredArea, Double.pi * r * r) < 0.001)
    }

    @Test func circularRoundedRectAreaIsExact() {
        let rect = Rect(x: 3.5, y: 7.25, width: 300, height: 180), r = 40.0
        let mask = rasterize(Path(roundedRect: rect, cornerRadius: r, style: .circular))
        let expected = rect.width * rect.height - (4 - Double.pi) * r * r
        #expect(relativeError(mask.coveredArea, expected) < 0.001)
    }

    @Test func continuousRoundedRectAreaMatchesItsCurve() {
        let path = Path(roundedRect: Rect(x: 12.4, y: 5.5, width: 358, height: 200), cornerRadius: 60)
        let mask = rasterize(path)
        #expect(relativeError(mask.coveredArea, referenceArea(path)) < 0.001)
    }

    @Test func capsuleAreaIsExact() {
        let rect = Rect(x: 10.1, y: 20.2, width: 250, height: 60)
        let mask = rasterize(Path(capsuleIn: rect))
        let expected = (rect.width - rect.height) * rect.height + Double.pi * 30 * 30
        #expect(relativeError(mask.coveredArea, expected) < 0.001)
    }

    @Test func coverageMatchesSupersampledCircle() {
        let cx = 40.37, cy = 41.81, r = 30.2
        let mask = rasterize(Path(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)))
        let reference = supersampled(bounds: mask.bounds, samples: 32) { x, y in
            (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
        // 32×32 sampling is itself up to ±4/255 off on edge pixels; flattening adds ≤ 0.05 px.
        #expect(maxDifference(mask, reference) <= 12)
    }

    @Test func transformScalesArea() {
        let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
        let transform = Transform2D.scale(3, 3).concatenating(.rotation(0.3))
            .concatenating(.translation(200.5, 100.25))
        let mask = rasterize(circle, transform: transform)
        #expect(relativeError(mask.coveredArea, Double.pi * 900) < 0.001)
    }

    @Test func evenOddAndNonZeroDifferOnAStar() {
        var star = Path()
        let center = Point(100, 100), radius = 80.0
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5   // every second vertex
            let p = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let nonZero = rasterize(star, rule: .nonZero), evenOdd = rasterize(star, rule: .evenOdd)
        #expect(nonZero[100, 100] == 255)
        #expect(evenOdd[100, 100] == 0)
        // A tip (winding 1) is full under both rules.
        #expect(nonZero[100, 35] == 255 && evenOdd[100, 35] == 255)
        // The pentagon's area is exactly what separates them.
        let innerRadius = radius * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon = 2.5 * innerRadius * innerRadius * sin(2 * Double.pi / 5)
        #expect(relativeError(nonZero.coveredArea - evenOdd.coveredArea, pentagon) < 0.001)
    }

    @Test func interiorArrivesAsSolidSpansAndEachPixelOnce() {
        var rasterizer = Rasterizer()
        var sink = RecordingSink()
        let path = Path(roundedRect: Rect(x: 10.5, y: 10.5, width: 400, height: 200), cornerRadius: 30)
        rasterizer.fill(path, clip: IntRect(x: 0, y: 0, width: 500, height: 300), into: &sink)
        #expect(sink.solidPixels > 60_000)
        #expect(sink.spanPixels < sink.solidPixels / 10)
        #expect(sink.writes.values.allSatisfy { $0 == 1 })
    }

    @Test func clippingKeepsWindingOfOutsideEdges() {
        let path = Path(ellipseIn: Rect(x: -50.5, y: -30.25, width: 200, height: 160))
        let full = rasterize(path)
        let clip = IntRect(x: 10, y: 5, width: 60, height: 40)
        let clipped = rasterize(path, clip: clip)
        #expect(clipped.bounds == clip)
        #expect(maxDifference(clipped, full.cropped(to: clip)) == 0)
    }

    @Test func emptyAndDegenerateInputsProduceNothing() {
        var rasterizer = Rasterizer()
        var sink = RecordingSink()
        rasterizer.fill(Path(), clip: testClip, into: &sink)
        rasterizer.fill(Path(rect: Rect(x: 5, y: 5, width: 0, height: 20)), clip: testClip, into: &sink)
        rasterizer.fill(Path(rect: Rect(x: 5, y: 5, width: 20, height: 20)), clip: .zero, into: &sink)
        #expect(sink.writes.isEmpty)
    }

    @Test func scratchMemoryIsCleanAfterEachFill() {
        var rasterizer = Rasterizer()
        let big = Path(ellipseIn: Rect(x: 3.3, y: 4.4, width: 700, height: 300))
        let small = Path(rect: Rect(x: 20.5, y: 20.5, width: 10, height: 10))
        _ = rasterizer.coverageMask(big, clip: testClip)
        let again = rasterizer.coverageMask(small, clip: testClip).mask
        #expect(again == rasterize(small))
        #expect(abs(again.coveredArea - 100) < 0.1)   // 40 half pixels at 128/255 each
    }

    @Test func tallShapesSpanSeveralBands() {
        // 4,000 × 900 px needs more than one band of 2^21 cells.
        let path = Path(ellipseIn: Rect(x: 0.5, y: 0.5, width: 4000, height: 900))
        let mask = rasterize(path, clip: IntRect(x: 0, y: 0, width: 4100, height: 1000))
        #expect(relativeError(mask.coveredArea, Double.pi * 2000 * 450) < 0.0005)
    }
}

@Suite struct NonFiniteInputTests {
    @Test func nanSubpathIsSkippedAndReported() {
        var path = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
        path.move(to: Point(50, 50))
        path.line(to: Point(.nan, 60))
        path.cubic(to: Point(70, 70), control1: Point(.infinity, 0), control2: Point(60, -.infinity))
        path.close()
        #expect(path.nonFiniteElementCount == 2)
        var rasterizer = Rasterizer()
        let (mask, diagnostics) = rasterizer.coverageMask(path, clip: testClip)
        #expect(diagnostics.skippedSubpaths == 1)
        #expect(diagnostics.nonFiniteElements == 2)
        #expect(diagnostics.warning?.contains("NaN") == true)
        #expect(abs(mask.coveredArea - 400) < 0.01)
    }

    @Test func nonFiniteTransformSkipsEverything() {
        var rasterizer = Rasterizer()
        var sink = RecordingSink()
        let diagnostics = rasterizer.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)),
                                          transform: .scale(.nan, 1), clip: testClip, into: &sink)
        #expect(diagnostics.skippedSubpaths == 1)
        #expect(sink.writes.isEmpty)
    }

    @Test func hugeFiniteCoordinatesDoNotCrash() {
        var path = Path()
        path.move(to: Point(-1e300, 5))
        path.cubic(to: Point(1e300, 50), control1: Point(1e299, -1e300), control2: Point(0, 1e300))
        path.line(to: Point(1e300, 1e300))
        path.close()
        var rasterizer = Rasterizer()
        let (mask, diagnostics) = rasterizer.coverageMask(path, clip: IntRect(x: 0, y: 0, width: 64, height: 64))
        // Beyond RasterLimits.maxCoordinate the subpath is skipped and reported, like NaN (issue 15).
        #expect(diagnostics.skippedSubpaths == 1)
        #expect(mask.width == 64)
    }
}
