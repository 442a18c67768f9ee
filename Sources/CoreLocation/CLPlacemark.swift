import Foundation

/// A place: a location with its name and address. Geocoding never resolves in a render, so the
/// placemarks the code sees are those it makes (MapKit's `MKPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?
    public let region: CLRegion?
    public let timeZone: TimeZone?

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location; name = placemark.name; thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare; locality = placemark.locality; subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea; subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode; isoCountryCode = placemark.isoCountryCode; country = placemark.country
        inlandWater = placemark.inlandWater; ocean = placemark.ocean; areasOfInterest = placemark.areasOfInterest
        region = placemark.region; timeZone = placemark.timeZone
        super.init()
    }

    /// A placemark at `location` with a name and no address (for MapKit's placemarks; Apple's
    /// equivalent takes a Contacts postal address, which Mockup does not have).
    public init(_location location: CLLocation?, name: String?) {
        self.location = location; self.name = name
        thoroughfare = nil; subThoroughfare = nil; locality = nil; subLocality = nil; administrativeArea = nil
        subAdministrativeArea = nil; postalCode = nil; isoCountryCode = nil; country = nil; inlandWater = nil; ocean = nil
        areasOfInterest = nil; region = nil; timeZone = nil
        super.init()
    }
}

/// Turns addresses into places and back. A render has no network: every request completes at once
/// with `CLError.network` and no placemarks.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    open var isGeocoding: Bool { false }

    @preconcurrency open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    @preconcurrency open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping @Sendable ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    @preconcurrency open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    @preconcurrency open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   completionHandler: @escaping @Sendable ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    @preconcurrency open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping @Sendable ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func cancelGeocode() {}
}
