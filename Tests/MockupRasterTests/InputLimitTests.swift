import Foundation
import MockupRaster
import Testing

/// Issue 15: values that used to overflow in the -Ounchecked raster code (`Int(inf)` in the blur,
/// unbounded arc pieces, a zero round-join step, unbounded dash counts, NaN slopes) are limited
/// where they enter, and drawing them finishes with a sane result.
@Suite struct InputLimitTests {
    @Test func hugeBlurSigmaIsClamped() throws {
        for sigma in [1e154, 1e300, Double.infinity] {
            #expect(GaussianBlur.boxWidths(sigma: sigma) == GaussianBlur.boxWidths(sigma: RasterLimits.maxBlurSigma))
        }
        #expect(GaussianBlur.boxWidths(sigma: .nan) == [1, 1, 1])
        // σ = 1e154 overflowed `Int` in the box widths and in a shadow's reach.
        #expect(DropShadow(color: .black, sigma: 1e154).reach == DropShadow(color: .black, sigma: RasterLimits.maxBlurSigma).reach)
        let canvas = try Canvas(width: 32, height: 32, background: .white)
        canvas.fill(Path(rect: Rect(x: 8, y: 8, width: 16, height: 16)), with: .solid(.black))
        #expect(GaussianBlur.blur(canvas.image, sigma: 1e300).width == 32)
    }

    @Test func hugeArcSweepKeepsItsEndPointAndParity() {
        var huge = Path()
        huge.addRelativeArc(center: Point(50, 50), radius: 10, startAngle: 0, delta: 1e300)
        #expect(huge.elements.count <= Int(RasterLimits.maxArcTurns) * 4 + 2)
        var odd = Path(), reduced = Path()
        odd.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: 11 * 2 * .pi)   // 11 turns
        reduced.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: 3 * 2 * .pi)  // same parity
        #expect(odd.elements.count == reduced.elements.count)
        let areaOdd = rasterize(odd, transform: .translation(20, 20), rule: .evenOdd).pixels.reduce(0.0) { $0 + Double($1) }
        let areaOne = rasterize(Path(ellipseIn: Rect(x: 10, y: 10, width: 20, height: 20)), rule: .evenOdd).pixels.reduce(0.0) { $0 + Double($1) }
        #expect(abs(areaOdd - areaOne) / areaOne < 0.01)
    }

    @Test(arguments: [1e300, Double.greatestFiniteMagnitude])
    func hugeLineWidthStrokesCoverTheCanvas(_ width: Double) throws {
        let canvas = try Canvas(width: 16, height: 16, background: .white)
        var line = Path()
        line.move(to: Point(2, 8)); line.line(to: Point(14, 8))
        canvas.stroke(line, style: StrokeOptions(lineWidth: width, lineCap: .round, lineJoin: .round), with: .solid(.black))
        #expect(canvas.image[0, 0] == .black)
        #expect(canvas.diagnostics.isClean)
        let infinite = try Canvas(width: 16, height: 16, background: .white)
        infinite.stroke(line, style: StrokeOptions(lineWidth: .infinity), with: .solid(.black))
        #expect(infinite.image[8, 8] == .white)
        #expect(!infinite.diagnostics.isClean)
    }

    @Test func roundJoinsOfATinyToleranceFinish() {
        var corner = Path()
        corner.move(to: Point(0, 0)); corner.line(to: Point(10, 0)); corner.line(to: Point(10, 10))
        let outline = Stroker(tolerance: 1e-300).outline(corner, style: StrokeOptions(lineWidth: 4, lineJoin: .round))
        #expect(outline.path.elements.count < 20_000)
    }

    @Test func tinyDashesDrawASolidLineInsteadOfMillions() throws {
        let canvas = try Canvas(width: 64, height: 8, background: .white)
        var line = Path()
        line.move(to: Point(0, 4)); line.line(to: Point(64, 4))
        let started = Date()
        canvas.stroke(line, style: StrokeOptions(lineWidth: 2, dash: [1e-9, 1e-9]), with: .solid(.black))
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(canvas.image[32, 4] == .black)
    }

    @Test func outOfRangeCoordinatesAreSkippedLikeNaN() throws {
        let canvas = try Canvas(width: 16, height: 16, background: .white)
        var sliver = Path()   // a nearly flat triangle spanning ±1e300: NaN slopes in Float once
        sliver.move(to: Point(-1e300, 8)); sliver.line(to: Point(1e300, 8.000001)); sliver.line(to: Point(0, 8.5)); sliver.close()
        canvas.fill(sliver, with: .solid(.black))
        #expect(canvas.diagnostics.skippedSubpaths == 1)
        var edge = Path()   // a segment whose height is below Float's resolution at its position
        edge.move(to: Point(0, 8)); edge.line(to: Point(16, 8 + 1e-12)); edge.line(to: Point(16, 16)); edge.line(to: Point(0, 16)); edge.close()
        canvas.fill(edge, with: .solid(.black))
        #expect(canvas.image[8, 12] == .black)
    }
}
