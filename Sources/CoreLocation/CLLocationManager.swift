import Foundation

/// Whether the app may use the device's location.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
    /// The iOS 7 name of `.authorizedAlways`.
    public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// Whether locations are precise or approximate.
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy }

/// What the device is used for while moving, which tunes location updates.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// Where the device is held relative to its screen, for headings.
public enum CLDeviceOrientation: Int32, Sendable { case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }

/// Location services. A render has no location: services are off, authorisation is never granted
/// (asking changes nothing), no location or heading is known, updates never arrive and the delegate
/// is never called.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var headingFilter: CLLocationDegrees = 1
    open var headingOrientation: CLDeviceOrientation = .portrait
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false

    public override init() { super.init() }

    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }
    open var monitoredRegions: Set<CLRegion> { [] }
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    open var isAuthorizedForWidgetUpdates: Bool { false }

    /// The pre-iOS 14 class form of `authorizationStatus`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether location services are on: not in a render.
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    open class func isRangingAvailable() -> Bool { false }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: (@Sendable (Error?) -> Void)? = nil) {
        completion?(CLError(.denied))
    }
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws { throw CLError(.denied) }
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    /// Asks for one location: none arrives.
    open func requestLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func dismissHeadingCalibrationDisplay() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}
    open func startMonitoring(for region: CLRegion) {}
    open func stopMonitoring(for region: CLRegion) {}
    open func requestState(for region: CLRegion) {}
}

/// What a location manager tells its delegate (never, in a render). Every method is optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}
