import Foundation

/// Step counting: not available, so queries answer at once with no data and
/// `CMErrorMotionActivityNotAvailable` (in `CMErrorDomain`), and updates never arrive.
open class CMPedometer {
    public init() {}

    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, CMErrorMotionActivityNotAvailable.error)
    }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
    open func startEventUpdates(handler: @escaping (CMPedometerEvent?, Error?) -> Void) {}
    open func stopEventUpdates() {}
}

public typealias CMPedometerHandler = (CMPedometerData?, Error?) -> Void

/// Steps, distance and floors over a period.
open class CMPedometerData {
    public init() {}
    open var startDate = Date(timeIntervalSinceReferenceDate: 0)
    open var endDate = Date(timeIntervalSinceReferenceDate: 0)
    open var numberOfSteps: NSNumber = 0
    open var distance: NSNumber?
    open var floorsAscended: NSNumber?
    open var floorsDescended: NSNumber?
    open var currentPace: NSNumber?
    open var currentCadence: NSNumber?
    open var averageActivePace: NSNumber?
}

/// A pause or resumption of walking.
open class CMPedometerEvent {
    public init() {}
    open var date = Date(timeIntervalSinceReferenceDate: 0)
    open var type: CMPedometerEventType = .pause
}

public enum CMPedometerEventType: Int, Sendable {
    case pause = 0, resume
}

/// Walking, running, driving: not available, so queries answer with no activities and an error.
open class CMMotionActivityManager {
    public init() {}
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping ([CMMotionActivity]?, Error?) -> Void) {
        handler(nil, CMErrorMotionActivityNotAvailable.error)
    }
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
    open func stopActivityUpdates() {}
}

/// What the user was doing.
open class CMMotionActivity: CMLogItem {
    open var confidence: CMMotionActivityConfidence { .low }
    open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
    open var unknown: Bool { true }
    open var stationary: Bool { false }
    open var walking: Bool { false }
    open var running: Bool { false }
    open var automotive: Bool { false }
    open var cycling: Bool { false }
}

public enum CMMotionActivityConfidence: Int, Sendable {
    case low = 0, medium, high
}

/// Relative altitude and pressure: not available, so updates never arrive.
open class CMAltimeter {
    public init() {}
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, Error?) -> Void) {}
    open func stopRelativeAltitudeUpdates() {}
}

/// A change in altitude (metres) and the air pressure (kilopascals).
open class CMAltitudeData: CMLogItem {
    open var relativeAltitude: NSNumber { 0 }
    open var pressure: NSNumber { 0 }
}

/// A Core Motion error code, as `CMError.h` numbers them from `CMErrorNULL` (100).
public struct CMError: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The error Core Motion hands a handler: in `CMErrorDomain`, with this code.
    var error: NSError { NSError(domain: CMErrorDomain, code: Int(rawValue)) }
}

public let CMErrorNULL = CMError(100)
public let CMErrorDeviceRequiresMovement = CMError(101)
public let CMErrorTrueNorthNotAvailable = CMError(102)
public let CMErrorUnknown = CMError(103)
public let CMErrorMotionActivityNotAvailable = CMError(104)
public let CMErrorMotionActivityNotAuthorized = CMError(105)
public let CMErrorMotionActivityNotEntitled = CMError(106)
public let CMErrorInvalidParameter = CMError(107)
public let CMErrorInvalidAction = CMError(108)
public let CMErrorNotAvailable = CMError(109)
public let CMErrorNotEntitled = CMError(110)
public let CMErrorNotAuthorized = CMError(111)
public let CMErrorNilData = CMError(112)
public let CMErrorSize = CMError(113)

/// Core Motion's error domain.
public let CMErrorDomain = "CMErrorDomain"
