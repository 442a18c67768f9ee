import Foundation

/// Something at a coordinate on an `MKMapView`: its title and subtitle are optional.
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation drawn as an area or line over the map: its extent in map points.
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
    var canReplaceMapContent: Bool { get }
    func intersects(_ mapRect: MKMapRect) -> Bool
}

extension MKOverlay {
    public var canReplaceMapContent: Bool { false }
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
}

/// An annotation with a title and subtitle, the base of MapKit's shapes.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?
    /// The shape's point (overridden by each shape).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    public override init() { super.init() }
}

/// A point annotation: a coordinate with a title, as `MKMapView` shows with a marker.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    private var point = CLLocationCoordinate2D()
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}
