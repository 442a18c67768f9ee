import Foundation

/// Connects capture inputs to outputs. A render has no camera: the session holds its inputs,
/// outputs and preset, but `startRunning()` starts nothing and it never runs.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// The quality of the session's output.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    /// `.high` by default.
    open var sessionPreset: Preset = .high
    public private(set) var inputs: [AVCaptureInput] = []
    public private(set) var outputs: [AVCaptureOutput] = []
    open var automaticallyConfiguresApplicationAudioSession = true

    public override init() { super.init() }

    /// Never running: a render has no camera.
    open var isRunning: Bool { false }
    open var isInterrupted: Bool { false }

    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    /// Whether `input` can be added: any input not already in the session.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Whether `output` can be added: any output not already in the session.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }

    open func beginConfiguration() {}
    open func commitConfiguration() {}
    /// Starts capturing: nothing starts in a render.
    open func startRunning() {}
    open func stopRunning() {}

    /// Posted when a session fails or is interrupted (never, in a render).
    public static let runtimeErrorNotification = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
    public static let wasInterruptedNotification = Notification.Name("AVCaptureSessionWasInterruptedNotification")
    public static let interruptionEndedNotification = Notification.Name("AVCaptureSessionInterruptionEndedNotification")
}

/// A source of captured media.
open class AVCaptureInput: NSObject, @unchecked Sendable {
    override init() { super.init() }
}

/// A capture device as a session's input.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice

    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// Where captured media goes.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    override init() { super.init() }

    /// The connections feeding this output: none, since nothing captures.
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A link from an input to an output (none exists in a render).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    open var isEnabled = true
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    open var isVideoOrientationSupported: Bool { false }
    open var isVideoMirrored = false
    open var isVideoMirroringSupported: Bool { false }
    open var automaticallyAdjustsVideoMirroring = true
    open var videoRotationAngle: CGFloat = 0
    open var isActive: Bool { false }

    private override init() { super.init() }

    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool { false }
}
