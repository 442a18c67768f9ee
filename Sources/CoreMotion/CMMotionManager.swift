import Foundation

/// The motion sensors of a device lying still with none available to the app: every sensor
/// reports unavailable, updates started never arrive and the latest data is nil. Apps check
/// `isDeviceMotionAvailable` (or get no updates) and draw their view at rest, as on the Simulator,
/// which has no motion hardware.
open class CMMotionManager {
    public init() {}

    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var isGyroActive: Bool { false }
    open var isMagnetometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }

    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func stopDeviceMotionUpdates() {}
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, Error?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void

/// Whether the user let the app read motion and fitness data.
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// The reference frames a device's attitude can be measured in.
public struct CMAttitudeReferenceFrame: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// Acceleration in g along the device's axes.
public struct CMAcceleration: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// Rotation rate in radians per second about the device's axes.
public struct CMRotationRate: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field in microteslas.
public struct CMMagneticField: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation as a unit quaternion.
public struct CMQuaternion: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    public init() { (x, y, z, w) = (0, 0, 0, 1) }
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// A rotation as a 3 × 3 matrix.
public struct CMRotationMatrix: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double
    /// The identity.
    public init() {
        (m11, m12, m13) = (1, 0, 0)
        (m21, m22, m23) = (0, 1, 0)
        (m31, m32, m33) = (0, 0, 1)
    }
}

/// A sample: when it was taken, in seconds since the device started.
open class CMLogItem {
    public init() {}
    open var timestamp: TimeInterval { 0 }
}

open class CMAccelerometerData: CMLogItem {
    open var acceleration: CMAcceleration { CMAcceleration() }
}

open class CMGyroData: CMLogItem {
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

open class CMMagnetometerData: CMLogItem {
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// The device's orientation: a device lying flat, face up, at rest (all angles 0).
open class CMAttitude {
    public init() {}
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
    open var quaternion: CMQuaternion { CMQuaternion() }
    open var rotationMatrix: CMRotationMatrix { CMRotationMatrix() }
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// Fused motion data: a device at rest, lying flat (gravity straight down its back).
open class CMDeviceMotion: CMLogItem {
    open var attitude: CMAttitude { CMAttitude() }
    open var rotationRate: CMRotationRate { CMRotationRate() }
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField(field: CMMagneticField(), accuracy: .uncalibrated) }
    /// No heading without a magnetometer: −1, as Core Motion reports it then.
    open var heading: Double { -1 }
    open var sensorLocation: CMDeviceMotion.SensorLocation { .default }

    public enum SensorLocation: Int, Sendable {
        case `default` = 0, headphoneLeft, headphoneRight
    }
}

/// A magnetic field with how well it is calibrated.
public struct CMCalibratedMagneticField: Sendable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }
}

public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low, medium, high
}
