@_exported import CoreLocation
import Foundation

/// A latitude and longitude extent.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

/// A map region: a centre and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide (111 km per degree of latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.01)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }

    /// The smallest region around `coordinates`, with 20 % margin (a default span when there is one
    /// point or none).
    static func fitting(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else {
            return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009),
                                      span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        }
        var minLat = first.latitude, maxLat = first.latitude, minLon = first.longitude, maxLon = first.longitude
        for c in coordinates {
            minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude)
            minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2),
            span: MKCoordinateSpan(latitudeDelta: max((maxLat - minLat) * 1.4, 0.01),
                                   longitudeDelta: max((maxLon - minLon) * 1.4, 0.01)))
    }

    /// Where `coordinate` falls in a view of `size` showing this region (equirectangular).
    func point(for coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
        let x = (coordinate.longitude - (center.longitude - span.longitudeDelta / 2)) / span.longitudeDelta
        let y = ((center.latitude + span.latitudeDelta / 2) - coordinate.latitude) / span.latitudeDelta
        return CGPoint(x: x * size.width, y: y * size.height)
    }
}

/// A point of interest (compile surface).
public final class MKMapItem: Hashable, @unchecked Sendable {
    public var name: String?
    public let placemark: MKPlacemark
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    public static func == (lhs: MKMapItem, rhs: MKMapItem) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A placemark at a coordinate.
public final class MKPlacemark: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}
