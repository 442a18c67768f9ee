import Foundation

/// Records sound to a file. A render has no microphone: `record()` returns false and nothing is
/// written.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false

    /// A recorder writing to `url` with `settings` (`AVFormatIDKey`, `AVSampleRateKey`, …).
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    open var isRecording: Bool { false }
    /// Seconds recorded: none.
    open var currentTime: TimeInterval { 0 }
    open var deviceCurrentTime: TimeInterval { 0 }

    @discardableResult open func prepareToRecord() -> Bool { false }
    /// Starts recording: a render has no microphone, so false.
    @discardableResult open func record() -> Bool { false }
    @discardableResult open func record(atTime time: TimeInterval) -> Bool { false }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    /// Deletes the recorded file, if any: true when there is none left.
    @discardableResult open func deleteRecording() -> Bool {
        !FileManager.default.fileExists(atPath: url.path) || (try? FileManager.default.removeItem(at: url)) != nil
    }
    open func updateMeters() {}
    /// The level in dBFS: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What a recorder tells its delegate (never, in a render).
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

/// Encoder quality of a recording.
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

// Recorder settings keys.
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"

/// Core Audio's format identifier, a four-character code.
public typealias AudioFormatID = UInt32

// Core Audio format identifiers the recorder settings name (their four-character codes).
/// 'lpcm'
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// 'aac '
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// 'alac'
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// 'ima4'
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// 'ulaw'
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
