import Foundation
import MockupRaster
import Testing

/// `PathBooleans`: region operations, normalization and line clipping through GEOS.
struct PathBooleanTests {
    private let a = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    private let b = Path(rect: Rect(x: 5, y: 5, width: 10, height: 10))

    /// The signed shoelace area of each subpath (results are all straight lines).
    private func subpathAreas(_ path: Path) -> [Double] {
        var areas: [Double] = [], points: [Point] = []
        func finish() {
            guard points.count > 2 else { points = []; return }
            var sum = 0.0
            for (p, q) in zip(points, points.dropFirst() + [points[0]]) { sum += p.x * q.y - q.x * p.y }
            areas.append(sum / 2); points = []
        }
        for element in path.elements {
            switch element {
            case .move(let p): finish(); points = [p]
            case .line(let p): points.append(p)
            case .close: finish()
            case .quad, .cubic: Issue.record("a boolean result has a curve")
            }
        }
        finish()
        return areas
    }

    private func area(_ path: Path) -> Double { subpathAreas(path).reduce(0, +) }

    /// Coverage of the pixel whose centre is (x + 0.5, y + 0.5), filled with `rule`.
    private func coverage(_ path: Path, _ x: Int, _ y: Int, rule: FillRule = .nonZero) -> UInt8 {
        rasterize(path, rule: rule)[x, y]
    }

    @Test func overlappingSquaresCombineWithExactAreas() {
        #expect(abs(area(a.combiningRegion(with: b, .union, fillRule: .nonZero)) - 175) < 1e-9)
        #expect(abs(area(a.combiningRegion(with: b, .intersection, fillRule: .nonZero)) - 25) < 1e-9)
        #expect(abs(area(a.combiningRegion(with: b, .subtraction, fillRule: .nonZero)) - 75) < 1e-9)
        #expect(abs(area(a.combiningRegion(with: b, .symmetricDifference, fillRule: .nonZero)) - 150) < 1e-9)
    }

    @Test func resultsAreMadeOfClosedClockwiseOuterRings() {
        let union = a.combiningRegion(with: b, .union, fillRule: .nonZero)
        #expect(subpathAreas(union).count == 1)
        #expect(subpathAreas(union)[0] > 0)
        #expect(union.elements.last == .close)
        // The symmetric difference is two L-shaped pieces touching at corners.
        #expect(subpathAreas(a.combiningRegion(with: b, .symmetricDifference, fillRule: .nonZero)).allSatisfy { $0 > 0 })
    }

    @Test func overlappingCirclesMatchTheLensFormula() {
        // Radius 10, centres 10 apart: lens = 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let left = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        let right = Path(ellipseIn: Rect(x: 10, y: 0, width: 20, height: 20))
        let lens = 200 * acos(0.5) - 5 * 300.0.squareRoot()
        let disc = referenceArea(left)   // the Bézier circle's own area
        let intersection = area(left.combiningRegion(with: right, .intersection, fillRule: .nonZero))
        let union = area(left.combiningRegion(with: right, .union, fillRule: .nonZero))
        #expect(relativeError(intersection, lens) < 1e-3, "\(intersection) vs \(lens)")
        #expect(relativeError(union, 2 * disc - intersection) < 1e-4, "\(union)")
        #expect(relativeError(normalizedArea(left), disc) < 1e-4)
    }

    private func normalizedArea(_ path: Path) -> Double { area(path.normalizedRegion(fillRule: .nonZero)) }

    @Test func opposingWindingsAreFoundWhereADoubledHoleFillsIt() {
        // A square with a hole (the hole wound the other way): windings 1 and 0, nothing opposed.
        let outer = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        let hole = Path(rect: Rect(x: 10.5, y: 10.5, width: 9, height: 9)).reversed()
        var ring = outer
        ring.append(hole)
        #expect(!ring.hasOpposingWindings())
        // The hole traced twice: −1 inside it beside +1 around it, so the edge between cancels.
        var doubled = ring
        doubled.append(hole)
        #expect(doubled.hasOpposingWindings())
        #expect(coverage(doubled, 10, 15) == 0)   // half at +1, half at −1: signed-area coverage cancels
        #expect(coverage(doubled.normalizedRegion(fillRule: .nonZero), 10, 15) == 255)
        // Two squares overlapping the same way (winding 2 inside both) oppose nothing.
        var overlapping = a
        overlapping.append(b)
        #expect(!overlapping.hasOpposingWindings())
    }

    @Test func subtractingAnInnerSquareLeavesAHoleWoundTheOtherWay() {
        let outer = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        let inner = Path(rect: Rect(x: 10, y: 10, width: 10, height: 10))
        let frame = outer.combiningRegion(with: inner, .subtraction, fillRule: .nonZero)
        let areas = subpathAreas(frame).sorted()
        #expect(areas == [-100, 900])
        // Non-zero and even-odd fill the result the same: a hole in the middle, paint around it.
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(coverage(frame, 15, 15, rule: rule) == 0)
            #expect(coverage(frame, 5, 5, rule: rule) == 255)
            #expect(coverage(frame, 25, 15, rule: rule) == 255)
        }
    }

    @Test func fillRuleDecidesASelfOverlappingPath() {
        // Two squares wound the same way in one path: non-zero fills their overlap, even-odd does not.
        var twice = a
        twice.append(b)
        let nonZero = twice.normalizedRegion(fillRule: .nonZero)
        let evenOdd = twice.normalizedRegion(fillRule: .evenOdd)
        #expect(abs(area(nonZero) - 175) < 1e-9)
        #expect(abs(area(evenOdd) - 150) < 1e-9)
        #expect(coverage(nonZero, 7, 7) == 255)
        #expect(coverage(evenOdd, 7, 7) == 0)
        #expect(coverage(evenOdd, 2, 2) == 255 && coverage(evenOdd, 12, 12) == 255)
        // The rule also applies to the operands of a combination.
        let cut = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(area(cut.combiningRegion(with: twice, .subtraction, fillRule: .evenOdd)) - 250) < 1e-9)
        #expect(abs(area(cut.combiningRegion(with: twice, .subtraction, fillRule: .nonZero)) - 225) < 1e-9)
    }

    @Test func pentagramCentreIsFilledOnlyUnderNonZero() {
        var star = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            let p = Point(50 + 40 * cos(angle), 50 + 40 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let nonZero = star.normalizedRegion(fillRule: .nonZero)
        let evenOdd = star.normalizedRegion(fillRule: .evenOdd)
        #expect(coverage(nonZero, 50, 50) == 255)
        #expect(coverage(evenOdd, 50, 50) == 0)
        #expect(area(nonZero) > area(evenOdd))
        #expect(subpathAreas(evenOdd).count == 5)   // five separate points of the star
    }

    @Test func disjointOrCoveredOperandsGiveEmptyResults() {
        let far = Path(rect: Rect(x: 100, y: 100, width: 5, height: 5))
        let cover = Path(rect: Rect(x: -1, y: -1, width: 12, height: 12))
        #expect(a.combiningRegion(with: far, .intersection, fillRule: .nonZero).isEmpty)
        #expect(a.combiningRegion(with: cover, .subtraction, fillRule: .nonZero).isEmpty)
        #expect(Path().combiningRegion(with: a, .intersection, fillRule: .nonZero).isEmpty)
        #expect(abs(area(Path().combiningRegion(with: a, .union, fillRule: .nonZero)) - 100) < 1e-9)
        // An open subpath is closed for region operations.
        var triangle = Path()
        triangle.move(to: Point(0, 0)); triangle.line(to: Point(10, 0)); triangle.line(to: Point(10, 10))
        #expect(abs(area(triangle.normalizedRegion(fillRule: .nonZero)) - 50) < 1e-9)
    }

    @Test func coincidentAndDegenerateOperandsStayRobust() {
        let disc = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        let area = normalizedArea(disc)
        #expect(abs(self.area(disc.combiningRegion(with: disc, .union, fillRule: .nonZero)) - area) < 1e-6)
        #expect(abs(self.area(disc.combiningRegion(with: disc, .intersection, fillRule: .nonZero)) - area) < 1e-6)
        #expect(disc.combiningRegion(with: disc, .subtraction, fillRule: .nonZero).isEmpty)
        // A bow tie crossing itself: two triangles of 25 each, whichever rule.
        var bowTie = Path()
        bowTie.move(to: Point(0, 0)); bowTie.line(to: Point(10, 10)); bowTie.line(to: Point(10, 0))
        bowTie.line(to: Point(0, 10)); bowTie.close()
        #expect(abs(self.area(bowTie.normalizedRegion(fillRule: .nonZero)) - 50) < 1e-9)
        #expect(subpathAreas(bowTie.normalizedRegion(fillRule: .nonZero)).allSatisfy { $0 > 0 })
        // A path with no area has no region.
        var line = Path()
        line.move(to: Point(0, 0)); line.line(to: Point(10, 10))
        #expect(line.normalizedRegion(fillRule: .nonZero).isEmpty)
    }

    @Test func lineOperationsClipTheOutlineToTheOtherRegion() {
        let leftHalf = Path(rect: Rect(x: -5, y: -5, width: 10, height: 20))
        let inside = a.clippingLines(to: leftHalf, .intersection, fillRule: .nonZero)
        let outside = a.clippingLines(to: leftHalf, .subtraction, fillRule: .nonZero)
        #expect(abs(inside.length() - 20) < 1e-9)    // half the top, the left side, half the bottom
        #expect(abs(outside.length() - 20) < 1e-9)
        #expect(!inside.elements.contains(.close) && !outside.elements.contains(.close))
        // A closed subpath the other region does not touch stays closed.
        let untouched = a.clippingLines(to: Path(rect: Rect(x: 50, y: 50, width: 5, height: 5)), .subtraction,
                                        fillRule: .nonZero)
        #expect(untouched.elements.last == .close)
        #expect(abs(untouched.length() - 40) < 1e-9)
        #expect(a.clippingLines(to: Path(rect: Rect(x: 50, y: 50, width: 5, height: 5)), .intersection,
                                fillRule: .nonZero).isEmpty)
    }

    @Test func resultsDoNotDependOnConcurrentCalls() async {
        let left = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        let right = Path(ellipseIn: Rect(x: 7, y: 3, width: 20, height: 20))
        let serial = left.combiningRegion(with: right, .symmetricDifference, fillRule: .nonZero)
        let parallel = await withTaskGroup(of: Path.self) { group in
            for _ in 0..<8 {
                group.addTask { left.combiningRegion(with: right, .symmetricDifference, fillRule: .nonZero) }
            }
            return await group.reduce(into: [Path]()) { $0.append($1) }
        }
        #expect(parallel.count == 8 && parallel.allSatisfy { $0 == serial })
    }
}
