@_exported import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Degrees clockwise from north.
public typealias CLLocationDirection = Double
/// Metres of uncertainty (negative: invalid).
public typealias CLLocationAccuracy = Double
/// Metres per second.
public typealias CLLocationSpeed = Double
/// Accuracy of a speed, in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// Accuracy of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// A latitude/longitude pair (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

/// A coordinate from a latitude and a longitude.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether a coordinate is a valid latitude/longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// An invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A location: a coordinate with altitude, accuracy, course, speed and time.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    /// A location at 0° N 0° E with unknown altitude, course and speed (NSObject's initializer,
    /// which `CLLocation()` calls).
    public override convenience init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A location at a coordinate with unknown altitude, course and speed, timestamped at
    /// 1970-01-01 00:00 UTC (a render reads no clock).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 0))
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude; ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy; verticalAccuracy = vAccuracy
        self.course = course; self.courseAccuracy = courseAccuracy; self.speed = speed; self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// A location with the source of its fix (iOS 15).
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                            speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date, sourceInfo: CLLocationSourceInformation) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy, timestamp: timestamp)
        self.sourceInformation = sourceInfo
    }

    /// Where the fix came from; nil unless a location was made with one.
    public private(set) var sourceInformation: CLLocationSourceInformation?

    /// The great-circle distance to `location` in metres (haversine, mean Earth radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}

/// Whether a location was simulated by software or produced by an accessory (iOS 15).
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    public let isSimulatedBySoftware: Bool
    public let isProducedByAccessory: Bool
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware; isProducedByAccessory = isAccessory
        super.init()
    }
    public override convenience init() { self.init(softwareSimulationState: false, andExternalAccessoryState: false) }
}

// Accuracy constants (CLLocation.h).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance Core Location reports.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// No heading filter.
public let kCLHeadingFilterNone: CLLocationDegrees = -1

/// A compass heading (a render has none; for API such as MapKit's `UserLocation`).
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public let headingAccuracy: CLLocationDirection
    public let timestamp: Date
    public init(magneticHeading: CLLocationDirection = 0, trueHeading: CLLocationDirection = 0) {
        self.magneticHeading = magneticHeading; self.trueHeading = trueHeading
        headingAccuracy = -1; timestamp = Date(timeIntervalSince1970: 0)
        super.init()
    }
}
