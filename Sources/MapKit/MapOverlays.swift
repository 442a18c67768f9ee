import Foundation
import SwiftUI

/// A line through coordinates (blue, 4 points wide unless stroked).
public struct MapPolyline: _MapContentLeaf {
    let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }
    public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
    /// How the line follows the Earth (drawn straight on the flat placeholder).
    public struct ContourStyle: Sendable {
        public static let straight = ContourStyle()
        public static let geodesic = ContourStyle()
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
