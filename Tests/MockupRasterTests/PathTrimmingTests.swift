import Foundation
import MockupRaster
import Testing

/// `Path.trimmed(from:to:)`: sections by fraction of the flattened length.
struct PathTrimmingTests {
    /// A 10 × 10 square from the origin, clockwise on screen, closed.
    private let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))

    private func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
    }

    private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func lengthOfAClosedSquareIncludesItsClosingSide() {
        #expect(abs(square.length() - 40) < 1e-9)
    }

    @Test func firstHalfOfTheSquareRunsAlongTheTopAndRightSides() {
        let half = vertices(square.trimmed(from: 0, to: 0.5))
        #expect(half.count == 3)
        #expect(close(half[0], Point(0, 0)) && close(half[1], Point(10, 0)) && close(half[2], Point(10, 10)), "\(half)")
    }

    @Test func sectionStartsAndEndsInsideSegments() {
        // 0.1 of 40 = 4 along the top; 0.7 of 40 = 28: 8 along the bottom side, going left.
        let section = vertices(square.trimmed(from: 0.1, to: 0.7))
        #expect(close(section.first!, Point(4, 0)))
        #expect(close(section.last!, Point(2, 10)), "\(section)")
        #expect(section.contains { close($0, Point(10, 0)) } && section.contains { close($0, Point(10, 10)) })
    }

    @Test func theClosingSegmentIsTrimmedToo() {
        // 0.9 of 40 = 36: 6 up the left side from (0, 10).
        let last = vertices(square.trimmed(from: 0.9, to: 1))
        #expect(close(last.first!, Point(0, 4)) && close(last.last!, Point(0, 0)), "\(last)")
    }

    @Test func circleLengthIsItsCircumference() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        // Within 0.03 % (the flattener keeps the curve's area, so its chords sit slightly outside).
        #expect(abs(circle.length() / (100 * Double.pi) - 1) < 3e-4, "\(circle.length())")
    }

    @Test func quarterOfACircleGoesFromThreeToSixOClock() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = vertices(circle.trimmed(from: 0, to: 0.25))
        #expect(close(quarter.first!, Point(100, 50), 1e-6))
        #expect(close(quarter.last!, Point(50, 100), 0.05), "\(quarter.last!)")
        // Every vertex lies on the circle and in the bottom-right quadrant.
        for p in quarter {
            #expect(abs(((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot() - 50) < 0.02)
            #expect(p.x >= 50 - 1e-6 && p.y >= 50 - 1e-6)
        }
    }

    @Test func fullTrimKeepsThePathAndEmptyRangesGiveNothing() {
        #expect(square.trimmed(from: 0, to: 1) == square)
        #expect(square.trimmed(from: -1, to: 2) == square)
        #expect(square.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(square.trimmed(from: 0.8, to: 0.2).isEmpty)
    }

    @Test func lengthRunsOverSubpathsInOrder() {
        var two = Path()
        two.move(to: Point(0, 0)); two.line(to: Point(10, 0))
        two.move(to: Point(0, 5)); two.line(to: Point(30, 5))
        // 40 in total; 0.5 = 20 → 10 into the second subpath. Each subpath touched is its own.
        let section = two.trimmed(from: 0.125, to: 0.5)
        let moves = section.elements.filter { if case .move = $0 { return true }; return false }
        #expect(moves.count == 2)
        #expect(close(vertices(section).last!, Point(10, 5)))
        #expect(close(vertices(section).first!, Point(5, 0)))
    }
}
