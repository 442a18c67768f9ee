import Foundation
import SwiftUI

/// One drawable thing on a map.
public struct MapItem {
    public enum Kind {
        case marker(systemImage: String?, monogram: Text?, image: Image?)
        case annotation(anchor: UnitPoint, content: AnyView)
        case polyline([CLLocationCoordinate2D])
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
        case polygon([CLLocationCoordinate2D])
    }
    var kind: Kind
    var title: String = ""
    var coordinate = CLLocationCoordinate2D()
    var tint: AnyShapeStyle?
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var showsTitle = true

    init(_ kind: Kind, title: String = "", coordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()) {
        self.kind = kind; self.title = title; self.coordinate = coordinate
    }

    /// The coordinates the item covers: its point, its outline, or a circle's northmost,
    /// southmost, eastmost and westmost points (for `.automatic` to fit).
    var coordinates: [CLLocationCoordinate2D] {
        switch kind {
        case .marker, .annotation: return [coordinate]
        case .polyline(let cs), .polygon(let cs): return cs
        case let .circle(center, radius):
            let region = MKCoordinateRegion(center: center, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
            let dLat = region.span.latitudeDelta / 2, dLon = region.span.longitudeDelta / 2
            return [(dLat, 0), (-dLat, 0), (0, dLon), (0, -dLon)].map {
                CLLocationCoordinate2D(latitude: center.latitude + $0.0, longitude: center.longitude + $0.1)
            }
        }
    }

    var isOverlay: Bool {
        switch kind {
        case .polyline, .circle, .polygon: return true
        case .marker, .annotation: return false
        }
    }
}
