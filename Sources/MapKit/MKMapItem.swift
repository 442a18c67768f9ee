import Foundation

/// A point of interest: a placemark with a name, phone number and web address. Opening it in Maps
/// does nothing in a render.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    public let isCurrentLocation: Bool

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        super.init()
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = true
        super.init()
    }

    /// The device's location as a map item (a render has no location: it stands at 0, 0).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Opens the item in Maps: there is no Maps app in a render, so false.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    @discardableResult open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

// Launch options for opening Maps.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"

/// A placemark at a coordinate, as an annotation (its title is its name).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(_location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil)
    }

    /// A placemark at `coordinate`; the address dictionary is accepted but not read (its Contacts
    /// keys have no counterpart here).
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
    }

    public override convenience init(placemark: CLPlacemark) {
        self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D())
    }

    public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    public var title: String? { name }
    public var subtitle: String? { nil }
    public var countryCode: String? { isoCountryCode }
}
