import Foundation
import SwiftUI

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

extension MapInteractionModes {
    public typealias Element = MapInteractionModes
    public typealias ArrayLiteralElement = MapInteractionModes
}

/// User tracking of the iOS 14 map.
public enum MapUserTrackingMode: Hashable, Sendable { case none, follow, followWithHeading }

/// A map. A render has no map tiles: it draws a neutral placeholder in the map style's colours,
/// and its content (markers as balloons, annotations, polylines, circles, polygons) projected onto
/// the region shown at one Web Mercator scale (`MapProjection`), clipped to the map (docs/API-SHIMS.md). Bounds, interaction modes, scopes and selection do not
/// change a still. The iOS 17 map runs under the safe area (status bar, home indicator, bars,
/// `safeAreaInset` content), keeping its controls inside it; the iOS 14 map and an `MKMapView` stay in it.
/// Geography is never mirrored: in a right-to-left layout the map and its content sit where they do
/// left to right, and only annotation content, titles and the controls follow the layout direction.
public struct Map: View {
    let position: MapCameraPosition
    let items: [MapItem]
    let underSafeArea: Bool

    /// A map showing `items` at `position`; `underSafeArea` for the iOS 17 map.
    init(position: MapCameraPosition, items: [MapItem], underSafeArea: Bool = true) {
        self.position = position; self.items = items; self.underSafeArea = underSafeArea
    }

    // iOS 17: positioned by the content, a starting position or a position binding.

    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: .automatic, items: [])
    }
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: .automatic, items: content().items)
    }
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        self.init(position: initialPosition, items: [])
    }
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: initialPosition, items: content().items)
    }
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        self.init(position: position.wrappedValue, items: [])
    }
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: position.wrappedValue, items: content().items)
    }

    // iOS 17 with a selection binding.

    public init<SelectedValue: Hashable>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil) {
        self.init(position: .automatic, items: [])
    }
    public init<SelectedValue: Hashable>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                         @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: .automatic, items: content().items)
    }
    public init<SelectedValue: Hashable>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: initialPosition, items: content().items)
    }
    public init<SelectedValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentGroup) {
        self.init(position: position.wrappedValue, items: content().items)
    }

    // iOS 14: a region or map rectangle, optionally with an annotation per item.

    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(position: .region(coordinateRegion.wrappedValue), items: [], underSafeArea: false)
    }
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(position: .rect(mapRect.wrappedValue), items: [], underSafeArea: false)
    }
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue), items: annotationItems.map { annotationContent($0)._mapItem },
                  underSafeArea: false)
    }
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {
        self.init(position: .rect(mapRect.wrappedValue), items: annotationItems.map { annotationContent($0)._mapItem },
                  underSafeArea: false)
    }

    @Environment(\.mapStyle) private var style
    @Environment(\.mapControls) private var controls
    @Environment(\.layoutDirection) private var layoutDirection

    public var body: some View {
        let region = position.shownRegion ?? .fitting(items.flatMap(\.coordinates))
        // Overlays lie under markers and annotations, as on MapKit's map.
        let items = self.items.filter(\.isOverlay) + self.items.filter { !$0.isOverlay }
        let style = self.style, controls = self.controls, layoutDirection = self.layoutDirection
        return GeometryReader { proxy in
            // What the bars and panels cover of the map, as MKMapView's safe-area insets measure it.
            let insets = proxy._coveredSafeAreaInsets
            let projection = MapProjection(region: region, size: proxy.size, insets: insets)
            let items = MapTitleCollisions.resolving(items, in: projection)
            ZStack(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    MapPlaceholderBackground(style: style)
                    ForEach(items.indices, id: \.self) { index in
                        MapItemView(item: items[index], projection: projection, contentDirection: layoutDirection)
                    }
                }
                .environment(\.layoutDirection, .leftToRight)
                MapControlsView(controls: controls, size: CGSize(width: max(proxy.size.width - insets.leading - insets.trailing, 0),
                                                                 height: max(proxy.size.height - insets.top - insets.bottom, 0)))
                    .offset(x: insets.leading, y: insets.top)
            }
            // MapKit draws its content inside the map's bounds: an annotation at the edge is cut there.
            .clipped()
        }
        ._extendsIntoSafeArea(underSafeArea ? .all : [])
    }
}
