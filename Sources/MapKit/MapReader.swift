import Foundation
import SwiftUI

/// Reads a map's camera: `content` gets a proxy (it converts nothing outside a live map).
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }
    public var body: some View { content(MapProxy()) }
}

/// Converts between map coordinates and view points (nil in a still: there is no live map).
public struct MapProxy {
    public func camera(framing region: MKCoordinateRegion) -> MapCamera {
        MapCamera(centerCoordinate: region.center, distance: region.span.latitudeDelta * 111_320)
    }
    public func camera(framing rect: MKMapRect) -> MapCamera { camera(framing: MKCoordinateRegion(rect)) }
    public func camera(framing item: MKMapItem, allowPitch: Bool = true) -> MapCamera {
        MapCamera(centerCoordinate: item.placemark.coordinate, distance: 1000)
    }
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}
