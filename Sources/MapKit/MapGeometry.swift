@_exported import CoreLocation
import Foundation
import SwiftUI

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

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                         longitudeDelta: southEast.longitude - northWest.longitude))
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
}

/// A point on MapKit's flat world map: the Web Mercator projection of a coordinate onto a square
/// of `MKMapSize.world` map points.
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = max(min(coordinate.latitude, 85.0511), -85.0511) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: x / world * 360 - 180)
    }

    /// Metres between two map points (great-circle distance of their coordinates).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size in map points.
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init() { width = 0; height = 0 }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole world: 2²⁸ map points on a side, as MapKit's `MKMapSizeWorld`.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle in map points.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite }
    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
    public func contains(_ point: MKMapPoint) -> Bool { point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY }
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
    /// Whether the rectangles overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX <= maxX && rect.maxX >= minX && rect.minY <= maxY && rect.maxY >= minY
    }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// The rectangle moved in (negative: out) by `dx` and `dy` on each side.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        isNull ? self : MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        isNull ? self : MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

extension CLLocationCoordinate2D: Animatable {
    /// Latitude and longitude, so a coordinate can animate.
    public var animatableData: AnimatablePair<CLLocationDegrees, CLLocationDegrees> {
        get { AnimatablePair(latitude, longitude) }
        set { latitude = newValue.first; longitude = newValue.second }
    }
}
