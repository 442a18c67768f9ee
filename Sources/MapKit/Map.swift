import Foundation
import SwiftUI

/// What part of the map is shown.
public struct MapCameraPosition: Hashable, Sendable {
    let region: MKCoordinateRegion?
    /// Fits all the map's content.
    public static let automatic = MapCameraPosition(region: nil)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    /// The user's location (none in a render): the fallback.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance,
                                                     longitudinalMeters: camera.distance))
    }
    public static func item(_ item: MKMapItem) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000,
                                                     longitudinalMeters: 1000))
    }
}

/// A camera looking at a coordinate from `distance` metres.
public struct MapCamera: Hashable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate; self.distance = distance; self.heading = heading; self.pitch = pitch
    }
}

/// How a map can be moved.
public struct MapInteractionModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// User tracking of the iOS 14 map.
public enum MapUserTrackingMode: Hashable, Sendable { case none, follow }

/// A map. A render has no map tiles: it draws a neutral land-coloured placeholder with a faint
/// street grid, and its content (markers as red balloons, annotations, polylines, circles) projected
/// onto the region shown (docs/API-SHIMS.md).
public struct Map: View {
    let position: MapCameraPosition
    let items: [MapItem]

    /// iOS 17: content in a `MapContentBuilder` closure, positioned by `position`.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentGroup) {
        self.position = position.wrappedValue; items = content().items
    }

    /// iOS 17: starting at `initialPosition` (fitting the content by default).
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentGroup) {
        position = initialPosition; items = content().items
    }

    /// iOS 17, with a selection binding.
    public init<SelectedValue: Hashable>(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>,
                                         @MapContentBuilder content: () -> _MapContentGroup) {
        self.position = position.wrappedValue; items = content().items
    }

    /// iOS 17, no content.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        self.position = position.wrappedValue; items = []
    }

    /// iOS 14: a region and no annotations.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        position = .region(coordinateRegion.wrappedValue); items = []
    }

    /// iOS 14: a region with an annotation per item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        position = .region(coordinateRegion.wrappedValue); items = annotationItems.map { annotationContent($0)._mapItem }
    }

    public var body: some View {
        let region = position.region ?? .fitting(items.flatMap(\.coordinates))
        let items = self.items
        return GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                MapPlaceholderBackground()
                ForEach(items.indices, id: \.self) { index in
                    MapItemView(item: items[index], region: region, size: proxy.size)
                }
            }
        }
    }
}

/// The tile-less map: land colour and a faint street grid.
struct MapPlaceholderBackground: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        ZStack {
            dark ? Color(red: 0.16, green: 0.17, blue: 0.18) : Color(red: 0.96, green: 0.95, blue: 0.92)
            MapStreetGrid()
                .stroke(dark ? Color(white: 1, opacity: 0.08) : Color.white, lineWidth: 3)
        }
    }
}

/// Straight "streets" every 64 points.
struct MapStreetGrid: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var x = rect.minX + 40
        while x < rect.maxX { path.move(to: CGPoint(x: x, y: rect.minY)); path.addLine(to: CGPoint(x: x, y: rect.maxY)); x += 64 }
        var y = rect.minY + 28
        while y < rect.maxY { path.move(to: CGPoint(x: rect.minX, y: y)); path.addLine(to: CGPoint(x: rect.maxX, y: y)); y += 64 }
        return path
    }
}

/// One map item drawn at its projected position.
struct MapItemView: View {
    let item: MapItem
    let region: MKCoordinateRegion
    let size: CGSize

    var body: some View {
        switch item {
        case let .marker(_, systemImage, _, tint, coordinate):
            pinned(at: coordinate, anchor: .bottom) { MapMarkerBalloon(systemImage: systemImage, tint: tint ?? .red) }
        case let .annotation(coordinate, anchor, content):
            pinned(at: coordinate, anchor: anchor) { content }
        case let .polyline(coordinates, style, lineWidth):
            MapLine(points: coordinates.map { region.point(for: $0, in: size) }, closed: false)
                .stroke(style, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
        case let .polygon(coordinates, fill):
            MapLine(points: coordinates.map { region.point(for: $0, in: size) }, closed: true)
                .fill(fill ?? AnyShapeStyle(Color.blue.opacity(0.3)))
        case let .circle(center, radius, fill):
            let point = region.point(for: center, in: size)
            let diameter = 2 * radius / 111_320 / region.span.latitudeDelta * size.height
            pinned(at: center, anchor: .center) {
                Circle().fill(fill ?? AnyShapeStyle(Color.blue.opacity(0.3))).frame(width: diameter, height: diameter)
            }
            .opacity(point.x.isFinite ? 1 : 0)
        }
    }

    /// `content` with its `anchor` on the coordinate: in a zero-size frame aligned to the anchor
    /// (so the content overflows from the point), moved to it.
    private func pinned<Content: View>(at coordinate: CLLocationCoordinate2D, anchor: UnitPoint,
                                       @ViewBuilder _ content: () -> Content) -> some View {
        let point = region.point(for: coordinate, in: size)
        let alignment = Alignment(horizontal: anchor.x < 0.34 ? .leading : anchor.x > 0.66 ? .trailing : .center,
                                  vertical: anchor.y < 0.34 ? .top : anchor.y > 0.66 ? .bottom : .center)
        return content()
            .frame(width: 0, height: 0, alignment: alignment)
            .offset(x: point.x, y: point.y)
    }
}

/// A polyline through projected points.
struct MapLine: Shape {
    let points: [CGPoint]
    let closed: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }
}

/// The red balloon of a `Marker`: a 30-point circle with a white glyph and a small tail.
struct MapMarkerBalloon: View {
    let systemImage: String?
    let tint: Color

    var body: some View {
        VStack(spacing: -3) {
            ZStack {
                Circle().fill(tint)
                Circle().strokeBorder(Color.white, lineWidth: 1.5)
                Image(systemName: systemImage ?? "mappin")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(Color.white)
            }
            .frame(width: 30, height: 30)
            Triangle().fill(tint).frame(width: 10, height: 7)
        }
    }
}

/// A downward-pointing triangle.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The look of the map (all drawn the same in a render).
public struct MapStyle: Sendable {
    /// Terrain relief.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// Points of interest shown.
    public struct PointsOfInterest: Sendable {
        public static let all = PointsOfInterest()
        public static let excludingAll = PointsOfInterest()
    }
    public static let standard = MapStyle()
    public static let imagery = MapStyle()
    public static let hybrid = MapStyle()
    public static func standard(elevation: Elevation = .automatic, pointsOfInterest: PointsOfInterest = .all,
                                showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointsOfInterest = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle() }
}

/// A map control (compass, scale, user-location button); none are drawn.
public struct MapCompass: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// The user-location button (not drawn: a render has no location).
public struct MapUserLocationButton: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// The scale bar (not drawn).
public struct MapScaleView: View {
    public init() {}
    public var body: some View { EmptyView() }
}

extension View {
    /// The map's look; a render draws every style as the neutral placeholder.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// Map controls (not drawn).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Map control visibility (no controls are drawn).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
}
