import Foundation

/// A camera or microphone. A render has neither: no device is ever found, access is never
/// granted (`.notDetermined`, and asking answers no), and discovery finds nothing.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Which side of the phone a camera faces.
    public enum Position: Int, Sendable { case unspecified = 0, back, front }
    public enum FlashMode: Int, Sendable { case off = 0, on, auto }
    public enum TorchMode: Int, Sendable { case off = 0, on, auto }
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus, continuousAutoFocus }
    public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose, continuousAutoExposure, custom }
    public enum WhiteBalanceMode: Int, Sendable { case locked = 0, autoWhiteBalance, continuousAutoWhiteBalance }

    /// A kind of capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
        public static let continuityCamera = DeviceType(rawValue: "AVCaptureDeviceTypeContinuityCamera")
    }

    /// Finds the devices of some types (none, in a render).
    public final class DiscoverySession: NSObject, @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) { super.init() }
        public var devices: [AVCaptureDevice] { [] }
    }

    public let uniqueID: String
    public let localizedName: String
    public let deviceType: DeviceType
    public let position: Position

    init(uniqueID: String, localizedName: String, deviceType: DeviceType, position: Position) {
        self.uniqueID = uniqueID; self.localizedName = localizedName; self.deviceType = deviceType; self.position = position
        super.init()
    }

    /// The default device for `mediaType`: none, a render has no camera or microphone.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The default device of a type at a position: none.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// The device with `deviceUniqueID`: none.
    public convenience init?(uniqueID deviceUniqueID: String) { return nil }

    /// Whether the app may capture `mediaType`: not yet determined, and never granted.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for access: the answer is no, at once.
    @preconcurrency open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    open var isConnected: Bool { false }
    open var hasFlash: Bool { false }
    open var isFlashAvailable: Bool { false }
    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var isTorchActive: Bool { false }
    open var torchLevel: Float { 0 }
    open var torchMode: TorchMode = .off
    open var focusMode: FocusMode = .continuousAutoFocus
    open var exposureMode: ExposureMode = .continuousAutoExposure
    open var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var isFocusPointOfInterestSupported: Bool { false }
    open var isExposurePointOfInterestSupported: Bool { false }
    open var videoZoomFactor: CGFloat = 1
    open var minAvailableVideoZoomFactor: CGFloat { 1 }
    open var maxAvailableVideoZoomFactor: CGFloat { 1 }
    open var isSubjectAreaChangeMonitoringEnabled = false

    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
    open func setTorchModeOn(level torchLevel: Float) throws {}
    open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) {}
    open func cancelVideoZoomRamp() {}
}

/// The orientation of captured video.
public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft
}
