import Foundation

/// Captures still photos. A render has no camera: `capturePhoto(with:delegate:)` delivers nothing.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    /// How much a capture favours quality over speed.
    public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced, quality }

    open var isHighResolutionCaptureEnabled = false
    open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced
    open var isLivePhotoCaptureEnabled = false
    open var isDepthDataDeliveryEnabled = false

    public override init() { super.init() }

    open var availablePhotoCodecTypes: [String] { [] }
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    open var isLivePhotoCaptureSupported: Bool { false }
    open var isDepthDataDeliverySupported: Bool { false }

    /// Takes a photo: nothing is captured and the delegate is never called.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: AVCapturePhotoCaptureDelegate) {}
}

/// The settings of one photo capture.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    public let format: [String: Any]?
    open var flashMode: AVCaptureDevice.FlashMode = .off
    open var isHighResolutionPhotoEnabled = false
    open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
    open var isDepthDataDeliveryEnabled = false

    public override convenience init() { self.init(format: nil) }
    public init(format: [String: Any]?) {
        self.format = format
        super.init()
    }
    public convenience init(from photoSettings: AVCapturePhotoSettings) {
        self.init(format: photoSettings.format)
        flashMode = photoSettings.flashMode
        photoQualityPrioritization = photoSettings.photoQualityPrioritization
    }
}

/// A captured photo (none is ever captured in a render).
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    private override init() { super.init() }

    open var timestamp: CMTime { .invalid }
    open var isRawPhoto: Bool { false }
    open var metadata: [String: Any] { [:] }
    open func fileDataRepresentation() -> Data? { nil }
}

/// What a photo output tells its delegate (never, in a render).
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?)
    func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                     error: Error?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                            error: Error?) {}
}

/// The settings a capture actually used (none is ever made in a render).
open class AVCaptureResolvedPhotoSettings: NSObject, @unchecked Sendable {
    private override init() { super.init() }
    open var uniqueID: Int64 { 0 }
    open var isFlashEnabled: Bool { false }
}
