import Foundation

extension Path.Command {
    /// The element's points in order (controls first, end point last); empty for `close`.
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// Whether every coordinate lies within ±`limit` (false for NaN).
    func isWithin(_ limit: Double) -> Bool {
        func inside(_ p: Point) -> Bool { abs(p.x) <= limit && abs(p.y) <= limit }
        switch self {
        case .move(let p), .line(let p): return inside(p)
        case .quad(let c, let p): return inside(c) && inside(p)
        case .cubic(let c1, let c2, let p): return inside(c1) && inside(c2) && inside(p)
        case .close: return true
        }
    }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quad(let c, let p): return c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
        case .close: return true
        }
    }

    /// The element with every point mapped by `t`.
    public func transformed(by t: Transform2D) -> Path.Command {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .close: return .close
        }
    }
}

extension Path {
    /// The path with every point mapped by `transform`.
    public func transformed(by transform: Transform2D) -> Path {
        Path(elements: elements.map { $0.transformed(by: transform) })
    }

    /// How many elements hold a NaN or infinite coordinate. The rasterizer and stroker skip the
    /// subpaths containing them and report it in `RasterDiagnostics`.
    public var nonFiniteElementCount: Int { elements.reduce(0) { $0 + ($1.isFinite ? 0 : 1) } }

    /// The end point of the last element: where the next `line(to:)` starts. After `close` it is
    /// the start of the closed subpath; nil for an empty path.
    public var endPoint: Point? {
        var start: Point?, current: Point?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if start == nil { start = p }
                current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path's curves (not just their control
    /// points), ignoring non-finite elements. `.zero` for a path without finite points.
    public var bounds: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        for element in elements where element.isFinite {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.add(p)
                for t in Self.extremaParameters(current.x, c.x, p.x) + Self.extremaParameters(current.y, c.y, p.y) {
                    box.add(Self.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                let ts = Self.extremaParameters(current.x, c1.x, c2.x, p.x)
                    + Self.extremaParameters(current.y, c1.y, c2.y, p.y)
                for t in ts { box.add(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }

    /// Parameters in (0, 1) where a quadratic coordinate has a zero derivative.
    private static func extremaParameters(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic coordinate has a zero derivative.
    private static func extremaParameters(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = qa·t² + qb·t + qc
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var isEmpty: Bool { minX > maxX }
    var rect: Rect { isEmpty ? .zero : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
