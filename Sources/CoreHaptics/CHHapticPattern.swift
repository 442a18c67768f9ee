import Foundation

/// One haptic or audio event of a pattern.
open class CHHapticEvent {
    public let type: EventType
    public let eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval

    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type
        eventParameters = parameters
        relativeTime = time
        duration = 0
    }

    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        relativeTime = time
        self.duration = duration
    }

    public init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                relativeTime time: TimeInterval) {
        type = .audioCustom
        eventParameters = eventParams
        relativeTime = time
        duration = 0
    }

    /// The kinds of event.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// An event's parameters.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }
}

/// One parameter of an event: intensity, sharpness, envelope times.
open class CHHapticEventParameter {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter that changes every event playing from a moment on.
open class CHHapticDynamicParameter {
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }

    /// The dynamic parameters.
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        public static let audioAttackTimeControl = ID(rawValue: "AudioAttackTimeControl")
        public static let audioDecayTimeControl = ID(rawValue: "AudioDecayTimeControl")
        public static let audioReleaseTimeControl = ID(rawValue: "AudioReleaseTimeControl")
    }
}

/// A dynamic parameter that moves through control points.
open class CHHapticParameterCurve {
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }

    /// A value at a time along a curve.
    open class ControlPoint {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }
}

/// Events and parameter changes to play together. A pattern holds what it is made of; its
/// `duration` is where its last event ends.
open class CHHapticPattern {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
        parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
    }

    /// A pattern from an AHAP dictionary: not read in a render, so it throws `invalidPatternDictionary`.
    public init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws {
        throw CHHapticError(.invalidPatternDictionary)
    }

    /// A pattern from an AHAP file: not read in a render, so it throws `invalidPatternData`.
    public init(contentsOf ahapURL: URL) throws { throw CHHapticError(.invalidPatternData) }

    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }

    /// The keys of an AHAP pattern dictionary.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let version = Key(rawValue: "Version")
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
        public static let parameter = Key(rawValue: "Parameter")
        public static let parameterCurve = Key(rawValue: "ParameterCurve")
        public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
    }
}

/// Plays a pattern (made by an engine, which a render cannot make).
public protocol CHHapticPatternPlayer: AnyObject {
    var isMuted: Bool { get set }
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
}

/// A player that can also pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((Error?) -> Void)? { get set }
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
}
