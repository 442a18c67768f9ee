import Foundation

/// A polyline whose segments follow the great circle (the shortest path on the globe) between its
/// points, as MapKit's `MKGeodesicPolyline` ("line segments that follow the contours of the Earth to
/// create the shortest path between the specified points"): its points are the great circle sampled at
/// most `GreatCircle.maximumStep` of arc apart, so `MapPolyline` and `MKPolylineRenderer` draw the
/// curve a flight path takes on the Mercator map.
open class MKGeodesicPolyline: MKPolyline, @unchecked Sendable {
    public override init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        super.init(coordinates: GreatCircle.sampled(through: Array(UnsafeBufferPointer(start: coords, count: count))))
    }
    public override init(points: UnsafePointer<MKMapPoint>, count: Int) {
        super.init(coordinates: GreatCircle.sampled(through: UnsafeBufferPointer(start: points, count: count).map(\.coordinate)))
    }
}

/// Points along great circles, by spherical linear interpolation of unit vectors.
enum GreatCircle {
    /// The largest arc between two sampled points: one degree (111 km), so a transatlantic leg has
    /// about 50 points and the drawn curve stays within a point of the true one at map scales.
    static let maximumStep = 1.0 * .pi / 180

    /// `coordinates` with the great circle between each pair sampled in. Longitudes run on across
    /// ±180° (190° rather than −170°), so a path over the antimeridian draws as one curve.
    static func sampled(through coordinates: [CLLocationCoordinate2D]) -> [CLLocationCoordinate2D] {
        guard var previous = coordinates.first else { return [] }
        var sampled = [previous]
        for next in coordinates.dropFirst() {
            let a = unitVector(previous), b = unitVector(next)
            let angle = acos(max(-1, min(1, a.x * b.x + a.y * b.y + a.z * b.z)))
            // Antipodes have no one great circle; coincident points need no samples.
            let steps = angle < .pi - 1e-9 ? max(1, Int((angle / maximumStep).rounded(.up))) : 1
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                var point = step == steps ? next : coordinate(slerp(a, b, angle: angle, t: t))
                point.longitude = continuing(point.longitude, from: sampled[sampled.count - 1].longitude)
                sampled.append(point)
            }
            previous = next
        }
        return sampled
    }

    private struct Vector { var x, y, z: Double }

    private static func unitVector(_ c: CLLocationCoordinate2D) -> Vector {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        return Vector(x: cos(lat) * cos(lon), y: cos(lat) * sin(lon), z: sin(lat))
    }

    private static func coordinate(_ v: Vector) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: atan2(v.z, (v.x * v.x + v.y * v.y).squareRoot()) * 180 / .pi,
                               longitude: atan2(v.y, v.x) * 180 / .pi)
    }

    private static func slerp(_ a: Vector, _ b: Vector, angle: Double, t: Double) -> Vector {
        guard angle > 1e-12 else { return a }
        let wa = sin((1 - t) * angle) / sin(angle), wb = sin(t * angle) / sin(angle)
        return Vector(x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z)
    }

    /// `longitude` shifted by whole turns to lie within 180° of `previous`.
    private static func continuing(_ longitude: Double, from previous: Double) -> Double {
        longitude + 360 * ((previous - longitude) / 360).rounded()
    }
}
