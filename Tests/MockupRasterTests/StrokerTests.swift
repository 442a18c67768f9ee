import Foundation
import Testing
import MockupRaster

/// Fills the outline of `path` stroked with `style`.
private func strokeMask(_ path: Path, _ style: StrokeOptions, transform: Transform2D = .identity) -> CoverageMask {
    let outline = Stroker().outline(path, style: style, transform: transform)
    return rasterize(outline.path, transform: outline.transform)
}

private func polyline(_ points: [Point], closed: Bool = false) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.line(to: p) }
    if closed { path.close() }
    return path
}

@Suite struct StrokerCapAndJoinTests {
    let segment = polyline([Point(20.3, 40.6), Point(120.3, 40.6)])
    let w = 10.0

    @Test func buttCapCoversLengthTimesWidth() {
        #expect(relativeError(strokeMask(segment, StrokeOptions(lineWidth: w)).coveredArea, 100 * w) < 0.001)
    }

    @Test func squareCapExtendsByHalfWidthAtBothEnds() {
        let area = strokeMask(segment, StrokeOptions(lineWidth: w, lineCap: .square)).coveredArea
        #expect(relativeError(area, (100 + w) * w) < 0.001)
    }

    @Test func roundCapAddsAWholeDisc() {
        let area = strokeMask(segment, StrokeOptions(lineWidth: w, lineCap: .round)).coveredArea
        #expect(relativeError(area, 100 * w + Double.pi * 25) < 0.001)
    }

    @Test func rightAngleJoins() {
        let corner = polyline([Point(10.5, 20.5), Point(110.5, 20.5), Point(110.5, 120.5)])
        let h = w / 2, legs = 2 * 100 * w - h * h
        func area(_ join: StrokeOptions.LineJoin) -> Double {
            strokeMask(corner, StrokeOptions(lineWidth: w, lineJoin: join)).coveredArea
        }
        #expect(relativeError(area(.miter), legs + h * h) < 0.001)
        #expect(relativeError(area(.bevel), legs + h * h / 2) < 0.001)
        #expect(relativeError(area(.round), legs + Double.pi * h * h / 4) < 0.001)
        // Turning the other way gives the same areas (the inner/outer test is side-independent).
        let mirrored = polyline([Point(10.5, 120.5), Point(110.5, 120.5), Point(110.5, 20.5)])
        let mirroredMiter = strokeMask(mirrored, StrokeOptions(lineWidth: w, lineJoin: .miter)).coveredArea
        #expect(relativeError(mirroredMiter, legs + h * h) < 0.001)
    }

    @Test func miterLimitFallsBackToBevel() {
        // A 20° spike: miter ratio 1/sin(10°) ≈ 5.76.
        let angle = 20.0 * Double.pi / 180
        let spike = polyline([Point(10, 100), Point(150, 100), Point(150 - 140 * cos(angle), 100 - 140 * sin(angle))])
        let long = strokeMask(spike, StrokeOptions(lineWidth: w, lineJoin: .miter, miterLimit: 10)).coveredArea
        let limited = strokeMask(spike, StrokeOptions(lineWidth: w, lineJoin: .miter, miterLimit: 5)).coveredArea
        let bevel = strokeMask(spike, StrokeOptions(lineWidth: w, lineJoin: .bevel)).coveredArea
        #expect(abs(limited - bevel) < 0.01)
        // The miter adds the triangle between the bevel chord and the tip: h² sin³(φ/2) / cos(φ/2)
        // for the turn φ = 160°.
        let h = w / 2, turn = Double.pi - angle
        let tip = h * h * pow(sin(turn / 2), 3) / cos(turn / 2)
        #expect(relativeError(long - bevel, tip) < 0.01)
    }

    @Test func closedRectangleJoinsAtEveryCorner() {
        let rect = Path(rect: Rect(x: 30.5, y: 30.5, width: 100, height: 50))
        let miter = strokeMask(rect, StrokeOptions(lineWidth: w)).coveredArea
        #expect(relativeError(miter, 110 * 60 - 90 * 40) < 0.001)
        let round = strokeMask(rect, StrokeOptions(lineWidth: w, lineJoin: .round)).coveredArea
        #expect(relativeError(round, 110 * 60 - 90 * 40 - 4 * (25 - Double.pi * 25 / 4)) < 0.001)
    }

    @Test func zeroLengthSubpathWithRoundCapIsADot() {
        var path = Path()
        path.move(to: Point(50.2, 50.7))
        path.line(to: Point(50.2, 50.7))
        #expect(relativeError(strokeMask(path, StrokeOptions(lineWidth: 8, lineCap: .round)).coveredArea,
                              Double.pi * 16) < 0.002)
        #expect(strokeMask(path, StrokeOptions(lineWidth: 8)).coveredArea == 0)
    }
}

@Suite struct StrokerQualityTests {
    /// A 1.5 pt @3x sparkline: 40 points, width 4.5 px, round caps and joins.
    static let sparkline: [Point] = (0..<40).map { i in
        Point(10.3 + Double(i) * 12.7, 60.2 + 35 * sin(Double(i) * 0.7) + 9 * cos(Double(i) * 2.3))
    }

    @Test func roundPolylineMatchesExactDistanceCoverage() {
        let points = Array(Self.sparkline.prefix(14))   // the first third keeps the reference quick
        let style = StrokeOptions(lineWidth: 4.5, lineCap: .round, lineJoin: .round)
        let outline = Stroker().outline(polyline(points), style: style)
        var rasterizer = Rasterizer()
        var sink = RecordingSink()
        rasterizer.fill(outline.path, clip: testClip, into: &sink)
        #expect(sink.writes.values.allSatisfy { $0 == 1 })   // every pixel reaches the canvas once
        let mask = rasterize(outline.path)
        let reference = supersampled(bounds: mask.bounds, samples: 8) { x, y in
            let column = min(max(Int((x - 10.3) / 12.7), 0), points.count - 2)
            return (max(column - 1, 0)...min(column + 1, points.count - 2)).contains { i in
                distanceToSegment(Point(x, y), points[i], points[i + 1]) <= 2.25
            }
        }
        var far = 0, total = 0
        for (a, b) in zip(mask.pixels, reference.pixels) {
            let d = abs(Int(a) - Int(b))
            total += d
            if d > 20 { far += 1 }   // 8×8 sampling is itself up to ±16/255 off on edge pixels
        }
        #expect(far == 0)
        #expect(Double(total) / Double(mask.pixels.count) < 1.0)
    }

    @Test func uniformScaleStrokesInDeviceSpace() {
        let path = polyline([Point(10, 10), Point(60, 10)])
        let outline = Stroker().outline(path, style: StrokeOptions(lineWidth: 2), transform: .scale(3, 3))
        #expect(outline.transform == .identity)
        #expect(relativeError(rasterize(outline.path).coveredArea, 150 * 6) < 0.001)
        let stretched = Stroker().outline(path, style: StrokeOptions(lineWidth: 2), transform: .scale(3, 1))
        #expect(stretched.transform == .scale(3, 1))
        #expect(relativeError(rasterize(stretched.path, transform: stretched.transform).coveredArea, 150 * 2) < 0.001)
    }

    @Test func nonFiniteSubpathsAreSkippedAndReported() {
        var path = polyline([Point(10, 10), Point(60, 10)])
        path.move(to: Point(0, .nan))
        path.line(to: Point(5, 5))
        let outline = Stroker().outline(path, style: StrokeOptions(lineWidth: 2))
        #expect(outline.diagnostics.skippedSubpaths == 1)
        #expect(relativeError(rasterize(outline.path).coveredArea, 100) < 0.001)
        let bad = Stroker().outline(path, style: StrokeOptions(lineWidth: .infinity))
        #expect(bad.path.isEmpty && !bad.diagnostics.isClean)
    }
}

@Suite struct DashTests {
    @Test func dashesSplitByArcLength() {
        let line = polyline([Point(10.2, 20.2), Point(110.2, 20.2)])
        let dashed = strokeMask(line, StrokeOptions(lineWidth: 4, dash: [10, 5])).coveredArea
        #expect(relativeError(dashed, 7 * 10 * 4) < 0.001)   // on at 0–10, 15–25, …, 90–100
        let shifted = strokeMask(line, StrokeOptions(lineWidth: 4, dash: [10, 5], dashPhase: 5)).coveredArea
        // on at 0–5, 10–20, …, 85–95: 5 + 6 × 10
        #expect(relativeError(shifted, (5 + 6 * 10) * 4) < 0.001)
    }

    @Test func dashesFollowCornersAndClosingSegments() {
        let square = Path(rect: Rect(x: 20.2, y: 20.2, width: 40, height: 40))
        // Perimeter 160 with [20, 20]: dashes 0–20, 40–60, 80–100, 120–140, each split or not by a corner.
        let area = strokeMask(square, StrokeOptions(lineWidth: 2, dash: [20, 20])).coveredArea
        #expect(relativeError(area, 4 * 20 * 2) < 0.002)
    }

    @Test func invalidPatternsDrawSolid() {
        let line = polyline([Point(10.2, 20.2), Point(110.2, 20.2)])
        for pattern in [[0.0, 0.0], [-1.0, 4.0], [Double.nan, 3]] {
            let area = strokeMask(line, StrokeOptions(lineWidth: 4, dash: pattern)).coveredArea
            #expect(relativeError(area, 400) < 0.001)
        }
    }
}

@Suite struct BorderRingTests {
    let frame = Rect(x: 10.5, y: 10.25, width: 160, height: 100)

    @Test func circleRing() {
        let ring = ShapeGeometry.circle.borderRing(in: frame, lineWidth: 6)
        let expected = Double.pi * (50 * 50 - 44 * 44)
        #expect(relativeError(rasterize(ring).coveredArea, expected) < 0.002)
    }

    @Test func roundedRectRingsMatchOuterMinusInner() {
        for style in [CornerStyle.circular, .continuous] {
            let shape = ShapeGeometry.roundedRectangle(cornerRadius: 20, style: style)
            let ring = shape.borderRing(in: frame, lineWidth: 4.5)
            let expected = referenceArea(shape.path(in: frame)) - referenceArea(shape.path(in: frame, inset: 4.5))
            #expect(relativeError(rasterize(ring).coveredArea, expected) < 0.002)
        }
        let circular = ShapeGeometry.roundedRectangle(cornerRadius: 20, style: .circular).borderRing(in: frame, lineWidth: 4)
        let exact = (160 * 100 - (4 - Double.pi) * 400) - (152 * 92 - (4 - Double.pi) * 256)
        #expect(relativeError(rasterize(circular).coveredArea, exact) < 0.002)
    }

    @Test func capsuleEllipseAndRectRings() {
        let capsule = ShapeGeometry.capsule.borderRing(in: frame, lineWidth: 3)
        let outer = 60 * 100 + Double.pi * 2500, inner = 60 * 94 + Double.pi * 47 * 47
        #expect(relativeError(rasterize(capsule).coveredArea, outer - inner) < 0.002)
        let rect = ShapeGeometry.rectangle.borderRing(in: frame, lineWidth: 2)
        #expect(relativeError(rasterize(rect).coveredArea, 160 * 100 - 156 * 96) < 0.001)
        let ellipse = ShapeGeometry.ellipse.borderRing(in: frame, lineWidth: 5)
        #expect(relativeError(rasterize(ellipse).coveredArea, Double.pi * (80 * 50 - 75 * 45)) < 0.002)
    }

    @Test func lineWiderThanTheShapeFillsIt() {
        let ring = ShapeGeometry.circle.borderRing(in: frame, lineWidth: 80)
        #expect(relativeError(rasterize(ring).coveredArea, Double.pi * 2500) < 0.001)
    }
}

private func distanceToSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let d = b - a, t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
    let q = a + d * t
    return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
}
