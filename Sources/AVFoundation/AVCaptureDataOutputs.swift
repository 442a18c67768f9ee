import Foundation

/// Delivers captured video frames to a delegate (never, in a render).
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    open var videoSettings: [String: Any]! = [:]
    open var alwaysDiscardsLateVideoFrames = true
    public private(set) weak var sampleBufferDelegate: AVCaptureVideoDataOutputSampleBufferDelegate?
    public private(set) var sampleBufferCallbackQueue: DispatchQueue?

    public override init() { super.init() }

    open var availableVideoPixelFormatTypes: [UInt32] { [] }

    open func setSampleBufferDelegate(_ sampleBufferDelegate: AVCaptureVideoDataOutputSampleBufferDelegate?,
                                      queue sampleBufferCallbackQueue: DispatchQueue?) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
    }
}

/// What a video data output tells its delegate.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
    public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// Delivers machine-readable codes and faces found in captured video (none, in a render).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds of metadata to report; must be among `availableMetadataObjectTypes` on iOS.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The part of the picture to search, in unit coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    public private(set) weak var metadataObjectsDelegate: AVCaptureMetadataOutputObjectsDelegate?
    public private(set) var metadataObjectsCallbackQueue: DispatchQueue?

    public override init() { super.init() }

    /// What the output can report: nothing, as no camera feeds it.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }

    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}

/// What a metadata output tells its delegate.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                               from connection: AVCaptureConnection) {}
}

/// Something found in captured video: a code or a face (none, in a render).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of metadata object.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let face = ObjectType(rawValue: "face")
    }

    public let type: ObjectType
    public let bounds: CGRect
    public let time: CMTime

    init(type: ObjectType) {
        self.type = type; bounds = .zero; time = .invalid
        super.init()
    }
}

/// A barcode or QR code found in captured video.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}
