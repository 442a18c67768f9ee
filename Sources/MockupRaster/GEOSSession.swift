import CGEOS

/// One GEOS context for one path operation. Every geometry the operation makes is handed to `own`
/// and destroyed with the session, so no GEOS state outlives the call or is shared between threads
/// (GEOS's `_r` API; a result never depends on what another thread does).
final class GEOSSession {
    let handle: GEOSContextHandle_t
    private var owned: [OpaquePointer] = []

    init() { handle = GEOS_init_r() }

    deinit {
        for geometry in owned { GEOSGeom_destroy_r(handle, geometry) }
        GEOS_finish_r(handle)
    }

    /// Keeps `geometry` until the session ends; nil (a GEOS failure) stays nil.
    @discardableResult
    func own(_ geometry: OpaquePointer?) -> OpaquePointer? {
        if let geometry { owned.append(geometry) }
        return geometry
    }

    // MARK: Building

    /// A line string through `points` (at least two), not owned: it goes into a collection.
    func lineString(_ points: [Point]) -> OpaquePointer? {
        var buffer = [Double]()
        buffer.reserveCapacity(points.count * 2)
        for p in points { buffer.append(p.x); buffer.append(p.y) }
        guard let sequence = GEOSCoordSeq_copyFromBuffer_r(handle, buffer, UInt32(points.count), 0, 0) else {
            return nil
        }
        return GEOSGeom_createLineString_r(handle, sequence)
    }

    /// An owned collection of `type` taking over `members` (which must not be owned).
    func collection(_ type: GEOSGeomTypes, of members: [OpaquePointer]) -> OpaquePointer? {
        var members: [OpaquePointer?] = members
        return own(members.withUnsafeMutableBufferPointer {
            GEOSGeom_createCollection_r(handle, Int32(type.rawValue), $0.baseAddress, UInt32($0.count))
        })
    }

    /// An owned empty polygon (the region of a path with no area).
    func emptyPolygon() -> OpaquePointer? { own(GEOSGeom_createEmptyPolygon_r(handle)) }

    // MARK: Reading

    /// The members of a collection (borrowed), or the geometry itself when it is not one.
    func members(of geometry: OpaquePointer) -> [OpaquePointer] {
        let count = GEOSGetNumGeometries_r(handle, geometry)
        guard count > 0 else { return [] }
        return (0..<count).compactMap { index -> OpaquePointer? in GEOSGetGeometryN_r(handle, geometry, index) }
    }

    /// The coordinates of a line string or ring, in order (a ring repeats its first point last).
    func points(of curve: OpaquePointer) -> [Point] {
        guard let sequence = GEOSGeom_getCoordSeq_r(handle, curve) else { return [] }
        var size: UInt32 = 0
        guard GEOSCoordSeq_getSize_r(handle, sequence, &size) != 0, size > 0 else { return [] }
        var buffer = [Double](repeating: 0, count: Int(size) * 2)
        guard GEOSCoordSeq_copyToBuffer_r(handle, sequence, &buffer, 0, 0) != 0 else { return [] }
        return (0..<Int(size)).map { Point(buffer[2 * $0], buffer[2 * $0 + 1]) }
    }

    /// A point strictly inside a polygon (GEOS's point on surface), nil for an empty one.
    func interiorPoint(of polygon: OpaquePointer) -> Point? {
        guard let point = own(GEOSPointOnSurface_r(handle, polygon)), GEOSisEmpty_r(handle, point) == 0 else {
            return nil
        }
        var x = 0.0, y = 0.0
        guard GEOSGeomGetX_r(handle, point, &x) != 0, GEOSGeomGetY_r(handle, point, &y) != 0 else { return nil }
        return Point(x, y)
    }

    func typeID(_ geometry: OpaquePointer) -> Int32 { GEOSGeomTypeId_r(handle, geometry) }
}
