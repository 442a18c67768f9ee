import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Degrees clockwise from north.
public typealias CLLocationDirection = Double

/// A latitude/longitude pair (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

/// Whether a coordinate is a valid latitude/longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A location: a coordinate plus altitude and accuracy.
public final class CLLocation: Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; timestamp = Date(timeIntervalSince1970: 0)
    }

    /// The great-circle distance to `location` in metres (haversine, mean Earth radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}

/// Location services: a render has no location, so authorisation is never granted.
public final class CLLocationManager {
    public enum AuthorizationStatus: Int32, Sendable { case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse }
    public init() {}
    public var authorizationStatus: AuthorizationStatus { .notDetermined }
    public var location: CLLocation? { nil }
    public var desiredAccuracy: Double = 0
    public weak var delegate: AnyObject?
    public func requestWhenInUseAuthorization() {}
    public func requestAlwaysAuthorization() {}
    public func startUpdatingLocation() {}
    public func stopUpdatingLocation() {}
}

/// Accuracy constants.
public let kCLLocationAccuracyBest: Double = -1
public let kCLLocationAccuracyNearestTenMeters: Double = 10

/// A compass heading (a render has none; for API such as MapKit's `UserLocation`).
public final class CLHeading: Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public init(magneticHeading: CLLocationDirection = 0, trueHeading: CLLocationDirection = 0) {
        self.magneticHeading = magneticHeading; self.trueHeading = trueHeading
    }
}
