import Foundation

/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable { case unknown = 0, inside, outside }

/// A geographic region to monitor.
open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A circular region: a centre and a radius in metres.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` is within `radius` of the centre.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}
