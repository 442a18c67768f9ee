import Foundation
import SwiftUI

/// A line through coordinates (blue, 4 points wide unless stroked).
public struct MapPolyline: _MapContentLeaf {
    let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = contourStyle.followsGreatCircles ? GreatCircle.sampled(through: coordinates) : coordinates
    }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
    }
    /// The polyline's points (an `MKGeodesicPolyline`'s are its great circles, sampled).
    public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
    /// How the line follows the Earth: `.straight` is straight on the map, `.geodesic` follows the
    /// great circles between the points, as `MKGeodesicPolyline` does.
    public struct ContourStyle: Sendable {
        let followsGreatCircles: Bool
        public static let straight = ContourStyle(followsGreatCircles: false)
        public static let geodesic = ContourStyle(followsGreatCircles: true)
    }
    public var _mapItems: [MapItem] { [MapItem(.polyline(coordinates))] }
}

/// A circle of `radius` metres around a coordinate.
public struct MapCircle: _MapContentLeaf {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
    public init(_ circle: MKCircle) { self.init(center: circle.coordinate, radius: circle.radius) }
    public init(mapRect: MKMapRect) { self.init(MKCircle(mapRect: mapRect)) }
    public var _mapItems: [MapItem] { [MapItem(.circle(center: center, radius: radius))] }
}

/// A filled polygon.
public struct MapPolygon: _MapContentLeaf {
    let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
    public init(_ polygon: MKPolygon) { coordinates = polygon.coordinates }
    public var _mapItems: [MapItem] { [MapItem(.polygon(coordinates))] }
}
