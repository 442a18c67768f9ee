import Foundation

/// A circle overlay: a centre and a radius in metres.
public final class MKCircle: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { coordinate = center; self.radius = radius }
    /// The circle that fits in `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        self.init(center: center.coordinate, radius: center.distance(to: MKMapPoint(x: mapRect.midX, y: mapRect.minY)))
    }
}

/// Coordinates of a shape overlay, as MapKit's `MKMultiPoint` (the base of polylines and polygons).
public class MKMultiPoint: @unchecked Sendable {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
    }
    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.coordinates = UnsafeBufferPointer(start: points, count: count).map(\.coordinate)
    }
    public var pointCount: Int { coordinates.count }
}

/// A polyline overlay through coordinates.
public final class MKPolyline: MKMultiPoint, @unchecked Sendable {}

/// A polygon overlay with coordinates as its corners.
public final class MKPolygon: MKMultiPoint, @unchecked Sendable {}

/// A MapKit camera (UIKit-era form of `MapCamera`).
public final class MKMapCamera: @unchecked Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var centerCoordinateDistance: CLLocationDistance
    public var pitch: CGFloat
    public var heading: CLLocationDirection
    public init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                pitch: CGFloat, heading: CLLocationDirection) {
        self.centerCoordinate = centerCoordinate; centerCoordinateDistance = distance; self.pitch = pitch; self.heading = heading
    }
}
