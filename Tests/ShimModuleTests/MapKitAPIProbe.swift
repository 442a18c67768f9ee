import Foundation
@testable import MapKit
import SwiftUI

/// Every MapKit for SwiftUI (iOS 17) initializer family and modifier, as app code writes them:
/// this file compiles only while the API is complete, and `MapKitAPIProbeTests` checks it.
@MainActor
enum MapKitAPIProbe {
    struct Place: Identifiable {
        let id: Int
        let coordinate: CLLocationCoordinate2D
    }

    /// A map content type of the app's own.
    struct Stops: MapContent {
        var body: some MapContent {
            ForEach(places) { place in Marker("Stop", coordinate: place.coordinate) }
        }
    }

    static let center = CLLocationCoordinate2D(latitude: 37.33, longitude: -122.01)
    static let places = [Place(id: 0, coordinate: center), Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: 37.34, longitude: -122.0))]
    static let region = MKCoordinateRegion(center: center, latitudinalMeters: 2000, longitudinalMeters: 2000)
    static let item: MKMapItem = {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: center))
        item.name = "Park"
        return item
    }()

    /// Every map content initializer: 6 markers, 2 annotations, 3 circles, 3 polylines,
    /// 3 polygons; user annotations draw nothing; 2 from `ForEach`, 1 from the branch taken, 2
    /// from the custom `Stops`.
    @MapContentBuilder static var content: _MapContentGroup {
        Marker("Park", coordinate: center)
        Marker("Cafe", systemImage: "cup.and.saucer.fill", coordinate: center).tint(.brown)
        Marker("Bank", monogram: Text("BK"), coordinate: center)
        Marker("Shop", image: "shop", coordinate: center)
        Marker(item: item)
        Marker(coordinate: center) { Label("Label", systemImage: "star") }
        Annotation("Pin", coordinate: center, anchor: .bottom) { Circle().frame(width: 8, height: 8) }
        Annotation(coordinate: center) { Image(systemName: "star") } label: { Text("Star") }
        MapCircle(center: center, radius: 100).foregroundStyle(Color.blue.opacity(0.2)).stroke(Color.blue, lineWidth: 2)
        MapCircle(MKCircle(center: center, radius: 50))
        MapCircle(mapRect: MKMapRect(origin: MKMapPoint(center), size: MKMapSize(width: 1000, height: 1000)))
        MapPolyline(coordinates: places.map(\.coordinate), contourStyle: .geodesic).stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [4]))
        MapPolyline(points: places.map { MKMapPoint($0.coordinate) })
        MapPolyline(MKPolyline(coordinates: places.map(\.coordinate), count: places.count)).stroke(lineWidth: 2).mapOverlayLevel(level: .aboveLabels)
        MapPolygon(coordinates: places.map(\.coordinate)).foregroundStyle(.green.opacity(0.3)).strokeStyle(style: StrokeStyle(lineWidth: 1))
        MapPolygon(points: places.map { MKMapPoint($0.coordinate) })
        MapPolygon(MKPolygon(coordinates: places.map(\.coordinate), count: places.count))
        UserAnnotation()
        UserAnnotation(anchor: .center)
        UserAnnotation { Circle().frame(width: 10, height: 10) }
        UserAnnotation(anchor: .bottom) { (location: UserLocation) in Text(location.location == nil ? "?" : "!") }
        ForEach(places) { place in
            Marker("Stop \(place.id)", coordinate: place.coordinate).tag(place.id)
        }
        if places.isEmpty {
            Marker("Empty", coordinate: center)
        } else {
            MapCircle(center: center, radius: 10)
        }
        EmptyMapContent()
        Stops()
    }

    /// Every `Map` initializer.
    static var maps: [Map] {
        let position = Binding.constant(MapCameraPosition.region(region))
        let selection = Binding<Int?>.constant(nil)
        let rect = Binding.constant(MKMapRect(origin: MKMapPoint(center), size: MKMapSize(width: 5000, height: 5000)))
        let bounds = MapCameraBounds(centerCoordinateBounds: region, minimumDistance: 100, maximumDistance: 10_000)
        @Namespace var scope
        return [
            Map(),
            Map(bounds: bounds, interactionModes: [.pan, .zoom], scope: scope) { content },
            Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1000, heading: 0, pitch: 45))),
            Map(initialPosition: .item(item, allowsAutomaticPitch: false), bounds: MapCameraBounds(minimumDistance: 10)) { content },
            Map(position: position),
            Map(position: position, interactionModes: .all) { content },
            Map(selection: selection),
            Map(selection: selection) { content },
            Map(initialPosition: .rect(rect.wrappedValue), selection: selection) { content },
            Map(position: .constant(.userLocation(followsHeading: true, fallback: .automatic)), selection: selection) { content },
            Map(coordinateRegion: .constant(region), showsUserLocation: true, userTrackingMode: .constant(.followWithHeading)),
            Map(mapRect: rect),
            Map(coordinateRegion: .constant(region), annotationItems: places) { place in MapMarker(coordinate: place.coordinate, tint: .red) },
            Map(mapRect: rect, annotationItems: places) { place in
                MapAnnotation(coordinate: place.coordinate, anchorPoint: CGPoint(x: 0.5, y: 1)) { Text("A") }
            },
        ]
    }

    /// The view modifiers of maps and their controls.
    static var modified: some View {
        MapReader { proxy in
            Map(selection: Binding<MapFeature?>.constant(nil)) { content }
                .mapFeatureSelectionContent { feature in Marker(feature.title ?? "", coordinate: feature.coordinate) }
                .mapFeatureSelectionDisabled { feature in feature.kind == .territory }
                .mapStyle(.hybrid(elevation: .realistic, pointsOfInterest: .excludingAll, showsTraffic: true))
                .mapStyle(.standard(elevation: .flat, emphasis: .muted, pointsOfInterest: .including([.cafe]), showsTraffic: false))
                .mapStyle(.imagery)
                .mapControls {
                    MapUserLocationButton(); MapCompass(); MapScaleView(anchorEdge: .trailing); MapPitchToggle()
                    MapPitchSlider(); MapZoomStepper()
                }
                .mapControlVisibility(.visible)
                .onMapCameraChange { }
                .onMapCameraChange(frequency: .continuous) { context in _ = context.region.center }
                .onAppear { _ = proxy.convert(CGPoint(x: 1, y: 1), from: .local) }
        }
    }
}
