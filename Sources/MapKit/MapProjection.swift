import Foundation
import SwiftUI

/// How a map lays a region out in a view of `size`: MapKit's Web Mercator (`MKMapPoint`) at one
/// scale on both axes, centred on the region's centre and zoomed so the region's whole span fits
/// the view — the other axis shows more than asked, as `MKMapView.regionThatFits(_:)` adjusts a
/// region "to fit the aspect ratio of the map view's frame". Shapes keep their proportions: a
/// square of ground stays square whatever the view's aspect ratio or the latitude. A map running
/// under the safe area frames the region in the part of it inside `insets` (the safe area), as
/// MapKit keeps what it frames clear of bars and `safeAreaInset` panels; on an axis the insets
/// cover entirely it frames the region in the whole view, keeping the region's scale.
struct MapProjection {
    /// The centre of the framed part of the view.
    let focus: CGPoint
    /// The map point at `focus`.
    let center: MKMapPoint
    /// View points per map point.
    let scale: Double

    /// The smallest span a projection fits (a region of zero span shows this much around its centre).
    static let minimumSpan = 1e-6

    init(region: MKCoordinateRegion, size: CGSize, insets: EdgeInsets = EdgeInsets()) {
        let visibleWidth = size.width - insets.leading - insets.trailing
        let visibleHeight = size.height - insets.top - insets.bottom
        let framed = CGRect(x: visibleWidth > 0 ? insets.leading : 0, y: visibleHeight > 0 ? insets.top : 0,
                            width: visibleWidth > 0 ? visibleWidth : size.width, height: visibleHeight > 0 ? visibleHeight : size.height)
        focus = CGPoint(x: framed.midX, y: framed.midY)
        center = MKMapPoint(region.center)
        let latitudeDelta = max(region.span.latitudeDelta, Self.minimumSpan)
        let longitudeDelta = max(region.span.longitudeDelta, Self.minimumSpan)
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + latitudeDelta / 2, longitude: 0))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - latitudeDelta / 2, longitude: 0))
        let width = longitudeDelta / 360 * MKMapSize.world.width
        let height = max(south.y - north.y, Self.minimumSpan / 360 * MKMapSize.world.height)
        scale = min(framed.width / width, framed.height / height)
    }

    /// Where `coordinate` falls in the view.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let mapPoint = MKMapPoint(coordinate)
        return CGPoint(x: focus.x + (mapPoint.x - center.x) * scale, y: focus.y + (mapPoint.y - center.y) * scale)
    }

    /// The coordinate under `point` of the view.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        guard scale > 0 else { return center.coordinate }
        return MKMapPoint(x: center.x + (point.x - focus.x) / scale, y: center.y + (point.y - focus.y) / scale).coordinate
    }

    /// View points `metres` of ground span at `latitude` (MapKit's `MKMapPointsPerMeterAtLatitude`:
    /// the world's width over the length of that parallel, WGS 84's equator 40 075 016.686 m long).
    func length(ofMetres metres: Double, atLatitude latitude: CLLocationDegrees) -> Double {
        let parallel = 40_075_016.686 * max(cos(latitude * .pi / 180), 1e-9)
        return metres * MKMapSize.world.width / parallel * scale
    }
}
