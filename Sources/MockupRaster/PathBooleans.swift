import CGEOS

/// A boolean operation on the regions two paths fill.
public enum PathRegionOperation: Hashable, Sendable {
    /// Inside either path.
    case union
    /// Inside both paths.
    case intersection
    /// Inside the first path and not the second.
    case subtraction
    /// Inside exactly one of the paths.
    case symmetricDifference
}

/// What to keep of a path's outline against another path's filled region.
public enum PathLineOperation: Hashable, Sendable {
    /// The parts of the outline inside the region.
    case intersection
    /// The parts of the outline outside the region.
    case subtraction
}

/// Boolean operations on paths (RENDERING.md §2.5), computed with GEOS.
///
/// Curves are flattened at `PathBooleans.tolerance`; every subpath of a region is closed. The
/// flattened outlines are noded into faces, and each face is kept when the path's winding number at
/// a point inside it says "filled" under the fill rule; the kept faces, merged, are the path's
/// region. Results are made of straight segments only: each polygon's outer ring runs clockwise on
/// screen (positive shoelace area with y down) and its holes the other way, so the result fills the
/// same under either fill rule.
public enum PathBooleans {
    /// Maximum distance (points) between a curve and the segments that replace it: 0.01 pt is
    /// 0.03 px at @3x, finer than the rasterizer's own 0.05 px (RENDERING.md §2.4).
    public static let tolerance = 0.01

    /// The region of `path` under `fillRule` as simple polygons (holes wound the other way).
    public static func normalized(_ path: Path, fillRule: FillRule) -> Path {
        let session = GEOSSession()
        guard let region = region(of: path, fillRule: fillRule, in: session) else { return Path() }
        return polygonPath(region, in: session)
    }

    /// `operation` applied to the regions `a` and `b` fill under `fillRule`.
    public static func combine(_ a: Path, _ b: Path, _ operation: PathRegionOperation, fillRule: FillRule) -> Path {
        let session = GEOSSession(), h = session.handle
        guard let first = region(of: a, fillRule: fillRule, in: session),
              let second = region(of: b, fillRule: fillRule, in: session) else { return Path() }
        let result: OpaquePointer?
        switch operation {
        case .union: result = GEOSUnion_r(h, first, second)
        case .intersection: result = GEOSIntersection_r(h, first, second)
        case .subtraction: result = GEOSDifference_r(h, first, second)
        case .symmetricDifference: result = GEOSSymDifference_r(h, first, second)
        }
        guard let result = session.own(result) else { return Path() }
        return polygonPath(result, in: session)
    }

    /// The outline of `a` (its subpaths as lines, a closed one with its closing segment) clipped to
    /// the region `b` fills under `fillRule`, as open subpaths (closed where a whole ring survives).
    public static func clipLines(_ a: Path, to b: Path, _ operation: PathLineOperation, fillRule: FillRule) -> Path {
        let session = GEOSSession(), h = session.handle
        let lines = polylines(of: a).compactMap { line -> OpaquePointer? in
            let points = line.isClosed ? line.points + [line.points[0]] : line.points
            return points.count > 1 ? session.lineString(points) : nil
        }
        guard !lines.isEmpty, let outline = session.collection(GEOS_MULTILINESTRING, of: lines),
              let region = region(of: b, fillRule: fillRule, in: session) else { return Path() }
        let result = operation == .intersection ? GEOSIntersection_r(h, outline, region)
                                                : GEOSDifference_r(h, outline, region)
        guard let result = session.own(result) else { return Path() }
        var path = Path()
        appendLines(result, to: &path, in: session)
        return path
    }

    // MARK: Regions

    private static func polylines(of path: Path) -> [Polyline] {
        var collector = PolylineCollector()
        Flattener(tolerance: tolerance).flatten(path, into: &collector)
        return collector.polylines
    }

    /// The path's subpaths flattened into closed rings (open ones closed, as filling closes them).
    static func rings(of path: Path) -> [[Point]] {
        polylines(of: path).map(\.points).filter { $0.count > 2 }
    }

    /// Whether a point with winding number `winding` is inside under `fillRule`.
    static func isInside(winding: Int, fillRule: FillRule) -> Bool {
        fillRule == .nonZero ? winding != 0 : winding & 1 != 0
    }

    /// The filled region of `path`: its faces whose winding number passes `fillRule`, merged.
    /// nil when GEOS fails.
    private static func region(of path: Path, fillRule: FillRule, in session: GEOSSession) -> OpaquePointer? {
        let h = session.handle
        let rings = rings(of: path)
        let lines = rings.compactMap { session.lineString($0 + [$0[0]]) }
        guard !lines.isEmpty else { return session.emptyPolygon() }
        guard let linework = session.collection(GEOS_MULTILINESTRING, of: lines),
              let noded = session.own(GEOSUnaryUnion_r(h, linework)) else { return nil }
        var input: [OpaquePointer?] = [noded]
        guard let faces = session.own(GEOSPolygonize_r(h, &input, 1)) else { return nil }
        let kept = session.members(of: faces).filter { face in
            guard let point = session.interiorPoint(of: face) else { return false }
            return isInside(winding: windingNumber(of: rings, at: point), fillRule: fillRule)
        }
        guard !kept.isEmpty else { return session.emptyPolygon() }
        let copies = kept.compactMap { GEOSGeom_clone_r(h, $0) }
        guard let collection = session.collection(GEOS_MULTIPOLYGON, of: copies) else { return nil }
        return session.own(GEOSUnaryUnion_r(h, collection))
    }

    /// How many times the closed `rings` wind around `p` (crossings counted with their direction).
    static func windingNumber(of rings: [[Point]], at p: Point) -> Int {
        var winding = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y, side > 0 { winding += 1 }
                } else if b.y <= p.y, side < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    // MARK: Back to paths

    /// The polygons of `geometry` as closed subpaths: outer rings clockwise on screen, holes the
    /// other way.
    private static func polygonPath(_ geometry: OpaquePointer, in session: GEOSSession) -> Path {
        var path = Path()
        appendPolygons(geometry, to: &path, in: session)
        return path
    }

    private static func appendPolygons(_ geometry: OpaquePointer, to path: inout Path, in session: GEOSSession) {
        let h = session.handle
        guard session.typeID(geometry) == Int32(GEOS_POLYGON.rawValue) else {
            if session.typeID(geometry) == Int32(GEOS_MULTIPOLYGON.rawValue)
                || session.typeID(geometry) == Int32(GEOS_GEOMETRYCOLLECTION.rawValue) {
                for member in session.members(of: geometry) { appendPolygons(member, to: &path, in: session) }
            }
            return
        }
        guard GEOSisEmpty_r(h, geometry) == 0, let shell = GEOSGetExteriorRing_r(h, geometry) else { return }
        appendRing(session.points(of: shell), clockwise: true, to: &path)
        for index in 0..<max(GEOSGetNumInteriorRings_r(h, geometry), 0) {
            if let hole = GEOSGetInteriorRingN_r(h, geometry, index) {
                appendRing(session.points(of: hole), clockwise: false, to: &path)
            }
        }
    }

    /// A closed ring (first point repeated last) as a closed subpath wound as asked.
    private static func appendRing(_ ring: [Point], clockwise: Bool, to path: inout Path) {
        var points = Array(ring.dropLast())
        guard points.count > 2 else { return }
        if (signedArea(points) > 0) != clockwise { points.reverse() }
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
    }

    /// Twice the shoelace area; positive for a ring clockwise on screen (y down).
    static func signedArea(_ points: [Point]) -> Double {
        var sum = 0.0
        var a = points[points.count - 1]
        for b in points {
            sum += a.x * b.y - b.x * a.y
            a = b
        }
        return sum
    }

    private static func appendLines(_ geometry: OpaquePointer, to path: inout Path, in session: GEOSSession) {
        let type = session.typeID(geometry)
        if type == Int32(GEOS_LINESTRING.rawValue) || type == Int32(GEOS_LINEARRING.rawValue) {
            var points = session.points(of: geometry)
            guard points.count > 1 else { return }
            let closed = points.count > 3 && points.first == points.last
            if closed { points.removeLast() }
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            if closed { path.close() }
        } else if type == Int32(GEOS_MULTILINESTRING.rawValue) || type == Int32(GEOS_GEOMETRYCOLLECTION.rawValue) {
            for member in session.members(of: geometry) { appendLines(member, to: &path, in: session) }
        }
    }
}

extension Path {
    /// The region this path fills under `fillRule`, as simple polygons that fill the same under
    /// either rule.
    public func normalizedRegion(fillRule: FillRule) -> Path {
        PathBooleans.normalized(self, fillRule: fillRule)
    }

    /// `operation` applied to the regions this path and `other` fill under `fillRule`.
    public func combiningRegion(with other: Path, _ operation: PathRegionOperation, fillRule: FillRule) -> Path {
        PathBooleans.combine(self, other, operation, fillRule: fillRule)
    }

    /// This path's outline clipped to the region `other` fills under `fillRule`.
    public func clippingLines(to other: Path, _ operation: PathLineOperation, fillRule: FillRule) -> Path {
        PathBooleans.clipLines(self, to: other, operation, fillRule: fillRule)
    }
}

extension Path {
    /// Whether regions this path fills under the non-zero rule with opposite winding signs meet along
    /// an edge: two edges traced over each other the same way, such as a hole contour doubled to fill
    /// it (Material Symbols' `FILL` = 1 instances draw `eco` and `shopping_bag` so). Signed-area
    /// coverage cancels across such an edge (a pixel half at +1 and half at −1 sums to 0), so a
    /// rasterizer must fill `normalizedRegion(fillRule: .nonZero)` instead. Each segment of the path
    /// flattened at `tolerance` that is traced twice the same way (the only way winding can change by
    /// two across an edge) is probed a hair to either side of its middle; a path without such a
    /// segment (almost every glyph) is answered after one pass over its segments.
    public func hasOpposingWindings(tolerance: Double = Flattener.defaultTolerance) -> Bool {
        var collector = PolylineCollector()
        Flattener(tolerance: tolerance).flatten(self, into: &collector)
        let rings = collector.polylines.map(\.points).filter { $0.count > 2 }
        /// A directed segment with its ends snapped to 1/1024 of a unit.
        struct SegmentKey: Hashable { let ax, ay, bx, by: Int64 }
        func key(_ a: Point, _ b: Point) -> SegmentKey {
            func snap(_ value: Double) -> Int64 { Int64((value * 1024).rounded()) }
            return SegmentKey(ax: snap(a.x), ay: snap(a.y), bx: snap(b.x), by: snap(b.y))
        }
        var traced: Set<SegmentKey> = [], doubled: Set<SegmentKey> = []
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if !traced.insert(key(a, b)).inserted { doubled.insert(key(a, b)) }
                a = b
            }
        }
        guard !doubled.isEmpty else { return false }
        let offset = tolerance / 8
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                defer { a = b }
                let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 4 * offset, doubled.contains(key(a, b)) else { continue }
                let middle = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
                let normal = Point(-dy / length * offset, dx / length * offset)
                let left = PathBooleans.windingNumber(of: rings, at: Point(middle.x + normal.x, middle.y + normal.y))
                let right = PathBooleans.windingNumber(of: rings, at: Point(middle.x - normal.x, middle.y - normal.y))
                if left * right < 0 { return true }
            }
        }
        return false
    }

    /// Whether `point` lies in the region this path fills under `fillRule` (curves flattened).
    public func contains(_ point: Point, fillRule: FillRule) -> Bool {
        PathBooleans.isInside(winding: PathBooleans.windingNumber(of: PathBooleans.rings(of: self), at: point),
                              fillRule: fillRule)
    }
}
