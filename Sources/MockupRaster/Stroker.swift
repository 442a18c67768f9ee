import Foundation

/// The outline of a stroke, to be filled with the non-zero rule.
public struct StrokeOutline: Sendable {
    /// The outline, in device space when `transform` is the identity.
    public var path: Path
    /// What to fill `path` with: identity when the stroke was built in device space (uniform
    /// scale, rotation, translation), else the original transform (non-uniform scale or skew stretches
    /// the pen, as in Core Graphics).
    public var transform: Transform2D
    public var diagnostics: RasterDiagnostics
}

/// Builds stroke outlines (docs/RENDERING.md §3): flatten, dash, then for each polyline walk one side
/// forward and the other backward with caps at both ends. At each vertex the outer side gets the join
/// (miter within the limit, else bevel; or a round arc), the inner side goes through the pivot point,
/// and the non-zero fill resolves the small loops that makes.
public struct Stroker {
    /// Maximum distance (device pixels) between a curve or round cap and its outline.
    public var tolerance: Double

    public init(tolerance: Double = Flattener.defaultTolerance) { self.tolerance = tolerance }

    /// The outline of `path` stroked with `style`, for drawing with `transform`. Widths above
    /// `RasterLimits.maxLineWidth` device pixels are clamped to it.
    public func outline(_ path: Path, style: StrokeOptions, transform: Transform2D = .identity) -> StrokeOutline {
        let scale = transform.uniformScale
        let deviceSpace = scale != nil
        // Stroke in device space when the pen stays round; otherwise in user space with a tolerance
        // shrunk by the largest stretch.
        let flattenTransform = deviceSpace ? transform : .identity
        let penScale = scale ?? 1
        let userTolerance = deviceSpace ? tolerance : tolerance / max(transform.maximumStretch, 1e-9)
        var collector = PolylineCollector()
        var diagnostics = Flattener(tolerance: userTolerance).flatten(path, transform: flattenTransform,
                                                                      into: &collector)
        let requested = style.lineWidth * penScale
        let width = min(requested, RasterLimits.maxLineWidth)
        var outline = Path()
        guard width > 0, requested.isFinite else {
            if !requested.isFinite { diagnostics.nonFiniteElements += 1 }
            return StrokeOutline(path: outline, transform: deviceSpace ? .identity : transform,
                                 diagnostics: diagnostics)
        }
        let pattern = style.dash.map { $0 * penScale }
        let polylines = Dasher.dash(collector.polylines, pattern: pattern, phase: style.dashPhase * penScale)
        let pen = Pen(halfWidth: width / 2, style: style, tolerance: userTolerance)
        for polyline in polylines { pen.stroke(polyline, into: &outline) }
        return StrokeOutline(path: outline, transform: deviceSpace ? .identity : transform, diagnostics: diagnostics)
    }
}

/// Emits the outline pieces of one stroke width.
private struct Pen {
    let halfWidth: Double
    let style: StrokeOptions
    /// Angle step of round joins and caps, from the sagitta bound `r(1 − cos(θ/2)) ≤ tolerance`.
    let arcStep: Double

    init(halfWidth: Double, style: StrokeOptions, tolerance: Double) {
        self.halfWidth = halfWidth
        self.style = style
        // At least 1/4096 turn per step, whatever the tolerance (a vanishing one gives a step of 0).
        let step = 2 * acos(max(0, 1 - tolerance / halfWidth)), minimum = 2 * Double.pi / 4096
        arcStep = step >= minimum ? step : minimum
    }

    func stroke(_ polyline: Polyline, into path: inout Path) {
        var distinct: [Point] = []
        for p in polyline.points where distinct.last != p { distinct.append(p) }
        if distinct.count == 1 {
            dot(at: distinct[0], into: &path)
        } else if distinct.count > 1 {
            if polyline.isClosed && distinct.count > 2 {
                closedSide(distinct, into: &path)
                closedSide(distinct.reversed(), into: &path)
            } else {
                openOutline(distinct, into: &path)
            }
        }
    }

    /// A zero-length subpath: a round cap draws a disc, a square cap an axis-aligned square.
    private func dot(at p: Point, into path: inout Path) {
        switch style.lineCap {
        case .butt: return
        case .round:
            var contour = [p + Point(halfWidth, 0)]
            arc(center: p, from: Point(halfWidth, 0), sweep: 2 * Double.pi, into: &contour)
            contour.removeLast()
            append(contour, to: &path)
        case .square:
            path.append(Path(rect: Rect(x: p.x - halfWidth, y: p.y - halfWidth,
                                        width: 2 * halfWidth, height: 2 * halfWidth)))
        }
    }

    private func openOutline(_ points: [Point], into path: inout Path) {
        let reversedPoints = Array(points.reversed())
        let forward = Segments(points, halfWidth: halfWidth)
        let backward = Segments(reversedPoints, halfWidth: halfWidth)
        var contour = [points[0] + forward.normals[0]]
        side(forward, into: &contour)
        cap(at: points[points.count - 1], normal: forward.normals[forward.count - 1], into: &contour)
        side(backward, into: &contour)
        cap(at: points[0], normal: backward.normals[backward.count - 1], into: &contour)
        contour.removeLast()   // back at the start
        append(contour, to: &path)
    }

    /// One side of a closed polyline, as a closed contour with a join at every vertex.
    private func closedSide(_ vertices: [Point], into path: inout Path) {
        let segments = Segments(vertices + [vertices[0]], halfWidth: halfWidth)
        var contour = [vertices[0] + segments.normals[0]]
        for i in 0..<segments.count {
            let next = (i + 1) % segments.count
            contour.append(segments.points[i + 1] + segments.normals[i])
            join(segments, at: i, next: next, into: &contour)
        }
        // The last join ends where the contour started (or replaced it by an inner intersection).
        let end = contour.removeLast()
        contour[0] = end
        append(contour, to: &path)
    }

    private func append(_ contour: [Point], to path: inout Path) {
        path.move(to: contour[0])
        for p in contour.dropFirst() { path.line(to: p) }
        path.close()
    }

    /// Walks the offset side of an open polyline from its first to its last point (the contour
    /// already holds the first offset point).
    private func side(_ segments: Segments, into contour: inout [Point]) {
        for i in 0..<segments.count {
            contour.append(segments.points[i + 1] + segments.normals[i])
            if i + 1 < segments.count { join(segments, at: i, next: i + 1, into: &contour) }
        }
    }

    /// Joins the offset side at the vertex between segment `i` and segment `next`; the contour ends
    /// at that vertex's incoming offset point.
    private func join(_ segments: Segments, at i: Int, next: Int, into contour: inout [Point]) {
        let pivot = segments.points[i + 1], a = segments.normals[i], b = segments.normals[next]
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        let r2 = halfWidth * halfWidth
        if abs(cross) <= 1e-12 * r2 && dot > 0 { return }   // straight on
        if cross > 0 {
            // Turning towards this side (inner). Where the offset lines cross within half of each
            // segment, end there: no overlap for the fill to count twice. Otherwise go through the
            // pivot and let the non-zero fill resolve the loop.
            let cosHalf = ((1 + dot / r2) / 2).squareRoot()
            let back = halfWidth * (1 - cosHalf * cosHalf).squareRoot() / max(cosHalf, 1e-12)   // h·tan(φ/2)
            if back <= min(segments.lengths[i], segments.lengths[next]) / 2 {
                let direction = Point(a.y, -a.x) * (1 / halfWidth)   // incoming unit direction
                contour[contour.count - 1] = pivot + a - direction * back
            } else {
                contour.append(pivot)
                contour.append(pivot + b)
            }
            return
        }
        switch style.lineJoin {
        case .bevel:
            contour.append(pivot + b)
        case .round:
            arc(center: pivot, from: a, sweep: atan2(cross, dot), into: &contour)
        case .miter:
            // cos(φ/2) of the turn φ; the miter is halfWidth / cos(φ/2) from the pivot.
            let cosHalf = ((1 + dot / r2) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                let bisector = a + b
                let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
                contour.append(pivot + bisector * (halfWidth / (cosHalf * length)))
            }
            contour.append(pivot + b)
        }
    }

    /// The cap at `end`, from `end + normal` (the current point) round to `end − normal`.
    private func cap(at end: Point, normal n: Point, into contour: inout [Point]) {
        switch style.lineCap {
        case .butt:
            contour.append(end - n)
        case .square:
            let forward = Point(n.y, -n.x)   // the segment's direction × half width
            contour.append(end + n + forward)
            contour.append(end - n + forward)
            contour.append(end - n)
        case .round:
            arc(center: end, from: n, sweep: -Double.pi, into: &contour)
        }
    }

    /// Lines along the arc from `center + from` by `sweep` radians. Interior vertices sit slightly
    /// outside the circle so the polygon keeps the arc's area; the end point is exact.
    private func arc(center: Point, from: Point, sweep: Double, into contour: inout [Point]) {
        let steps = max(1, Int((abs(sweep) / arcStep).rounded(.up)))
        let step = sweep / Double(steps)
        // Sector area of an n-gon on radius ρ equals the circle's when ρ² sin θ = r² θ.
        let radial = abs(step) > 1e-9 ? (abs(step) / sin(abs(step))).squareRoot() : 1
        for i in 1..<steps {
            let angle = step * Double(i), c = cos(angle), s = sin(angle)
            contour.append(center + Point(from.x * c - from.y * s, from.x * s + from.y * c) * radial)
        }
        let c = cos(sweep), s = sin(sweep)
        contour.append(center + Point(from.x * c - from.y * s, from.x * s + from.y * c))
    }
}

extension Transform2D {
    /// The scale factor when the transform is a similarity (uniform scale, rotation, reflection,
    /// translation), else nil.
    public var uniformScale: Double? {
        let tolerance = 1e-9 * max(abs(a), abs(b), abs(c), abs(d), 1e-300)
        let rotation = abs(a - d) <= tolerance && abs(b + c) <= tolerance
        let reflection = abs(a + d) <= tolerance && abs(b - c) <= tolerance
        guard rotation || reflection else { return nil }
        let s = (a * a + b * b).squareRoot()
        return s.isFinite && s > 0 ? s : nil
    }

    /// The largest factor by which the transform stretches any direction.
    public var maximumStretch: Double {
        // Largest singular value of [[a, c], [b, d]].
        let p = a * a + b * b + c * c + d * d, q = a * d - b * c
        return ((p + (max(0, p * p - 4 * q * q)).squareRoot()) / 2).squareRoot()
    }
}

/// A polyline's segments: their offset vectors (left normal × half width) and lengths.
private struct Segments {
    let points: [Point]
    let normals: [Point]
    let lengths: [Double]
    var count: Int { normals.count }

    init(_ points: [Point], halfWidth: Double) {
        self.points = points
        var normals: [Point] = [], lengths: [Double] = []
        normals.reserveCapacity(points.count - 1); lengths.reserveCapacity(points.count - 1)
        for i in 1..<points.count {
            let d = points[i] - points[i - 1]
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            normals.append(Point(-d.y, d.x) * (halfWidth / length))
            lengths.append(length)
        }
        self.normals = normals; self.lengths = lengths
    }
}
