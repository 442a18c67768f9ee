/// Receives a path flattened to polylines in device space, one subpath at a time.
public protocol PolylineSink {
    /// Starts a subpath at `p`.
    mutating func begin(at p: Point)
    /// Adds a straight segment from the previous point to `p`.
    mutating func line(to p: Point)
    /// Ends the subpath; `closed` is true when the path said `close`.
    mutating func end(closed: Bool)
}

/// Turns a path into straight segments in device space (after the transform), so the curve
/// tolerance is in device pixels whatever the scale or rotation.
///
/// Curves use uniform subdivision with Wang's bound, `n = ceil(sqrt(d(d−1)/8 · M / tol))`, where M is
/// the largest second difference of the control points. Interior vertices are then pushed outward by
/// `B''(t)·Δt²/12`, two thirds of each chord's sagitta, so the polygon keeps the curve's area instead
/// of cutting every convex bulge short; the curve's end points are kept exactly.
public struct Flattener {
    /// Maximum distance (device pixels) between a curve and its polyline.
    public var tolerance: Double
    /// Curves whose control points all lie outside this rect become a single chord, which keeps the
    /// winding of every row the same while skipping their subdivision.
    public var cullRect: Rect?
    /// Upper bound on segments per curve, whatever its size.
    public static let maxSegmentsPerCurve = 4096
    public static let defaultTolerance = 0.05

    public init(tolerance: Double = Flattener.defaultTolerance, cullRect: Rect? = nil) {
        self.tolerance = tolerance; self.cullRect = cullRect
    }

    /// Flattens `path` mapped by `transform` into `sink`. Subpaths with a non-finite coordinate
    /// (before or after the transform) or one beyond `RasterLimits.maxCoordinate` after it are
    /// skipped and counted in the result.
    @discardableResult
    public func flatten<S: PolylineSink>(_ path: Path, transform: Transform2D = .identity,
                                         into sink: inout S) -> RasterDiagnostics {
        var diagnostics = RasterDiagnostics()
        let elements = path.elements
        var index = 0
        var closedStart: Point?   // where a subpath continues after `close` without a `move`
        while index < elements.count {
            var end = index + 1
            while end < elements.count, !Self.isMove(elements[end]) {
                if case .close = elements[end - 1] { break }
                end += 1
            }
            let range = index..<end
            let badElements = elements[range].reduce(0) {
                $0 + ($1.isFinite && $1.transformed(by: transform).isWithin(RasterLimits.maxCoordinate) ? 0 : 1)
            }
            if badElements > 0 {
                diagnostics.skippedSubpaths += 1
                diagnostics.nonFiniteElements += badElements
                closedStart = nil
            } else {
                closedStart = emitSubpath(elements[range], start: closedStart, transform: transform, into: &sink)
            }
            index = end
        }
        return diagnostics
    }

    private static func isMove(_ element: Path.Command) -> Bool {
        if case .move = element { return true }
        return false
    }

    /// Emits one subpath (a `move` or continuation, then segments, then at most one `close`).
    /// Returns the start point when the subpath was closed, for a following subpath without `move`.
    private func emitSubpath<S: PolylineSink>(_ elements: ArraySlice<Path.Command>, start: Point?,
                                              transform t: Transform2D, into sink: inout S) -> Point? {
        var current: Point
        var first = elements.startIndex
        switch elements[first] {
        case .move(let p):
            current = t.apply(p); first += 1
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            // No `move`: continue from a closed subpath's start, else start at this element's end.
            if let start { current = start } else { current = t.apply(p); first += 1 }
        case .close:
            return start
        }
        let origin = current
        sink.begin(at: origin)
        var closed = false
        for element in elements[first...] {
            switch element {
            case .move: break
            case .line(let p):
                current = t.apply(p)
                sink.line(to: current)
            case .quad(let c, let p):
                let c1 = t.apply(c), p1 = t.apply(p)
                flattenQuad(current, c1, p1, into: &sink)
                current = p1
            case .cubic(let c1, let c2, let p):
                let d1 = t.apply(c1), d2 = t.apply(c2), p1 = t.apply(p)
                flattenCubic(current, d1, d2, p1, into: &sink)
                current = p1
            case .close:
                closed = true
            }
        }
        sink.end(closed: closed)
        return closed ? origin : nil
    }

    private func isCulled(_ points: Point...) -> Bool {
        guard let r = cullRect else { return false }
        return points.allSatisfy { $0.x < r.minX } || points.allSatisfy { $0.x > r.maxX }
            || points.allSatisfy { $0.y < r.minY } || points.allSatisfy { $0.y > r.maxY }
    }

    private func segmentCount(degreeFactor: Double, secondDifference m: Double) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n > 1 else { return 1 }
        return Int(min(n, Double(Self.maxSegmentsPerCurve)))
    }

    private func flattenQuad<S: PolylineSink>(_ p0: Point, _ c: Point, _ p1: Point, into sink: inout S) {
        let a = p0 - c * 2 + p1
        let n = isCulled(p0, c, p1) ? 1 : segmentCount(degreeFactor: 0.25, secondDifference: length(a))
        let dt = 1 / Double(n)
        let shift = a * (dt * dt / 6)   // B'' = 2a, pushed out by B''·Δt²/12
        for i in 1..<max(n, 1) {
            sink.line(to: Path.quadPoint(p0, c, p1, Double(i) * dt) - shift)
        }
        sink.line(to: p1)
    }

    private func flattenCubic<S: PolylineSink>(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point,
                                               into sink: inout S) {
        let a = p0 - c1 * 2 + c2, b = c1 - c2 * 2 + p1
        let n = isCulled(p0, c1, c2, p1)
            ? 1 : segmentCount(degreeFactor: 0.75, secondDifference: max(length(a), length(b)))
        let dt = 1 / Double(n)
        let k = dt * dt / 2   // B''(t) = 6((1−t)a + t·b), pushed out by B''·Δt²/12
        for i in 1..<max(n, 1) {
            let s = Double(i) * dt
            let shift = (a * (1 - s) + b * s) * k
            sink.line(to: Path.cubicPoint(p0, c1, c2, p1, s) - shift)
        }
        sink.line(to: p1)
    }

    private func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}
