import Foundation
import SwiftUI

/// What part of the map is shown.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        indirect case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
    }
    let kind: Kind

    /// Fits all the map's content.
    public static let automatic = MapCameraPosition(kind: .automatic)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = true) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }
    /// The user's location; a render has none and shows the fallback.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }

    public var camera: MapCamera? { if case .camera(let camera) = kind { return camera }; return nil }
    public var region: MKCoordinateRegion? { if case .region(let region) = kind { return region }; return nil }
    public var rect: MKMapRect? { if case .rect(let rect) = kind { return rect }; return nil }
    public var item: MKMapItem? { if case .item(let item, _) = kind { return item }; return nil }
    public var allowsAutomaticPitch: Bool { if case .item(_, let allows) = kind { return allows }; return false }
    /// Whether the user moved the map (never in a render).
    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool { if case .userLocation = kind { return true }; return false }
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { return heading }; return false }
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let fallback) = kind { return fallback }; return nil }

    /// The region shown, or nil to fit the content. A camera shows `distance` metres across; an
    /// item 1 km around it.
    var shownRegion: MKCoordinateRegion? {
        switch kind {
        case .automatic: return nil
        case .region(let region): return region
        case .rect(let rect): return MKCoordinateRegion(rect)
        case .camera(let camera):
            return MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance, longitudinalMeters: camera.distance)
        case .item(let item, _):
            return MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        case .userLocation(_, let fallback): return fallback.shownRegion
        }
    }
}

/// A camera looking at a coordinate from `distance` metres.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate; self.distance = distance; self.heading = heading; self.pitch = pitch
    }
    public init(_ camera: MKMapCamera) {
        self.init(centerCoordinate: camera.centerCoordinate, distance: camera.centerCoordinateDistance,
                  heading: camera.heading, pitch: Double(camera.pitch))
    }
}

/// Limits on where the camera can go (a still shows the position as given).
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What `onMapCameraChange` is told.
public struct MapCameraUpdateContext {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

/// How often `onMapCameraChange` is called.
public struct MapCameraUpdateFrequency: Sendable {
    public static let onEnd = MapCameraUpdateFrequency()
    public static let continuous = MapCameraUpdateFrequency()
}

extension View {
    /// Camera change callbacks (the camera never moves in a still).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
    /// Ties map controls placed elsewhere to a map (the controls draw the same).
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
}
