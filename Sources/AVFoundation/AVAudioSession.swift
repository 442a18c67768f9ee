import Foundation

/// How the app uses audio. A render has no audio hardware: the session holds the category, mode
/// and options set on it, activating succeeds, recording permission is never granted and no route
/// has ports.
public final class AVAudioSession: NSObject, @unchecked Sendable {
    /// What the app does with audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the category mixes with other apps and routes.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options for deactivating the session.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Where long-form audio is routed.
    public enum RouteSharingPolicy: UInt, Sendable { case `default` = 0, longFormAudio, independent, longFormVideo = 3 }
    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756E_6474, denied = 0x6465_6E79, granted = 0x6772_6E74
    }
    /// An override of the output port.
    public enum PortOverride: UInt, Sendable { case none = 0, speaker = 0x7370_6B72 }
    /// Whether an interruption began or ended.
    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }
    /// What an ended interruption suggests.
    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }
    /// Why the route changed.
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep = 6,
             noSuitableRouteForCategory, routeConfigurationChange
    }
    /// An audio port's kind.
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let headphones = Port(rawValue: "Headphones")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let HDMI = Port(rawValue: "HDMIOutput")
        public static let usbAudio = Port(rawValue: "USBAudio")
    }

    private static let shared = AVAudioSession()

    /// The app's audio session.
    public static func sharedInstance() -> AVAudioSession { shared }

    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    public private(set) var categoryOptions: CategoryOptions = []
    public private(set) var routeSharingPolicy: RouteSharingPolicy = .default

    private override init() { super.init() }

    public func setCategory(_ category: Category) throws { self.category = category }
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category; categoryOptions = options
    }
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode; categoryOptions = options
    }
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode; routeSharingPolicy = policy; categoryOptions = options
    }
    public func setMode(_ mode: Mode) throws { self.mode = mode }

    /// Activates or deactivates the session (it always succeeds: nothing else competes in a render).
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    public func setPreferredSampleRate(_ sampleRate: Double) throws {}
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {}
    public func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws {}
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// Recording is never granted in a render.
    public var recordPermission: RecordPermission { .undetermined }
    /// Asks to record: the answer is no, at once.
    @preconcurrency public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }

    public var isOtherAudioPlaying: Bool { false }
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    public var isInputAvailable: Bool { false }
    public var availableInputs: [AVAudioSessionPortDescription]? { [] }
    public var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }
    /// The system volume, 0 to 1: half (Mockup's choice; a render has no volume buttons).
    public var outputVolume: Float { 0.5 }
    /// Hz (Mockup's choice: iPhones' usual 48 kHz hardware rate).
    public var sampleRate: Double { 48_000 }
    public var preferredSampleRate: Double { 0 }
    public var ioBufferDuration: TimeInterval { 0 }
    public var inputNumberOfChannels: Int { 0 }
    public var outputNumberOfChannels: Int { 0 }

    /// Posted when audio is interrupted (never, in a render).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
}

// User-info keys of the session's notifications.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"

/// The inputs and outputs audio flows through (none in a render).
public final class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    public let inputs: [AVAudioSessionPortDescription] = []
    public let outputs: [AVAudioSessionPortDescription] = []
}

/// One audio port.
public final class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    public let portType: AVAudioSession.Port
    public let portName: String
    public let uid: String
    init(portType: AVAudioSession.Port, portName: String, uid: String) {
        self.portType = portType; self.portName = portName; self.uid = uid
        super.init()
    }
}

/// The app's audio (iOS 17): recording permission, which a render never grants.
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    /// Whether the app may record.
    public enum RecordPermission: Int, Sendable {
        case undetermined = 0x756E_6474, denied = 0x6465_6E79, granted = 0x6772_6E74
    }

    public static let shared = AVAudioApplication()
    private override init() { super.init() }

    public var recordPermission: RecordPermission { .undetermined }
    public var isInputMuted: Bool { false }
    public func setInputMuted(_ muted: Bool) throws {}

    /// Asks to record: the answer is no, at once.
    @preconcurrency public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) { response(false) }
    public static func requestRecordPermission() async -> Bool { false }
}
