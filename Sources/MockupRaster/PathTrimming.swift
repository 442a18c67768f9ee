/// Trimming a path to a fraction of its length (SwiftUI's `Shape.trim(from:to:)`).
///
/// The path is flattened to polylines (curves within `tolerance` points), its length measured along
/// them, and the section between the two fractions of the *total* length (all subpaths in order,
/// a closed subpath including its closing segment) is returned as straight segments. Trimming
/// `0...1` returns the path unchanged, so a full trim keeps its curves and closed joins.
extension Path {
    /// The total length of the path in its own units, measured along its flattened polylines.
    public func length(tolerance: Double = PathTrimming.defaultTolerance) -> Double {
        PathTrimming.polylines(of: self, tolerance: tolerance).reduce(0) { $0 + PathTrimming.length(of: $1) }
    }

    /// The part of the path from fraction `from` to fraction `to` of its length (both clamped to
    /// 0...1). Empty when `from >= to`.
    public func trimmed(from: Double, to: Double, tolerance: Double = PathTrimming.defaultTolerance) -> Path {
        let start = min(max(from.isFinite ? from : 0, 0), 1), end = min(max(to.isFinite ? to : 1, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let polylines = PathTrimming.polylines(of: self, tolerance: tolerance)
        let total = polylines.reduce(0) { $0 + PathTrimming.length(of: $1) }
        guard total > 0 else { return Path() }
        return PathTrimming.section(of: polylines, from: start * total, to: end * total)
    }
}

/// The flattening and length parametrisation behind `Path.trimmed(from:to:)`.
public enum PathTrimming {
    /// Maximum distance, in path units (points), between a curve and the segments that replace it.
    public static let defaultTolerance = 0.01

    /// The flattened subpaths, each as its list of vertices; a closed one ends with its start
    /// point again, so its closing segment is measured too.
    static func polylines(of path: Path, tolerance: Double) -> [[Point]] {
        var collector = PolylineCollector()
        Flattener(tolerance: tolerance).flatten(path, into: &collector)
        return collector.polylines.map { line in
            line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
    }

    static func length(of vertices: [Point]) -> Double {
        zip(vertices, vertices.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The segments between arc lengths `from` and `to` (measured over all polylines in order); each
    /// polyline touched becomes its own open subpath.
    static func section(of polylines: [[Point]], from: Double, to: Double) -> Path {
        var path = Path()
        var travelled = 0.0
        for vertices in polylines {
            var started = false
            for (a, b) in zip(vertices, vertices.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                let t0 = max(0, (from - segmentStart) / length), t1 = min(1, (to - segmentStart) / length)
                if !started {
                    path.move(to: interpolate(a, b, t0))
                    started = true
                }
                path.line(to: interpolate(a, b, t1))
            }
            if travelled >= to { break }
        }
        return path
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
