import Foundation

/// A bus of an audio node (AVFAudio's `AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int
/// What a tap is handed: a buffer of the bus's audio and when it was captured.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A moment in an audio stream: a sample time at a rate, and a host time.
open class AVAudioTime: NSObject, @unchecked Sendable {
    public let sampleTime: AVAudioFramePosition
    public let sampleRate: Double
    public let hostTime: UInt64
    public let isSampleTimeValid: Bool
    public let isHostTimeValid: Bool

    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        (self.sampleTime, self.sampleRate, hostTime, isSampleTimeValid, isHostTimeValid) = (sampleTime, sampleRate, 0, true, false)
    }

    public init(hostTime: UInt64) {
        (sampleTime, sampleRate, self.hostTime, isSampleTimeValid, isHostTimeValid) = (0, 0, hostTime, false, true)
    }

    public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        (self.sampleTime, self.sampleRate, self.hostTime, isSampleTimeValid, isHostTimeValid) = (sampleTime, sampleRate, hostTime, true, true)
    }

    /// Seconds of host time for `hostTime` (host time counts nanoseconds here).
    public static func seconds(forHostTime hostTime: UInt64) -> TimeInterval { TimeInterval(hostTime) / 1e9 }
    public static func hostTime(forSeconds seconds: TimeInterval) -> UInt64 { UInt64(max(seconds, 0) * 1e9) }
}

/// A node of an audio engine's graph and its buses' formats. A render has no audio hardware: a tap
/// installed on a bus is never handed a buffer.
open class AVAudioNode: NSObject, @unchecked Sendable {
    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }
    private var formats: [AVAudioNodeBus: AVAudioFormat] = [:]

    override public init() { super.init() }

    /// The format on `bus`: what it was connected or tapped with, else mono at the audio session's
    /// rate, standard (deinterleaved float).
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        formats[bus] ?? AVAudioFormat(standardFormatWithSampleRate: AVAudioSession.sharedInstance().sampleRate, channels: 1)!
    }

    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }

    open func name(forInputBus bus: AVAudioNodeBus) -> String? { nil }
    open func name(forOutputBus bus: AVAudioNodeBus) -> String? { nil }

    /// Installs `tapBlock` on `bus`, in `format` if given; it is never called in a render.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping AVAudioNodeTapBlock) {
        if let format { formats[bus] = format }
    }

    open func removeTap(onBus bus: AVAudioNodeBus) {}

    open func reset() {}

    func connectOutput(format: AVAudioFormat?, bus: AVAudioNodeBus) {
        if let format { formats[bus] = format }
    }
}

/// The microphone's node. A render has no microphone: its audio is never delivered.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {
    override open var numberOfInputs: Int { 0 }
    open var isVoiceProcessingEnabled: Bool { voiceProcessing }
    private var voiceProcessing = false
    open func setVoiceProcessingEnabled(_ enabled: Bool) throws { voiceProcessing = enabled }
}

/// The speaker's node.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {
    override open var numberOfOutputs: Int { 0 }
}

/// A mixer: its inputs' sum at `outputVolume`.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    open var outputVolume: Float = 1
    open var volume: Float = 1
    open var pan: Float = 0
    open var nextAvailableInputBus: AVAudioNodeBus { 0 }
}

/// Plays files and buffers it is given. A render plays no sound: scheduled audio never finishes.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    open var volume: Float = 1
    open var pan: Float = 0
    open private(set) var isPlaying = false

    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (() -> Void)? = nil) {}
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) {}
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                             completionHandler: (() -> Void)? = nil) {}
    open func scheduleSegment(_ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount,
                              at when: AVAudioTime?, completionHandler: (() -> Void)? = nil) {}
    open func play() { isPlaying = true }
    open func play(at when: AVAudioTime?) { isPlaying = true }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false }
    open func prepare(withFrameCount frameCount: AVAudioFrameCount) {}
}

/// How a buffer is scheduled on a player node.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 0)
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 1)
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 2)
}

/// A graph of audio nodes from the microphone and players to the speaker. A render has no audio
/// hardware: the engine starts and runs silent, and no tap is ever handed a buffer (Mockup's choice,
/// as `AVAudioRecorder` records nothing).
open class AVAudioEngine: NSObject, @unchecked Sendable {
    public let inputNode = AVAudioInputNode()
    public let outputNode = AVAudioOutputNode()
    public let mainMixerNode = AVAudioMixerNode()
    open private(set) var attachedNodes: Set<AVAudioNode> = []
    open private(set) var isRunning = false

    override public init() {
        super.init()
        for node in [inputNode, outputNode, mainMixerNode] as [AVAudioNode] { attach(node) }
    }

    open func attach(_ node: AVAudioNode) {
        node.engine = self
        attachedNodes.insert(node)
    }

    open func detach(_ node: AVAudioNode) {
        node.engine = nil
        attachedNodes.remove(node)
    }

    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        node1.connectOutput(format: format, bus: 0)
    }

    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
                      format: AVAudioFormat?) {
        node1.connectOutput(format: format, bus: bus1)
    }

    open func disconnectNodeInput(_ node: AVAudioNode) {}
    open func disconnectNodeInput(_ node: AVAudioNode, bus: AVAudioNodeBus) {}
    open func disconnectNodeOutput(_ node: AVAudioNode) {}
    open func disconnectNodeOutput(_ node: AVAudioNode, bus: AVAudioNodeBus) {}

    open func prepare() {}
    /// Starts the graph; it runs silent.
    open func start() throws { isRunning = true }
    open func pause() { isRunning = false }
    open func stop() { isRunning = false }
    open func reset() { attachedNodes.forEach { $0.reset() } }
}
