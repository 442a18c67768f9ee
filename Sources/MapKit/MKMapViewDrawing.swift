import Foundation
import SwiftUI

extension MKMapView {
    /// The map at rest, for this class only (a subclass of the code's own draws the placeholder):
    /// SwiftUI's `Map` at the position set, with the overlays the delegate renders under the
    /// annotations' views, which overlap in the order of their `zPriority` (added order among equals).
    public var _drawingAtRest: AnyView? {
        guard type(of: self) == MKMapView.self else { return nil }
        let annotated = annotations.filter { !($0 is MKUserLocation) }.compactMap(annotationItem).enumerated()
            .sorted { ($0.element.priority.rawValue, $0.offset) < ($1.element.priority.rawValue, $1.offset) }.map(\.element.item)
        return AnyView(Map(position: position, items: overlays.compactMap(overlayItem) + annotated, underSafeArea: false).mapStyle(mapType.style))
    }

    /// An overlay as its delegate's renderer draws it; nil when the renderer is not a path
    /// renderer of MapKit's (the base renderer draws nothing) or draws neither fill nor stroke.
    private func overlayItem(_ overlay: MKOverlay) -> MapItem? {
        guard let renderer = delegate?.mapView(self, rendererFor: overlay) as? MKOverlayPathRenderer else { return nil }
        let kind: MapItem.Kind
        switch (overlay, renderer) {
        case let (polyline as MKPolyline, _ as MKPolylineRenderer): kind = .polyline(polyline.coordinates)
        case let (polygon as MKPolygon, _ as MKPolygonRenderer): kind = .polygon(polygon.coordinates)
        case let (circle as MKCircle, _ as MKCircleRenderer): kind = .circle(center: circle.coordinate, radius: circle.radius)
        default: return nil
        }
        let stroke = (renderer as? MKGradientPolylineRenderer)?.colors.first ?? renderer.strokeColor
        if case .polyline = kind, stroke == nil { return nil }
        if stroke == nil, renderer.fillColor == nil { return nil }
        var item = MapItem(kind, coordinate: overlay.coordinate)
        item.fill = AnyShapeStyle(renderer.fillColor.map { Color(uiColor: $0).opacity(renderer.alpha) } ?? Color.clear)
        if let stroke {
            item.stroke = AnyShapeStyle(Color(uiColor: stroke).opacity(renderer.alpha))
            item.strokeStyle = renderer.strokeStyle
        }
        return item
    }

    /// An annotation as its view at rest, with the view's z priority: the delegate's view, or
    /// MapKit's default marker. A hidden view draws nothing.
    private func annotationItem(_ annotation: MKAnnotation) -> (item: MapItem, priority: MKAnnotationViewZPriority)? {
        let view = delegate?.mapView(self, viewFor: annotation)
        if view?.isHidden == true { return nil }
        return markerItem(annotation, view: view).map { ($0, view?.zPriority ?? .defaultUnselected) }
    }

    /// The map item that draws `annotation` as `view` (MapKit's default marker when nil) at rest.
    private func markerItem(_ annotation: MKAnnotation, view: MKAnnotationView?) -> MapItem? {
        let title = annotation.title ?? ""
        switch view {
        case let marker as MKMarkerAnnotationView:
            var item = MapItem(.marker(systemImage: nil, monogram: marker.glyphText.map { Text($0) },
                                       image: marker.glyphImage.map { Image(uiImage: $0) }),
                               title: title, coordinate: annotation.coordinate)
            item.tint = marker.markerTintColor.map { AnyShapeStyle(Color(uiColor: $0)) }
            item.showsTitle = marker.titleVisibility != .hidden
            return item
        case let pin as MKPinAnnotationView:
            var item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: title, coordinate: annotation.coordinate)
            item.tint = pin.pinTintColor.map { AnyShapeStyle(Color(uiColor: $0)) }
            item.showsTitle = false
            return item
        default:
            if let view, let image = view.image {
                // An image view: the image centred on the coordinate, moved by the centre offset; no title.
                let content = Image(uiImage: image).offset(x: view.centerOffset.x, y: view.centerOffset.y)
                var item = MapItem(.annotation(anchor: .center, content: AnyView(content)), title: title, coordinate: annotation.coordinate)
                item.showsTitle = false
                return item
            }
            return MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: title, coordinate: annotation.coordinate)
        }
    }
}

extension MKMapType {
    /// The SwiftUI map style with the same look.
    var style: MapStyle {
        switch self {
        case .standard: return .standard
        case .mutedStandard: return .standard(emphasis: .muted)
        case .satellite, .satelliteFlyover: return .imagery
        case .hybrid, .hybridFlyover: return .hybrid
        }
    }
}
