import CoreLocation
import Foundation
import MapKit
import SwiftUI

// MapKit's UIKit map and Core Location as apps write them: an MKMapView representable whose
// coordinator is its delegate (tinted markers, a route line), a location manager model, search,
// directions and geocoding.

/// A place to pin: an NSObject annotation of the code's own.
final class Place: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    let subtitle: String?
    let isFavourite: Bool

    init(_ title: String, _ coordinate: CLLocationCoordinate2D, favourite: Bool = false) {
        self.title = title
        self.coordinate = coordinate
        subtitle = nil
        isFavourite = favourite
    }
}

struct PlacesMap: UIViewRepresentable {
    let places: [Place]
    var route: [CLLocationCoordinate2D] = []
    var region: MKCoordinateRegion?
    var mapType: MKMapType = .standard

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            guard !(annotation is MKUserLocation) else { return nil }
            guard let place = annotation as? Place, place.isFavourite else { return nil }
            let identifier = "favourite"
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: identifier) as? MKMarkerAnnotationView
                ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
            view.annotation = annotation
            view.markerTintColor = .systemBlue
            view.glyphText = "★"
            view.canShowCallout = true
            view.zPriority = .max
            return view
        }

        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            if let polyline = overlay as? MKPolyline {
                let renderer = MKPolylineRenderer(polyline: polyline)
                renderer.strokeColor = .systemGreen
                renderer.lineWidth = 6
                return renderer
            }
            if let circle = overlay as? MKCircle {
                let renderer = MKCircleRenderer(circle: circle)
                renderer.fillColor = UIColor.systemOrange.withAlphaComponent(1)
                return renderer
            }
            return MKOverlayRenderer(overlay: overlay)
        }

        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView(frame: .zero)
        mapView.delegate = context.coordinator
        mapView.showsUserLocation = true
        mapView.isRotateEnabled = false
        mapView.pointOfInterestFilter = .excludingAll
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.mapType = mapType
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(places)
        mapView.removeOverlays(mapView.overlays)
        if !route.isEmpty { mapView.addOverlay(MKPolyline(coordinates: route, count: route.count), level: .aboveRoads) }
        if let region { mapView.setRegion(region, animated: false) } else { mapView.showAnnotations(places, animated: false) }
    }
}

/// A location model: permission, updates and reverse geocoding through a delegate.
final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate, @unchecked Sendable {
    private let manager = CLLocationManager()
    private let geocoder = CLGeocoder()
    @Published var status: CLAuthorizationStatus = .notDetermined
    @Published var location: CLLocation?
    @Published var city = "Locating…"
    private(set) var lastError: Error?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.distanceFilter = 50
        manager.activityType = .fitness
    }

    func start() {
        status = manager.authorizationStatus
        switch status {
        case .notDetermined: manager.requestWhenInUseAuthorization()
        case .authorizedAlways, .authorizedWhenInUse: manager.startUpdatingLocation()
        default: break
        }
        location = manager.location
    }

    func lookUp(_ location: CLLocation) {
        geocoder.reverseGeocodeLocation(location) { placemarks, error in
            if let error {
                self.lastError = error
                return
            }
            self.city = placemarks?.first?.locality ?? "Unknown"
        }
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { status = manager.authorizationStatus }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { location = locations.last }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { lastError = error }
}

/// Search and directions as a view model runs them.
@MainActor
final class PlaceSearch: ObservableObject {
    @Published var results: [MKMapItem] = []
    @Published var route: MKRoute?
    private(set) var errors: [Error] = []

    func search(_ query: String, near region: MKCoordinateRegion) async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = query
        request.region = region
        request.resultTypes = .pointOfInterest
        do {
            results = try await MKLocalSearch(request: request).start().mapItems
        } catch {
            errors.append(error)
        }
    }

    func directions(from source: MKMapItem, to destination: MKMapItem) {
        let request = MKDirections.Request()
        request.source = source
        request.destination = destination
        request.transportType = .walking
        MKDirections(request: request).calculate { response, error in
            Task { @MainActor in
                if let error { self.errors.append(error) } else { self.route = response?.routes.first }
            }
        }
    }
}
