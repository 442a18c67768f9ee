import Foundation
import SwiftUI

/// The kind of map an `MKMapView` shows.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// Whether the map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable { case none = 0, follow, followWithHeading }

/// MapKit's map view for UIKit. A render has no map tiles and no location: in a representable it
/// draws as SwiftUI's `Map` does at rest (`MKMapViewDrawing.swift`): the placeholder map in the map
/// type's colours, the region set (or one fitting the annotations and overlays), each annotation
/// as its annotation view at rest, each overlay as its delegate's renderer draws it. The map never
/// moves, so the delegate is asked only for annotation views and renderers.
open class MKMapView: UIView, _UIKitDrawnAtRest {
    open weak var delegate: MKMapViewDelegate?
    open var mapType: MKMapType = .standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    /// Whether the user's location shows (a render has none, so nothing is drawn).
    open var showsUserLocation = false
    open var userTrackingMode: MKUserTrackingMode = .none
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var cameraZoomRange: MKMapView.CameraZoomRange?
    open var cameraBoundary: MKMapView.CameraBoundary?
    open var selectedAnnotations: [MKAnnotation] = []
    public let userLocation = MKUserLocation()
    public private(set) var annotations: [MKAnnotation] = []
    public private(set) var overlays: [MKOverlay] = []
    /// What part of the map shows: fitting the content until a region, rectangle or camera is set.
    var position: MapCameraPosition = .automatic
    private var registeredViewClasses: [String: AnyClass] = [:]

    /// The zoom limits of the camera.
    public final class CameraZoomRange: NSObject, @unchecked Sendable {
        public let minCenterCoordinateDistance: CLLocationDistance
        public let maxCenterCoordinateDistance: CLLocationDistance
        public init?(minCenterCoordinateDistance: CLLocationDistance = 0, maxCenterCoordinateDistance: CLLocationDistance = .infinity) {
            self.minCenterCoordinateDistance = minCenterCoordinateDistance
            self.maxCenterCoordinateDistance = maxCenterCoordinateDistance
            super.init()
        }
    }

    /// Where the camera's centre may go.
    public final class CameraBoundary: NSObject, @unchecked Sendable {
        public let region: MKCoordinateRegion
        public init?(coordinateRegion region: MKCoordinateRegion) { self.region = region; super.init() }
        public convenience init?(mapRect: MKMapRect) { self.init(coordinateRegion: MKCoordinateRegion(mapRect)) }
    }

    // MARK: The shown region

    /// The region shown: the one set, or one fitting the annotations and overlays.
    open var region: MKCoordinateRegion {
        get { position.shownRegion ?? .fitting(annotations.map(\.coordinate) + overlays.flatMap(\.mapItemCoordinates)) }
        set { position = .region(newValue) }
    }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// The region that fits `region` in the view (the region itself: the drawing fits it on its own, `MapProjection`).
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region = MKCoordinateRegion(center: newValue, span: region.span) }
    }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }

    open var visibleMapRect: MKMapRect {
        get {
            let region = self.region
            let northWest = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                              longitude: region.center.longitude - region.span.longitudeDelta / 2))
            let southEast = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                              longitude: region.center.longitude + region.span.longitudeDelta / 2))
            return MKMapRect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
        }
        set { position = .rect(newValue) }
    }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    /// The map rect that fits `mapRect` in the view (the rect itself: the placeholder is not a Mercator
    /// map, and the padding is in points, which a render does not map to map points).
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { mapRect }
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect { mapRect }
    /// Shows `mapRect`; the padding (in points, which a render does not map to map points) is not applied.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }

    open var camera: MKMapCamera {
        get {
            let region = self.region
            return MKMapCamera(lookingAtCenter: region.center, fromDistance: region.span.latitudeDelta * 111_320, pitch: 0, heading: 0)
        }
        set { position = .camera(MapCamera(newValue)) }
    }
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    open func setCameraZoomRange(_ cameraZoomRange: CameraZoomRange?, animated: Bool) { self.cameraZoomRange = cameraZoomRange }
    open func setCameraBoundary(_ cameraBoundary: CameraBoundary?, animated: Bool) { self.cameraBoundary = cameraBoundary }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    /// Whether the user's location is on screen: a render has none.
    open var isUserLocationVisible: Bool { false }

    /// Where `coordinate` falls in `view` (this map view's own coordinates when `view` is nil or this view).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        MapProjection(region: region, size: bounds.size).point(for: coordinate)
    }
    /// The coordinate under `point` of `view` (this map view's own coordinates).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        MapProjection(region: region, size: bounds.size).coordinate(at: point)
    }

    // MARK: Annotations

    open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
    }
    /// Shows the annotations: the region becomes the one fitting them.
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        position = .region(.fitting(annotations.map(\.coordinate)))
    }
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? NSObject })
    }
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        selectedAnnotations.removeAll { $0 === annotation }
    }
    /// The view showing `annotation`: none, as a render puts no views on a map.
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? { nil }

    /// Registers an annotation view class for `dequeueReusableAnnotationView(withIdentifier:for:)`.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredViewClasses[identifier] = viewClass
    }
    /// A queued view to reuse: none, as a render has never shown one.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A new view of the class registered for `identifier` when it is one of MapKit's (a class of
    /// the code's own cannot be made here without its initializer: a marker view stands in).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        switch registeredViewClasses[identifier] {
        case let viewClass? where viewClass == MKAnnotationView.self:
            return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let viewClass? where viewClass == MKPinAnnotationView.self:
            return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        default:
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
    }

    // MARK: Overlays

    open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
    open func addOverlay(_ overlay: MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
    open func addOverlays(_ overlays: [MKOverlay], level: MKOverlayLevel) { self.overlays += overlays }
    open func insertOverlay(_ overlay: MKOverlay, at index: Int) { overlays.insert(overlay, at: min(max(index, 0), overlays.count)) }
    open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [MKOverlay]) {
        self.overlays.removeAll { overlay in overlays.contains { $0 === overlay } }
    }
    /// The renderer showing `overlay`: none, as a render keeps no renderers.
    open func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? { nil }
    open func overlays(in level: MKOverlayLevel) -> [MKOverlay] { overlays }
}

/// MapKit's default identifier for annotation views.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// MapKit's default identifier for cluster annotation views.
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// Which points of interest an `MKMapView` shows (a placeholder map has none).
public final class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    private let categories: Set<MKPointOfInterestCategory>
    private let isInclusive: Bool

    public init(including categories: [MKPointOfInterestCategory]) {
        self.categories = Set(categories); isInclusive = true
        super.init()
    }

    public init(excluding categories: [MKPointOfInterestCategory]) {
        self.categories = Set(categories); isInclusive = false
        super.init()
    }

    /// Whether the filter lets points of `category` show.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool { categories.contains(category) == isInclusive }

    /// Whether the filter hides points of `category`.
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

extension MKOverlay {
    /// The coordinates a map fits to show the overlay: its bounding rectangle's corners.
    var mapItemCoordinates: [CLLocationCoordinate2D] {
        let rect = boundingMapRect
        guard !rect.isNull else { return [coordinate] }
        return [MKMapPoint(x: rect.minX, y: rect.minY).coordinate, MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate]
    }
}
