import Foundation

/// A circle overlay: a centre and a radius in metres.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    private let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
        super.init()
    }

    /// The circle that fits in `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        self.init(center: center.coordinate, radius: center.distance(to: MKMapPoint(x: mapRect.midX, y: mapRect.minY)))
    }

    open override var coordinate: CLLocationCoordinate2D { center }
    open var boundingMapRect: MKMapRect {
        let span = MKCoordinateRegion(center: center, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius).span
        let northWest = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2,
                                                          longitude: center.longitude - span.longitudeDelta / 2))
        let southEast = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2,
                                                          longitude: center.longitude + span.longitudeDelta / 2))
        return MKMapRect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
}

/// Coordinates of a shape overlay, as MapKit's `MKMultiPoint` (the base of polylines and polygons).
open class MKMultiPoint: MKShape, @unchecked Sendable {
    let coordinates: [CLLocationCoordinate2D]

    init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
        super.init()
    }

    public var pointCount: Int { coordinates.count }

    /// Copies the coordinates in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<range.location + range.length).enumerated() { coords[offset] = coordinates[index] }
    }

    /// How far along the line each point at `indexes` lies, from 0 at the first point to 1 at the last.
    open func locations(at indexes: IndexSet) -> [CGFloat] {
        var travelled: [CLLocationDistance] = [0]
        for (a, b) in zip(coordinates, coordinates.dropFirst()) {
            let step = CLLocation(latitude: a.latitude, longitude: a.longitude)
                .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
            travelled.append(travelled[travelled.count - 1] + step)
        }
        let total = travelled.last ?? 0
        return indexes.filter { $0 < coordinates.count }.map { total > 0 ? CGFloat(travelled[$0] / total) : 0 }
    }

    /// The bounding rectangle of the points in map points.
    var pointsBoundingMapRect: MKMapRect {
        coordinates.map(MKMapPoint.init).reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }

    /// The centre of the points' bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = pointsBoundingMapRect
        return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// A polyline overlay through coordinates.
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        super.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: count)))
    }
    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        super.init(coordinates: UnsafeBufferPointer(start: points, count: count).map(\.coordinate))
    }
    override init(coordinates: [CLLocationCoordinate2D]) { super.init(coordinates: coordinates) }
    open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}

/// A polygon overlay with coordinates as its corners.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// Holes cut out of the polygon.
    public let interiorPolygons: [MKPolygon]?

    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]? = nil) {
        self.interiorPolygons = interiorPolygons
        super.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: count)))
    }
    public init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]? = nil) {
        self.interiorPolygons = interiorPolygons
        super.init(coordinates: UnsafeBufferPointer(start: points, count: count).map(\.coordinate))
    }
    open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}

/// A MapKit camera (UIKit-era form of `MapCamera`).
open class MKMapCamera: NSObject, @unchecked Sendable {
    open var centerCoordinate: CLLocationCoordinate2D
    open var centerCoordinateDistance: CLLocationDistance
    open var pitch: CGFloat
    open var heading: CLLocationDirection

    public init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                pitch: CGFloat, heading: CLLocationDirection) {
        self.centerCoordinate = centerCoordinate; centerCoordinateDistance = distance; self.pitch = pitch; self.heading = heading
        super.init()
    }

    public override convenience init() {
        self.init(lookingAtCenter: CLLocationCoordinate2D(), fromDistance: 0, pitch: 0, heading: 0)
    }
}
