import Foundation
import SwiftUI

/// iOS 14 map annotations (`Map(coordinateRegion:annotationItems:)`).
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    var _mapItem: MapItem { get }
}

/// A balloon marker (iOS 14).
public struct MapMarker: MapAnnotationProtocol {
    public let _mapItem: MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), coordinate: coordinate)
        item.tint = tint.map { AnyShapeStyle($0) }
        _mapItem = item
    }
}

/// A pin (iOS 14): drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
    public let _mapItem: MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { _mapItem = MapMarker(coordinate: coordinate, tint: tint)._mapItem }
}

/// A view at a coordinate (iOS 14), centred on it.
public struct MapAnnotation: MapAnnotationProtocol {
    public let _mapItem: MapItem
    public init<Content: View>(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                               @ViewBuilder content: () -> Content) {
        _mapItem = MapItem(.annotation(anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: AnyView(content())),
                           coordinate: coordinate)
    }
}
