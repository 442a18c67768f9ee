import CoreLocation
import Foundation
@testable import MapKit
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// MapKit's `MKMapView` in a representable draws as SwiftUI's `Map` at rest; Core Location never
/// locates; search, directions and geocoding fail without a network.
@MainActor @Suite struct MapKitUIKitTests {
    /// A 0.1° square region around London, drawn 200 × 200: its 0.1° of latitude fill the height
    /// (2000 points per degree), and at one Mercator scale a degree of longitude is cos 51.5° as wide.
    static let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                                           span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

    /// The coordinate `dx`, `dy` points from the centre of the 200 × 200 map of `region`.
    private func at(_ dx: Double, _ dy: Double) -> CLLocationCoordinate2D {
        MapProjection(region: Self.region, size: CGSize(width: 200, height: 200)).coordinate(at: CGPoint(x: 100 + dx, y: 100 + dy))
    }

    private func render(_ view: some View, name: String) throws -> RenderedView {
        let rendered = try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1), fonts: FontLibrary.shared()) {
            view.frame(width: 200, height: 200)
        }
        try rendered.image.writeForInspection(name)
        return rendered
    }

    @Test func aMapViewDrawsItsAnnotationsAsMarkersAndItsRoute() throws {
        let map = PlacesMap(places: [Place("Cafe", at(-50, -50)), Place("Home", at(50, 50), favourite: true)],
                            route: [at(-90, 80), at(90, 80)], region: Self.region)
        let rendered = try render(map, name: "mkmapview")
        #expect(rendered.image.rgba(2, 2) == MapKitRenderTests.land)
        // Each balloon's circle is above its coordinate, left of its white glyph.
        let red = rendered.image.rgba(38, 30), blue = rendered.image.rgba(138, 130)
        #expect(red.r > 200 && red.g < 100 && red.b < 100, "the default marker, red: \(red)")
        #expect(blue.b > 200 && blue.r < 100, "the delegate's blue marker: \(blue)")
        let line = rendered.image.rgba(20, 180)
        #expect(line.g > 150 && line.r < 100, "the delegate's green 6-pt route at y = 180: \(line)")
        #expect(rendered.layout.tree.all(.text).compactMap(\.detail).sorted() == ["Cafe", "Home", "★"])
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
    }

    /// Views overlap in the order of their z priority (MapKit's values), not the order the
    /// annotations were added; a filter says which categories it lets through; a protocol-typed
    /// annotation answers `isKind(of:)` as its object does.
    @Test func zPriorityOrdersOverlappingViewsAndFiltersAnswer() throws {
        let favourite = Place("Home", at(0, 0), favourite: true), cafe = Place("Cafe", at(0, 0))
        let rendered = try render(PlacesMap(places: [favourite, cafe], region: Self.region), name: "mkmapview-zpriority")
        let front = rendered.image.rgba(88, 80)
        #expect(front.b > 200 && front.r < 100, "the favourite's blue marker (priority max) covers the default one added after it: \(front)")
        #expect(MKAnnotationView(annotation: nil, reuseIdentifier: nil).zPriority == .defaultUnselected)
        #expect(MKAnnotationViewZPriority.defaultUnselected.rawValue == 500 && MKAnnotationViewZPriority.max.rawValue == 1000)

        #expect(MKPointOfInterestFilter.excludingAll.excludes(.cafe) && MKPointOfInterestFilter.includingAll.includes(.cafe))
        let food = MKPointOfInterestFilter(including: [.cafe, .restaurant])
        #expect(food.includes(.restaurant) && food.excludes(.museum))
        #expect(MKPointOfInterestFilter(excluding: [.cafe]).excludes(.cafe))

        // The fallback renderer a delegate returns for overlays it does not draw covers nothing.
        #expect(MKOverlayRenderer().overlay.boundingMapRect.isNull)

        let annotation: MKAnnotation = cafe
        #expect(annotation.isKind(of: NSObject.self) && annotation.isKind(of: Place.self) && annotation.isMember(of: Place.self))
        #expect(!annotation.isKind(of: MKPointAnnotation.self) && !annotation.isMember(of: NSObject.self))
    }

    @Test func theMapTypeSetsTheStyleAndShowAnnotationsFitsThem() throws {
        let satellite = try render(PlacesMap(places: [Place("A", at(0, 0))], region: Self.region, mapType: .satellite), name: "mkmapview-satellite")
        #expect(satellite.image.rgba(2, 2) == (74, 84, 64, 255))

        let mapView = MKMapView()
        let places = [Place("A", CLLocationCoordinate2D(latitude: 51.525, longitude: -0.145)),
                      Place("B", CLLocationCoordinate2D(latitude: 51.475, longitude: -0.095))]
        mapView.addAnnotations(places)
        #expect(abs(mapView.region.center.latitude - 51.5) < 1e-12 && abs(mapView.region.center.longitude + 0.12) < 1e-12)
        mapView.showAnnotations(places, animated: true)
        #expect(abs(mapView.region.span.latitudeDelta - 0.05 * 1.4) < 1e-9)
        mapView.setCenter(at(0, 0), animated: false)
        #expect(mapView.centerCoordinate == at(0, 0))
        // A route's rect padded to fit, as an Uber clone frames its polyline.
        let route = MKMapRect(x: 100, y: 200, width: 300, height: 400)
        let fitted = mapView.mapRectThatFits(route, edgePadding: UIEdgeInsets(top: 64, left: 32, bottom: 500, right: 32))
        mapView.setVisibleMapRect(fitted, animated: true)
        #expect(fitted.origin.x == 100 && fitted.size.height == 400 && mapView.mapRectThatFits(route).size.width == 300)
        mapView.removeAnnotation(places[0])
        #expect(mapView.annotations.count == 1)
        let dequeued = mapView.dequeueReusableAnnotationView(withIdentifier: "x", for: places[1])
        #expect(dequeued is MKMarkerAnnotationView && mapView.dequeueReusableAnnotationView(withIdentifier: "x") == nil)
    }

    @Test func locationIsNeverKnownAndGeocodingFails() async throws {
        let model = LocationModel()
        model.start()
        #expect(model.status == .notDetermined && model.location == nil)
        model.lookUp(CLLocation(latitude: 51.5, longitude: -0.12))
        #expect((model.lastError as? CLError)?.code == .network && model.city == "Locating…")
        #expect(!CLLocationManager.locationServicesEnabled())
        var updates = 0
        for try await _ in CLLocationUpdate.liveUpdates() { updates += 1 }
        #expect(updates == 0)
        let error: Error = CLError(.denied)
        switch error {
        case CLError.denied: break
        default: Issue.record("CLError.denied matches a denied error")
        }
        let circle = CLCircularRegion(center: at(0, 0), radius: 100, identifier: "home")
        #expect(circle.contains(at(0, 0)) && !circle.contains(at(100, 0)))
    }

    @Test func searchAndDirectionsFailWithoutANetwork() async {
        let search = PlaceSearch()
        await search.search("coffee", near: Self.region)
        search.directions(from: MKMapItem.forCurrentLocation(), to: MKMapItem(placemark: MKPlacemark(coordinate: at(0, 0))))
        await Task.yield()
        #expect(search.results.isEmpty && search.route == nil)
        #expect((search.errors.first as? MKError)?.code == .serverFailure)
        let placemark = MKPlacemark(coordinate: at(10, 10))
        #expect(placemark.coordinate == at(10, 10) && placemark.title == nil)
        let point = MKPointAnnotation(coordinate: at(0, 0), title: "Here", subtitle: nil)
        #expect(point.title == "Here")
        let line = MKPolyline(coordinates: [at(0, 0), at(10, 0)], count: 2)
        #expect(line.pointCount == 2 && line.boundingMapRect.width > 0)
        #expect(MKPolyline(coordinates: [at(0, 0), at(10, 0), at(20, 0)], count: 3).locations(at: [0, 2]) == [0, 1])
        #expect(MKPolylineRenderer(overlay: line).polyline === line)
    }
}
