import Foundation

/// A number of audio frames (AVFAudio's `AVAudioFrameCount`).
public typealias AVAudioFrameCount = UInt32
/// A frame's position in a file (AVFAudio's `AVAudioFramePosition`).
public typealias AVAudioFramePosition = Int64
/// A number of audio channels (AVFAudio's `AVAudioChannelCount`).
public typealias AVAudioChannelCount = UInt32

/// The sample formats buffers hold (AVFAudio's `AVAudioCommonFormat`).
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32
}

/// Linear PCM audio's format: sample rate, channels, sample type and layout (AVFAudio's
/// `AVAudioFormat`). The standard format is 32-bit floats with each channel in its own buffer.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool

    /// A format of `format` samples; nil for no channels, a rate that is not positive, or
    /// `.otherFormat`.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard channels > 0, sampleRate > 0, format != .otherFormat else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
        super.init()
    }

    /// The standard format (32-bit floats, one buffer per channel) at `sampleRate`.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// Whether this is the standard format.
    public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return sampleRate == other.sampleRate && channelCount == other.channelCount && commonFormat == other.commonFormat
            && isInterleaved == other.isInterleaved
    }
}
