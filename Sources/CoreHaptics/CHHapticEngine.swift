import Foundation

/// The haptic engine of a device without a Taptic Engine, as a render has none: its capabilities
/// report no haptics and no audio, and making an engine throws `CHHapticError.notSupported`, as
/// on hardware without haptics (Apple's "Checking a Device for Haptic Support" has apps test
/// `supportsHaptics` first).
open class CHHapticEngine {
    /// What the hardware can play: nothing.
    open class func capabilitiesForHardware() -> CHHapticDeviceCapability { CHHapticDeviceCapability() }

    public init() throws { throw CHHapticError(.notSupported) }
    public init(audioSession: AnyObject?) throws { throw CHHapticError(.notSupported) }

    open var currentTime: TimeInterval { 0 }
    open var stoppedHandler: (CHHapticEngine.StoppedReason) -> Void = { _ in }
    open var resetHandler: () -> Void = {}
    open var playsHapticsOnly = false
    open var playsAudioOnly = false
    open var isMutedForAudio = false
    open var isMutedForHaptics = false
    open var isAutoShutdownEnabled = false

    open func start() throws { throw CHHapticError(.notSupported) }
    open func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(CHHapticError(.notSupported)) }
    open func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    open func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> CHHapticEngine.FinishedAction) {}
    open func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { throw CHHapticError(.notSupported) }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> CHHapticAdvancedPatternPlayer {
        throw CHHapticError(.notSupported)
    }
    open func playPattern(from url: URL) throws { throw CHHapticError(.notSupported) }
    open func playPattern(from data: Data) throws { throw CHHapticError(.notSupported) }
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        throw CHHapticError(.notSupported)
    }
    open func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {}

    /// Why an engine stopped.
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
             gameControllerDisconnect, systemError = -1
    }

    /// What an engine does once its players finish.
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1, leaveEngineRunning
    }
}

/// What a device's haptic hardware supports.
public struct CHHapticDeviceCapability: Sendable {
    public var supportsHaptics: Bool { false }
    public var supportsAudio: Bool { false }
    public func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID,
                           eventType type: CHHapticEvent.EventType) throws -> CHHapticParameterAttributes {
        throw CHHapticError(.notSupported)
    }
    public func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> CHHapticParameterAttributes {
        throw CHHapticError(.notSupported)
    }
}

/// The range and default of a haptic parameter.
public protocol CHHapticParameterAttributes {
    var minValue: Float { get }
    var maxValue: Float { get }
    var defaultValue: Float { get }
}

/// An audio file registered with an engine.
public typealias CHHapticAudioResourceID = UInt

/// Core Haptics' errors, with Apple's codes (`CHHapticErrorCode` in CHHapticErrors.h).
public struct CHHapticError: Error, Hashable, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }

    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case invalidEngineParameter = -4816
        case invalidParameterType = -4820
        case invalidEventType = -4821
        case invalidEventTime = -4822
        case invalidEventDuration = -4823
        case invalidAudioResource = -4824
        case resourceNotAvailable = -4825
        case badEventEntry = -4830
        case badParameterEntry = -4831
        case invalidTime = -4840
        case fileNotFound = -4851
        case insufficientPower = -4897
        case unknownError = -4898
        case memoryError = -4899
    }

    // Each code by its name, so `catch CHHapticError.notSupported` matches, as with Apple's bridged errors.
    public static let engineNotRunning = Code.engineNotRunning
    public static let operationNotPermitted = Code.operationNotPermitted
    public static let engineStartTimeout = Code.engineStartTimeout
    public static let notSupported = Code.notSupported
    public static let serverInitFailed = Code.serverInitFailed
    public static let serverInterrupted = Code.serverInterrupted
    public static let invalidPatternPlayer = Code.invalidPatternPlayer
    public static let invalidPatternData = Code.invalidPatternData
    public static let invalidPatternDictionary = Code.invalidPatternDictionary
    public static let invalidAudioSession = Code.invalidAudioSession
    public static let invalidEngineParameter = Code.invalidEngineParameter
    public static let invalidParameterType = Code.invalidParameterType
    public static let invalidEventType = Code.invalidEventType
    public static let invalidEventTime = Code.invalidEventTime
    public static let invalidEventDuration = Code.invalidEventDuration
    public static let invalidAudioResource = Code.invalidAudioResource
    public static let resourceNotAvailable = Code.resourceNotAvailable
    public static let badEventEntry = Code.badEventEntry
    public static let badParameterEntry = Code.badParameterEntry
    public static let invalidTime = Code.invalidTime
    public static let fileNotFound = Code.fileNotFound
    public static let insufficientPower = Code.insufficientPower
    public static let unknownError = Code.unknownError
    public static let memoryError = Code.memoryError
}

/// Matches an error against a Core Haptics code: `catch CHHapticError.notSupported`.
public func ~= (code: CHHapticError.Code, error: Error) -> Bool { (error as? CHHapticError)?.code == code }

/// The time to play at once.
public let CHHapticTimeImmediate: TimeInterval = 0
