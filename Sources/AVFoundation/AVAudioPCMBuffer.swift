import Foundation

/// Audio samples in memory (AVFAudio's `AVAudioBuffer`).
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    public let format: AVAudioFormat
    init(format: AVAudioFormat) { self.format = format }
}

/// Linear PCM samples in memory (AVFAudio's `AVAudioPCMBuffer`): room for `frameCapacity` frames of
/// each channel of its format, `frameLength` of them valid. The channel data pointer matching the
/// format's sample type is set (`floatChannelData` for the standard format), the others are nil.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    public let frameCapacity: AVAudioFrameCount
    /// The valid frames; at most `frameCapacity`.
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }
    /// The samples, channel after channel, bound to the format's sample type.
    private let storage: UnsafeMutableRawPointer
    /// Each channel's first sample, bound to pointers to the format's sample type.
    private let channelPointers: UnsafeMutableRawPointer

    /// A buffer for `frameCapacity` frames of `format`; nil for an interleaved format (Mockup keeps
    /// one buffer per channel) or a 64-bit float one.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard !format.isInterleaved, let size = Self.sampleSize(format.commonFormat) else { return nil }
        self.frameCapacity = frameCapacity
        let channels = Int(format.channelCount), frames = Int(frameCapacity)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(channels * frames * size, 1), alignment: 16)
        let channelPointers = UnsafeMutableRawPointer.allocate(byteCount: channels * MemoryLayout<UnsafeMutableRawPointer>.stride,
                                                               alignment: MemoryLayout<UnsafeMutableRawPointer>.alignment)
        func bind<Sample: Numeric>(_: Sample.Type) {
            let samples = storage.initializeMemory(as: Sample.self, repeating: 0, count: channels * frames)
            let pointers = channelPointers.bindMemory(to: UnsafeMutablePointer<Sample>.self, capacity: channels)
            for channel in 0..<channels { (pointers + channel).initialize(to: samples + channel * frames) }
        }
        switch format.commonFormat {
        case .pcmFormatInt16: bind(Int16.self)
        case .pcmFormatInt32: bind(Int32.self)
        default: bind(Float.self)
        }
        self.storage = storage
        self.channelPointers = channelPointers
        super.init(format: format)
    }

    deinit {
        storage.deallocate()
        channelPointers.deallocate()
    }

    /// Samples between one frame and the next in a channel's buffer: 1, as channels are not interleaved.
    public var stride: Int { 1 }

    public var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { channels(.pcmFormatFloat32) }
    public var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { channels(.pcmFormatInt16) }
    public var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { channels(.pcmFormatInt32) }

    private func channels<Sample>(_ format: AVAudioCommonFormat) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard self.format.commonFormat == format else { return nil }
        return UnsafePointer(channelPointers.assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self))
    }

    /// Bytes per sample of the formats a buffer holds.
    private static func sampleSize(_ format: AVAudioCommonFormat) -> Int? {
        switch format {
        case .pcmFormatFloat32, .pcmFormatInt32: return 4
        case .pcmFormatInt16: return 2
        case .pcmFormatFloat64, .otherFormat: return nil
        }
    }
}
