import Foundation
import SwiftUI

/// One drawable thing on a map.
public struct MapItem {
    public enum Kind {
        case marker(systemImage: String?, monogram: Text?, image: String?)
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

    var coordinates: [CLLocationCoordinate2D] {
        switch kind {
        case .marker, .annotation, .circle: return [circleCenter ?? coordinate]
        case .polyline(let cs), .polygon(let cs): return cs
        }
    }

    private var circleCenter: CLLocationCoordinate2D? { if case .circle(let center, _) = kind { return center }; return nil }

    var isOverlay: Bool {
        switch kind {
        case .polyline, .circle, .polygon: return true
        case .marker, .annotation: return false
        }
    }
}
