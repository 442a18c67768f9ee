import Foundation
import SwiftUI

/// Something drawn on a `Map` (iOS 17 map content: markers, annotations, polylines, circles).
@MainActor @preconcurrency
public protocol MapContent {
    /// The items this content adds to the map.
    var _mapItems: [MapItem] { get }
}

/// One drawable thing on a map.
public enum MapItem {
    case marker(title: String, systemImage: String?, monogram: String?, tint: Color?, coordinate: CLLocationCoordinate2D)
    case annotation(coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: AnyView)
    case polyline(coordinates: [CLLocationCoordinate2D], style: AnyShapeStyle, lineWidth: CGFloat)
    case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance, fill: AnyShapeStyle?)
    case polygon(coordinates: [CLLocationCoordinate2D], fill: AnyShapeStyle?)

    var coordinates: [CLLocationCoordinate2D] {
        switch self {
        case .marker(_, _, _, _, let c), .annotation(let c, _, _): return [c]
        case .polyline(let cs, _, _), .polygon(let cs, _): return cs
        case .circle(let c, _, _): return [c]
        }
    }
}

/// Builds map content from the statements of a `Map { }` closure.
@MainActor @resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentGroup { _MapContentGroup(items: content._mapItems) }
    public static func buildBlock(_ parts: _MapContentGroup...) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ part: _MapContentGroup?) -> _MapContentGroup { part ?? _MapContentGroup(items: []) }
    public static func buildEither(first: _MapContentGroup) -> _MapContentGroup { first }
    public static func buildEither(second: _MapContentGroup) -> _MapContentGroup { second }
    public static func buildArray(_ parts: [_MapContentGroup]) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
}

/// Several pieces of map content.
public struct _MapContentGroup: MapContent {
    let items: [MapItem]
    public var _mapItems: [MapItem] { items }
}

/// A balloon marker at a coordinate.
public struct Marker: MapContent {
    var item: MapItem
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        item = .marker(title: title, systemImage: nil, monogram: nil, tint: nil, coordinate: coordinate)
    }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        item = .marker(title: title, systemImage: systemImage, monogram: nil, tint: nil, coordinate: coordinate)
    }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        item = .marker(title: title, systemImage: nil, monogram: "", tint: nil, coordinate: coordinate)
    }
    public init(item mapItem: MKMapItem) {
        item = .marker(title: mapItem.name ?? "", systemImage: nil, monogram: nil, tint: nil,
                       coordinate: mapItem.placemark.coordinate)
    }
    /// The marker's balloon colour (red by default).
    public func tint(_ tint: Color?) -> Marker {
        guard case let .marker(title, image, monogram, _, coordinate) = item else { return self }
        var marker = self
        marker.item = .marker(title: title, systemImage: image, monogram: monogram, tint: tint, coordinate: coordinate)
        return marker
    }
    public var _mapItems: [MapItem] { [item] }
}

/// A view placed at a coordinate, its `anchor` on the point (bottom centre by default).
public struct Annotation: MapContent {
    let item: MapItem
    public init<Content: View>(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                               @ViewBuilder content: () -> Content) {
        item = .annotation(coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }
    public init<Content: View, Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                            @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        item = .annotation(coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }
    public var _mapItems: [MapItem] { [item] }
}

/// A line through coordinates.
public struct MapPolyline: MapContent {
    let coordinates: [CLLocationCoordinate2D]
    var style = AnyShapeStyle(Color.blue)
    var lineWidth: CGFloat = 4
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    /// How the line follows the Earth.
    public enum ContourStyle: Sendable { case straight, geodesic }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapPolyline {
        var line = self
        line.style = AnyShapeStyle(style); line.lineWidth = lineWidth
        return line
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolyline {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }
    public var _mapItems: [MapItem] { [.polyline(coordinates: coordinates, style: style, lineWidth: lineWidth)] }
}

/// A circle of `radius` metres around a coordinate.
public struct MapCircle: MapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    var fill: AnyShapeStyle?
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle {
        var circle = self
        circle.fill = AnyShapeStyle(style)
        return circle
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapCircle { self }
    public var _mapItems: [MapItem] { [.circle(center: center, radius: radius, fill: fill)] }
}

/// A filled polygon.
public struct MapPolygon: MapContent {
    let coordinates: [CLLocationCoordinate2D]
    var fill: AnyShapeStyle?
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolygon {
        var polygon = self
        polygon.fill = AnyShapeStyle(style)
        return polygon
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapPolygon { self }
    public var _mapItems: [MapItem] { [.polygon(coordinates: coordinates, fill: fill)] }
}

/// The user's location (a render has none: nothing is drawn).
public struct UserAnnotation: MapContent {
    public init() {}
    public var _mapItems: [MapItem] { [] }
}

extension MapContent {
    /// The content's tint (applies to markers).
    public func tint(_ tint: Color?) -> some MapContent { self }
    /// Annotation titles' visibility.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent { self }
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
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
        _mapItem = .marker(title: "", systemImage: nil, monogram: nil, tint: tint, coordinate: coordinate)
    }
}

/// A pin (iOS 14): drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
    public let _mapItem: MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _mapItem = .marker(title: "", systemImage: nil, monogram: nil, tint: tint, coordinate: coordinate)
    }
}

/// A view at a coordinate (iOS 14), centred on it.
public struct MapAnnotation: MapAnnotationProtocol {
    public let _mapItem: MapItem
    public init<Content: View>(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                               @ViewBuilder content: () -> Content) {
        _mapItem = .annotation(coordinate: coordinate, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y),
                               content: AnyView(content()))
    }
}
