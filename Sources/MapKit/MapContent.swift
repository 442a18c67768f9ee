import Foundation
import SwiftUI

/// Something drawn on a `Map` (iOS 17 map content: markers, annotations, overlays). Map content is
/// also a `View` (drawing nothing on its own) so that `ForEach` and `Group` can hold it.
@MainActor @preconcurrency
public protocol MapContent: View {
    /// The items this content adds to the map.
    var _mapItems: [MapItem] { get }
}

/// Map content that is a leaf (a marker, an overlay): as a view it draws nothing.
@MainActor @preconcurrency
public protocol _MapContentLeaf: MapContent {}

extension _MapContentLeaf {
    public var body: some View { EmptyView() }
}

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

/// Builds map content from the statements of a `Map { }` closure.
@MainActor @resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentGroup { _MapContentGroup(items: content._mapItems) }
    public static func buildBlock() -> _MapContentGroup { _MapContentGroup(items: []) }
    public static func buildBlock(_ parts: _MapContentGroup...) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ part: _MapContentGroup?) -> _MapContentGroup { part ?? _MapContentGroup(items: []) }
    public static func buildIf(_ part: _MapContentGroup?) -> _MapContentGroup { buildOptional(part) }
    public static func buildEither(first: _MapContentGroup) -> _MapContentGroup { first }
    public static func buildEither(second: _MapContentGroup) -> _MapContentGroup { second }
    public static func buildArray(_ parts: [_MapContentGroup]) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
    public static func buildLimitedAvailability(_ part: _MapContentGroup) -> _MapContentGroup { part }
}

/// Several pieces of map content.
public struct _MapContentGroup: _MapContentLeaf {
    let items: [MapItem]
    public var _mapItems: [MapItem] { items }
}

/// No map content.
public struct EmptyMapContent: _MapContentLeaf {
    public init() {}
    public var _mapItems: [MapItem] { [] }
}

extension ForEach: MapContent where Content: MapContent {
    public var _mapItems: [MapItem] { data.flatMap { content($0)._mapItems } }
}

extension ForEach where Content == _MapContentGroup, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Map content for each element, built by a map content builder.
    @_disfavoredOverload
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> _MapContentGroup) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content == _MapContentGroup {
    /// Map content for each element identified by `id`, built by a map content builder.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> _MapContentGroup) {
        self.init(data, id: id, content: content)
    }
}

/// Map content built from a collection (`ForEach`).
@MainActor @preconcurrency
public protocol DynamicMapContent: MapContent {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicMapContent where Content: MapContent {}

extension Optional: MapContent where Wrapped: MapContent {
    public var _mapItems: [MapItem] { self?._mapItems ?? [] }
}

extension TupleView: MapContent where repeat each Content: MapContent {
    public var _mapItems: [MapItem] {
        var items: [MapItem] = []
        for content in repeat each value { items += content._mapItems }
        return items
    }
}

/// A balloon marker at a coordinate: a glyph, a monogram or an image in a balloon in the tint
/// (red by default), its title below.
public struct Marker: _MapContentLeaf {
    var item: MapItem
    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), coordinate: coordinate)
    }
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: systemImage, monogram: nil, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: monogram, image: nil), title: title, coordinate: coordinate)
    }
    public init(_ title: String, image: String, coordinate: CLLocationCoordinate2D) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: image), title: title, coordinate: coordinate)
    }
    public init(item mapItem: MKMapItem) {
        item = MapItem(.marker(systemImage: nil, monogram: nil, image: nil), title: mapItem.name ?? "", coordinate: mapItem.placemark.coordinate)
    }
    /// The marker's balloon colour (red by default).
    public func tint(_ tint: Color?) -> Marker {
        var marker = self
        marker.item.tint = tint.map { AnyShapeStyle($0) }
        return marker
    }
    public var _mapItems: [MapItem] { [item] }
}

/// A view placed at a coordinate, its `anchor` on the point (its centre by default), its title below.
public struct Annotation: _MapContentLeaf {
    let item: MapItem
    public init<Content: View>(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                               @ViewBuilder content: () -> Content) {
        item = MapItem(.annotation(anchor: anchor, content: AnyView(content())), title: title, coordinate: coordinate)
    }
    public init<Content: View, Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                            @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        item = MapItem(.annotation(anchor: anchor, content: AnyView(content())), coordinate: coordinate)
    }
    public var _mapItems: [MapItem] { [item] }
}

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

/// The user's location and heading (a render has neither).
public struct UserLocation {
    public var location: CLLocation? { nil }
    public var heading: CLHeading? { nil }
}

/// The user's location on the map: a render has no location, so nothing is drawn.
public struct UserAnnotation: _MapContentLeaf {
    public init() {}
    @_disfavoredOverload
    public init(anchor: UnitPoint = .center) {}
    public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: @escaping () -> Content) {}
    public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
    public var _mapItems: [MapItem] { [] }
}

/// Where overlays go among the map's layers (drawn above the placeholder either way).
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

extension MapContent {
    private func mapItems(_ change: (inout MapItem) -> Void) -> _MapContentGroup {
        _MapContentGroup(items: _mapItems.map { item in
            var item = item
            change(&item)
            return item
        })
    }

    /// The markers' balloon colour.
    public func tint<S: ShapeStyle>(_ tint: S) -> _MapContentGroup {
        let style = AnyShapeStyle(tint)
        return mapItems { $0.tint = style }
    }
    /// Whether markers and annotations show their titles.
    public func annotationTitles(_ visibility: Visibility) -> _MapContentGroup { mapItems { $0.showsTitle = visibility != .hidden } }
    /// Subtitles (markers and annotations here have none).
    public func annotationSubtitles(_ visibility: Visibility) -> _MapContentGroup { mapItems { _ in } }
    /// The selection tag (nothing is selected in a still).
    public func tag<V: Hashable>(_ tag: V) -> _MapContentGroup { mapItems { _ in } }

    /// Overlays' outline.
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> _MapContentGroup {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(lineWidth: CGFloat = 1) -> _MapContentGroup { strokeStyle(style: StrokeStyle(lineWidth: lineWidth)) }
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> _MapContentGroup {
        let paint = AnyShapeStyle(content)
        return mapItems { $0.stroke = paint; $0.strokeStyle = style }
    }
    public func strokeStyle(style: StrokeStyle) -> _MapContentGroup { mapItems { $0.strokeStyle = style } }
    /// Overlays' fill (a polyline's colour).
    public func foregroundStyle(_ content: some ShapeStyle) -> _MapContentGroup {
        let paint = AnyShapeStyle(content)
        return mapItems { $0.fill = paint }
    }
    public func mapOverlayLevel(level: MKOverlayLevel) -> _MapContentGroup { mapItems { _ in } }
}

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
